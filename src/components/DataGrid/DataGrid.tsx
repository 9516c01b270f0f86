// The results grid (spec §2 'Data grid', §9 sizes): virtualised rows (TableVirtuoso) under a
// sticky header, TanStack Table v9 for sorting, pinning, sizing and visibility, header menus,
// resizable columns, and a modal for JSON-like cells.
import { type Header, type Row, useTable } from '@tanstack/react-table';
import { type CSSProperties, type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TableComponents, TableVirtuoso } from 'react-virtuoso';
import { fitColumnWidth, sampleRowIndices } from './autosize.ts';
import { CellContentModal } from './CellContentModal.tsx';
import { downloadText } from './clipboard.ts';
import { type ColumnLayout, layoutColumns, type Pin, type PlacedColumn } from './columnLayout.ts';
import { CSV, encodeDelimited, exportText, TSV } from './delimitedText.ts';
import { type CellLabels, cellDisplayText, formatCell } from './formatCell.ts';
import { cellClasses, GridCell, headerClasses, isNumericKind, metaOf, stickyStyle } from './GridCell.tsx';
import { ColumnMenu, GridMenu, type HiddenColumn } from './GridMenus.tsx';
import {
  buildColumnDefs,
  type DataGridColumn,
  type GridColumnMeta,
  type GridFeatures,
  type GridRow,
  gridFeatures,
  ROW_NUMBER_COLUMN_ID,
} from './gridColumns.ts';
import { SortIcon } from './gridIcons.tsx';
import { gridMeasurers, measurersFor, useContentWidth } from './gridMeasure.ts';
import {
  AUTOSIZE_SAMPLE,
  clamp,
  type GridSize,
  MAX_AUTOSIZE_WIDTH,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  RESIZE_STEP,
  ROW_HEIGHT,
} from './gridSizes.ts';
import type { JsonObject } from './jsonCell.ts';
import { type CopyToastHandler, useCopyToast } from './useCopyToast.ts';
import './DataGrid.css';

export type { DataGridColumn } from './gridColumns.ts';
export type { CopyToastHandler, CopyToastType } from './useCopyToast.ts';

export interface DataGridProps {
  /** The result's columns, in order. */
  columns: readonly DataGridColumn[];
  /** One array per row, holding the values in the order of `columns`. */
  rows: ReadonlyArray<ReadonlyArray<unknown>>;
  /** Height of the grid: px, or any CSS length; 400 px by default. */
  height?: number | string;
  /** Row height 36 px (medium) or 28 px (small). */
  size?: GridSize;
  /** Reports the copy outcome instead of the app's toasts. */
  onCopyToast?: CopyToastHandler;
  /** Accessible name of the table; 'Results' by default. */
  'aria-label'?: string;
  className?: string;
}

/** File name of 'Download to CSV' (as Superset's grid). */
export const CSV_FILE_NAME = 'export.csv';

type GridRowModel = Row<GridFeatures, GridRow>;
type GridHeader = Header<GridFeatures, GridRow, unknown>;

const INITIAL_STATE = {
  columnPinning: { start: [ROW_NUMBER_COLUMN_ID], end: [] },
};

/**
 * The data grid. A new set of column names starts afresh (sort, widths, pins and hidden columns
 * belong to the columns they were made on).
 */
export function DataGrid(props: DataGridProps) {
  const key = `${props.columns.length}:${props.columns.map((column) => column.name).join('\u0000')}`;
  return <Grid key={key} {...props} />;
}

interface GridContext {
  layout: ColumnLayout;
  rowCount: number;
  label: string;
  emptyText: string;
}

const virtuosoComponents: TableComponents<GridRowModel, GridContext> = {
  Table: ({ style, children, context }) => (
    <table
      className="loupe-data-grid__table"
      style={{ ...style, width: context.layout.totalWidth }}
      aria-label={context.label}
      aria-rowcount={context.rowCount + 1}
      aria-colcount={context.layout.columns.length}
    >
      <colgroup>
        {context.layout.columns.map((column) => (
          <col key={column.id} style={{ width: column.width }} />
        ))}
      </colgroup>
      {children}
    </table>
  ),
  TableRow: ({ item: _item, context: _context, ...props }) => (
    <tr {...props} className="loupe-data-grid__row" aria-rowindex={props['data-index'] + 2} />
  ),
  EmptyPlaceholder: ({ context }) => (
    <tbody>
      <tr>
        <td className="loupe-data-grid__empty" colSpan={context.layout.columns.length}>
          {context.emptyText}
        </td>
      </tr>
    </tbody>
  ),
};

