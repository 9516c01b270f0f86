// The table chart: a search box, sortable headers (client side), cell bars and +/- colours for
// numbers, conditional formatting's cell colours, a summary row, and pages — client pages of page_length, or server pages asked for
// through setOwnState({ currentPage, pageSize, searchText }).
import { type CSSProperties, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnState } from '../core/types.ts';
import { type ColorFormatter, cellBackground } from '../helpers/conditionalFormatting.ts';
import { PageSizeSelect, TablePager } from './TablePager.tsx';
import type { TableColumn } from './tableColumns.ts';
import {
  pageCount,
  pageOf,
  type Row,
  type SortState,
  searchRows,
  sortRows,
  valueRange,
} from './tableRows.ts';

export interface TableChartProps {
  columns: TableColumn[];
  rows: Row[];
  totals: Row | null;
  width: number;
  height: number;
  pageLength: number;
  serverPagination: boolean;
  serverPageLength: number;
  rowCount: number;
  ownState: OwnState;
  setOwnState?: (ownState: OwnState) => void;
  includeSearch: boolean;
  showCellBars: boolean;
  alignPn: boolean;
  colorPn: boolean;
  /** conditional_formatting's rules: a matching cell gets the rule's colour as its background. */
  colorFormatters: ColorFormatter[];
}

function barStyle(value: unknown, range: [number, number] | null, colorPn: boolean): CSSProperties | null {
  if (typeof value !== 'number' || !range || range[1] === range[0]) return null;
  const span = range[1] - range[0];
  const zero = (-range[0] / span) * 100;
  const width = (Math.abs(value) / span) * 100;
  const color = colorPn && value < 0 ? 'rgba(150,0,0,0.2)' : 'rgba(0,0,0,0.12)';
  return {
    position: 'absolute',
    top: 2,
    bottom: 2,
    left: `${value < 0 ? zero - width : zero}%`,
    width: `${width}%`,
    background: color,
  };
}

/** A column's text alignment: its own, else numbers right and the rest left. */
function alignOf(column: TableColumn): CSSProperties['textAlign'] {
  return column.display.horizontalAlign ?? (column.kind === 'number' ? 'right' : 'left');
}

/** A truncated cell: one line cut with an ellipsis at the column's min width (Superset's default 200). */
const TRUNCATED = (width: number | undefined): CSSProperties => ({
  maxWidth: width ?? 200,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export function TableChart(props: TableChartProps) {
  const { t } = useTranslation();
  const { columns, rows, totals, width, height, serverPagination, ownState, setOwnState } = props;
  const [sort, setSort] = useState<SortState | null>(null);
  const [search, setSearch] = useState('');
  const [clientPage, setClientPage] = useState(0);
  const [clientSize, setClientSize] = useState(props.pageLength);
  const pageSize = serverPagination ? (ownState.pageSize ?? props.serverPageLength) : clientSize;
  const shown = useMemo(() => {
    const found = serverPagination ? rows : searchRows(rows, columns, search);
    return sortRows(found, sort);
  }, [rows, columns, search, sort, serverPagination]);
  const total = serverPagination ? props.rowCount : shown.length;
  const pages = pageCount(total, pageSize);
  const page = serverPagination ? (ownState.currentPage ?? 0) : Math.min(clientPage, pages - 1);
  const visible = serverPagination ? shown : pageOf(shown, page, pageSize);
  const ranges = useMemo(
    () =>
      Object.fromEntries(
        columns.map((c) => [
          c.key,
          c.isMetric || c.isPercentMetric || c.display.showCellBars
            ? valueRange(rows, c.key, c.display.alignPositiveNegative ?? props.alignPn)
            : null,
        ]),
      ),
    [columns, rows, props.alignPn],
  );
  const goTo = (next: number, size = pageSize) => {
    if (serverPagination) setOwnState?.({ ...ownState, currentPage: next, pageSize: size });
    else {
      setClientPage(next);
      setClientSize(size);
    }
  };
  const onSearch = (text: string) => {
    setSearch(text);
    if (serverPagination) setOwnState?.({ ...ownState, currentPage: 0, pageSize, searchText: text });
    else setClientPage(0);
  };
  const toggleSort = (key: string) =>
    setSort((current) =>
      current?.key !== key ? { key, desc: false } : current.desc ? null : { key, desc: true },
    );
  const paged = serverPagination || pageSize > 0;
  return (
    <div className="loupe-table-chart" style={{ width, height, overflow: 'auto' }}>
      <div className="loupe-table-chart__controls">
        {paged && <PageSizeSelect pageSize={pageSize} onPageSize={(size) => goTo(0, size)} />}
        {props.includeSearch && (
          <label>
            {t('tableChart.search')}{' '}
            <input
              type="search"
              value={serverPagination ? (ownState.searchText ?? search) : search}
              placeholder={`${total} records...`}
              onChange={(event) => onSearch(event.target.value)}
            />
          </label>
        )}
      </div>
      <table className="loupe-table-chart__table">
        <thead>
          <tr>
            {columns.map((column) => {
              const direction = sort?.key === column.key ? (sort.desc ? 'descending' : 'ascending') : 'none';
              return (
                <th
                  key={column.key}
                  aria-sort={direction}
                  style={{ textAlign: alignOf(column), minWidth: column.display.columnWidth }}
                >
                  <button type="button" onClick={() => toggleSort(column.key)}>
                    {column.label}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own
            <tr key={i}>
              {columns.map((column) => {
                const value = row[column.key];
                const { display } = column;
                const colorPn = display.colorPositiveNegative ?? props.colorPn;
                const bar =
                  (display.showCellBars ?? props.showCellBars)
                    ? barStyle(value, ranges[column.key] ?? null, colorPn)
                    : null;
                const negative = colorPn && column.isMetric && typeof value === 'number' && value < 0;
                const background = cellBackground(props.colorFormatters, column.key, value);
                const text = column.format(value);
                return (
                  <td
                    key={column.key}
                    style={{
                      position: 'relative',
                      textAlign: alignOf(column),
                      color: negative ? '#9b0000' : undefined,
                      backgroundColor: background,
                      minWidth: display.columnWidth,
                      ...(display.truncateLongCells ? TRUNCATED(display.columnWidth) : {}),
                    }}
                    title={display.truncateLongCells ? text : undefined}
                  >
                    {bar && <div className="loupe-table-chart__bar" style={bar} />}
                    <span style={{ position: 'relative' }}>{text}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              {columns.map((column, i) => (
                <th key={column.key} scope={i === 0 ? 'row' : undefined}>
                  {column.key in totals ? column.format(totals[column.key]) : i === 0 ? 'Summary' : ''}
                </th>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
      {paged && <TablePager page={page} pages={pages} pageSize={pageSize} onPage={(n) => goTo(n)} />}
    </div>
  );
}
