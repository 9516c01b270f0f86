// The table's chart props → the TableChart component: columns with formatters, the rows, the
// summary row (show_totals' query), the server row count (the is_rowcount query) and options.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { colorFormattersOf } from '../helpers/conditionalFormatting.ts';
import { boolOr, numberOr } from '../helpers/formData.ts';
import { queryModeOf } from './queryMode.ts';
import { TableChart, type TableChartProps } from './TableChart.tsx';
import { tableColumns } from './tableColumns.ts';
import type { Row } from './tableRows.ts';

export function transformProps(props: ChartProps): ChartRendering {
  const { formData, queriesData, width, height } = props;
  const serverPagination = Boolean(formData.server_pagination);
  const rows = (queriesData[0]?.data ?? []) as Row[];
  const showTotals = Boolean(formData.show_totals) && queryModeOf(formData) === 'aggregate';
  const totalsIndex = serverPagination ? 2 : 1;
  const totals = showTotals ? ((queriesData[totalsIndex]?.data?.[0] as Row | undefined) ?? null) : null;
  const rowCount = serverPagination
    ? numberOr((queriesData[1]?.data?.[0] as Row | undefined)?.rowcount, rows.length)
    : rows.length;
  const tableProps: TableChartProps = {
    columns: tableColumns(props),
    rows,
    totals,
    width,
    height,
    pageLength: numberOr(formData.page_length, 0),
    serverPagination,
    serverPageLength: numberOr(formData.server_page_length, 10),
    rowCount,
    ownState: props.ownState ?? {},
    setOwnState: props.setOwnState,
    includeSearch: boolOr(formData.include_search, false),
    showCellBars: boolOr(formData.show_cell_bars, true),
    alignPn: boolOr(formData.align_pn, false),
    colorPn: boolOr(formData.color_pn, true),
    colorFormatters: colorFormattersOf(formData.conditional_formatting, rows),
  };
  return { kind: 'component', Component: TableChart, props: { ...tableProps } };
}