function Grid({
  columns,
  rows,
  height = 400,
  size = 'medium',
  onCopyToast,
  'aria-label': ariaLabel,
  className,
}: DataGridProps) {
  const { t } = useTranslation();
  const rowHeight = ROW_HEIGHT[size];
  const measurers = useMemo(() => gridMeasurers(size), [size]);
  const columnDefs = useMemo(() => buildColumnDefs(columns, rows, measurers), [columns, rows, measurers]);
  const table = useTable({
    features: gridFeatures,
    columns: columnDefs,
    // Rows are never changed; the table only needs them typed as its row data.
    data: rows as ReadonlyArray<GridRow>,
    initialState: INITIAL_STATE,
    sortDescFirst: false,
    enableSortingRemoval: true,
    columnResizeMode: 'onChange',
  });
  const copy = useCopyToast(onCopyToast);
  const [jsonCell, setJsonCell] = useState<JsonObject | null>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const viewportWidth = useContentWidth(scroller);

  const labels: CellLabels = {
    null: t('dataGrid.null'),
    true: t('dataGrid.true'),
    false: t('dataGrid.false'),
    invalidDate: t('dataGrid.invalidDate'),
  };

  const orderedColumns = [
    ...table.getStartVisibleLeafColumns(),
    ...table.getCenterVisibleLeafColumns(),
    ...table.getEndVisibleLeafColumns(),
  ];
  const layout = layoutColumns(
    orderedColumns.map((column) => ({
      id: column.id,
      size: column.getSize(),
      pinned: column.getIsPinned(),
      flexible: column.id !== ROW_NUMBER_COLUMN_ID,
    })),
    viewportWidth,
  );
  const headers = new Map<string, GridHeader>(
    [...table.getStartLeafHeaders(), ...table.getCenterLeafHeaders(), ...table.getEndLeafHeaders()].map(
      (header) => [header.column.id, header],
    ),
  );
  const displayRows = table.getRowModel().rows;
  const dataColumns = layout.columns.filter((column) => column.id !== ROW_NUMBER_COLUMN_ID);
  const sorting = table.state.sorting;
  const hidden: HiddenColumn[] = table
    .getAllLeafColumns()
    .filter((column) => column.id !== ROW_NUMBER_COLUMN_ID && !column.getIsVisible())
    .map((column) => ({ id: column.id, name: metaOf(column.columnDef.meta).name }));

  const metaById = (id: string): GridColumnMeta => metaOf(table.getColumn(id)?.columnDef.meta);

  /** The visible data as records (header row first) for copying and downloading. */
  const records = (ids: readonly string[]): string[][] => {
    const metas = ids.map(metaById);
    return [
      metas.map((meta) => meta.name),
      ...displayRows.map((row) => metas.map((meta) => exportText(row.original[meta.index]))),
    ];
  };

  const autosize = (ids: readonly string[]) => {
    const fitted = scroller ? measurersFor(scroller, measurers) : measurers;
    const sample = sampleRowIndices(displayRows.length, AUTOSIZE_SAMPLE);
    const widths: Record<string, number> = {};
    for (const id of ids) {
      const meta = metaById(id);
      const texts = sample.map((index) =>
        cellDisplayText(formatCell(displayRows[index]!.original[meta.index], meta.kind), labels),
      );
      widths[id] = fitColumnWidth(
        meta.name,
        texts,
        fitted.cell,
        [MIN_COLUMN_WIDTH, MAX_AUTOSIZE_WIDTH],
        fitted.header,
      );
    }
    table.setColumnSizing((old) => ({ ...old, ...widths }));
  };

  const setWidth = (id: string, width: number) =>
    table.setColumnSizing((old) => ({
      ...old,
      [id]: clamp(Math.round(width), MIN_COLUMN_WIDTH, MAX_COLUMN_WIDTH),
    }));

  const unhide = (ids: string[]) =>
    table.setColumnVisibility((old) => ({ ...old, ...Object.fromEntries(ids.map((id) => [id, true])) }));

  const reset = () => {
    table.resetSorting();
    table.resetColumnPinning();
    table.resetColumnSizing();
    table.resetColumnVisibility();
  };

  const openJson = useCallback((json: JsonObject) => setJsonCell(json), []);

  const renderHeaderCell = (placed: PlacedColumn) => {
    if (placed.id === ROW_NUMBER_COLUMN_ID) {
      return (
        <th
          key={placed.id}
          scope="col"
          className={headerClasses(placed, 'loupe-data-grid__header--row-number')}
          style={stickyStyle(placed)}
        >
          <span className="loupe-visually-hidden">{t('dataGrid.rowNumber')}</span>
          <GridMenu
            onCopyData={() => copy(encodeDelimited(records(dataColumns.map((column) => column.id)), TSV))}
            onDownloadCsv={() =>
              downloadText(
                encodeDelimited(records(dataColumns.map((column) => column.id)), CSV),
                CSV_FILE_NAME,
              )
            }
            onAutosizeAll={() => autosize(dataColumns.map((column) => column.id))}
            onReset={reset}
            hidden={hidden}
            onUnhide={unhide}
          />
        </th>
      );
    }
    const header = headers.get(placed.id);
    const column = header?.column;
    if (!header || !column) return null;
    const meta = metaOf(column.columnDef.meta);
    const sorted = column.getIsSorted();
    const sortIndex = column.getSortIndex();
    const onResizeStart = (event: unknown) => {
      // The last column may be wider than its size (it fills the row): resize from what is shown.
      if (placed.width !== column.getSize()) setWidth(column.id, placed.width);
      header.getResizeHandler()(event);
    };
    const onResizeKey = (event: KeyboardEvent) => {
      const step = RESIZE_STEP * (event.shiftKey ? 5 : 1);
      if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
        event.preventDefault();
        setWidth(column.id, placed.width + (event.key === 'ArrowRight' ? step : -step));
      }
    };
    return (
      <th
        key={placed.id}
        scope="col"
        className={headerClasses(placed, isNumericKind(meta.kind) ? 'loupe-data-grid__header--number' : '')}
        style={stickyStyle(placed)}
        aria-sort={sortIndex === 0 ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
        data-column-id={column.id}
        data-sort={sorted || undefined}
        data-pinned={placed.pinned || undefined}
      >
        <div className="loupe-data-grid__header-content">
          <button
            type="button"
            className="loupe-data-grid__sort"
            title={t('dataGrid.sortHint')}
            onMouseDown={(event) => {
              // Shift+click adds a sort; keep it from selecting text.
              if (event.shiftKey) event.preventDefault();
            }}
            onClick={column.getToggleSortingHandler()}
          >
            <span className="loupe-data-grid__header-name">{meta.name}</span>
            <SortIcon sort={sorted} className="loupe-data-grid__sort-icon" />
            {sorting.length > 1 && sortIndex >= 0 && (
              <span className="loupe-data-grid__sort-index" data-testid="loupe-data-grid-sort-index">
                {sortIndex + 1}
              </span>
            )}
          </button>
          <ColumnMenu
            name={meta.name}
            pinned={placed.pinned}
            canHide={dataColumns.length > 1}
            onCopy={() => copy(encodeDelimited(records([column.id]), TSV))}
            onPin={(pin: Pin) => column.pin(pin)}
            onAutosize={() => autosize([column.id])}
            onHide={() => column.toggleVisibility(false)}
            hidden={hidden}
            onUnhide={unhide}
          />
        </div>
        {/* A focusable splitter: drag it, or use the arrow keys (Shift for larger steps). */}
        {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and dragged */}
        <div
          role="separator"
          aria-orientation="vertical"
          aria-label={t('dataGrid.resizeColumn', { name: meta.name })}
          aria-valuenow={placed.width}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuemax={MAX_COLUMN_WIDTH}
          tabIndex={0}
          className="loupe-data-grid__resizer"
          data-resizing={column.getIsResizing() || undefined}
          onMouseDown={onResizeStart}
          onTouchStart={onResizeStart}
          onDoubleClick={() => autosize([column.id])}
          onKeyDown={onResizeKey}
        />
      </th>
    );
  };

  const renderRow = (index: number, row: GridRowModel) =>
    layout.columns.map((placed) => {
      if (placed.id === ROW_NUMBER_COLUMN_ID) {
        return (
          <td
            key={placed.id}
            className={cellClasses(placed, 'loupe-data-grid__cell--row-number')}
            style={stickyStyle(placed)}
          >
            {index + 1}
          </td>
        );
      }
      const meta = metaById(placed.id);
      return (
        <GridCell
          key={placed.id}
          placed={placed}
          value={row.original[meta.index]}
          kind={meta.kind}
          labels={labels}
          measure={measurers.cell}
          onOpenJson={openJson}
        />
      );
    });

  const context: GridContext = {
    layout,
    rowCount: displayRows.length,
    label: ariaLabel ?? t('dataGrid.label'),
    emptyText: t('emptyState.title'),
  };

  return (
    <div
      className={['loupe-data-grid', `loupe-data-grid--${size}`, className].filter(Boolean).join(' ')}
      style={{ '--loupe-data-grid-row-height': `${rowHeight}px` } as CSSProperties}
      data-size={size}
    >
      <TableVirtuoso<GridRowModel, GridContext>
        className="loupe-data-grid__scroller"
        style={{ height }}
        data={displayRows}
        context={context}
        components={virtuosoComponents}
        fixedItemHeight={rowHeight}
        increaseViewportBy={{ top: rowHeight * 4, bottom: rowHeight * 8 }}
        computeItemKey={(_index, row) => row.id}
        scrollerRef={(element) => setScroller(element instanceof HTMLElement ? element : null)}
        fixedHeaderContent={() => (
          <tr className="loupe-data-grid__header-row" aria-rowindex={1}>
            {layout.columns.map(renderHeaderCell)}
          </tr>
        )}
        itemContent={renderRow}
      />
      <CellContentModal cell={jsonCell} onHide={() => setJsonCell(null)} onCopy={copy} />
    </div>
  );
}
