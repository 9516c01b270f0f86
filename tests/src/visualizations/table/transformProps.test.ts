import { describe, expect, it } from 'vitest';
import type { ChartDataResultItem } from '../../../../src/visualizations/core/types.ts';
import type { TableChartProps } from '../../../../src/visualizations/table/TableChart.tsx';
import { transformProps } from '../../../../src/visualizations/table/transformProps.ts';
import { DATASOURCE, formDataOf, resultOf, SUM_REVENUE } from '../chartTestKit.ts';

const ROWS = [
  {
    region: 'Europe',
    order_date: Date.UTC(2024, 0, 15),
    count: 1234,
    'SUM(revenue)': 5000.5,
    '%SUM(revenue)': 0.8,
  },
  { region: 'Asia', order_date: Date.UTC(2024, 1, 1), count: -3, 'SUM(revenue)': 1250, '%SUM(revenue)': 0.2 },
];

function resultWithTypes(data: Record<string, unknown>[], coltypes: number[]): ChartDataResultItem {
  return { ...resultOf(data), coltypes } as ChartDataResultItem;
}

function tableProps(values: Record<string, unknown>, queriesData: ChartDataResultItem[]): TableChartProps {
  const formData = formDataOf('table', {
    groupby: ['region', 'order_date'],
    metrics: ['count', SUM_REVENUE],
    percent_metrics: [SUM_REVENUE],
    ...values,
  });
  const rendering = transformProps({
    formData,
    queriesData,
    datasource: DATASOURCE,
    width: 500,
    height: 300,
  });
  if (rendering.kind !== 'component') throw new Error(rendering.kind);
  return rendering.props as unknown as TableChartProps;
}

describe('table transformProps', () => {
  const data = resultWithTypes(ROWS, [1, 2, 0, 0, 0]);

  it('formats metrics, percent metrics, timestamps and column_config number formats', () => {
    const props = tableProps(
      { table_timestamp_format: '%Y-%m-%d', column_config: { 'SUM(revenue)': { d3NumberFormat: '$,.2f' } } },
      [data],
    );
    const cells = props.rows.map((row) => props.columns.map((column) => column.format(row[column.key])));
    expect(cells).toEqual([
      ['Europe', '2024-01-15', '1.23k', '$5,000.50', '80.000%'],
      ['Asia', '2024-02-01', '-3', '$1,250.00', '20.000%'],
    ]);
    expect(props.columns.map((c) => [c.kind, c.isMetric, c.isPercentMetric])).toEqual([
      ['text', false, false],
      ['time', false, false],
      ['number', true, false],
      ['number', true, false],
      ['number', false, true],
    ]);
  });

  it('column_config: a small number format between -1 and 1, a time format, display settings', () => {
    const props = tableProps(
      {
        column_config: {
          '%SUM(revenue)': { d3NumberFormat: '.1%', d3SmallNumberFormat: '.3f' },
          order_date: { d3TimeFormat: '%d/%m/%Y', horizontalAlign: 'center' },
          count: {
            showCellBars: false,
            alignPositiveNegative: true,
            colorPositiveNegative: false,
            columnWidth: '80',
          },
          region: { truncateLongCells: true, horizontalAlign: 'diagonal', columnWidth: -5 },
        },
      },
      [data],
    );
    const cells = props.rows.map((row) => props.columns.map((column) => column.format(row[column.key])));
    expect(cells.map((row) => row.slice(1))).toEqual([
      ['15/01/2024', '1.23k', '5k', '0.800'],
      ['01/02/2024', '-3', '1.25k', '0.200'],
    ]);
    expect(props.columns.map((c) => c.display)).toEqual([
      { truncateLongCells: true },
      { horizontalAlign: 'center' },
      { showCellBars: false, alignPositiveNegative: true, colorPositiveNegative: false, columnWidth: 80 },
      {},
      {},
    ]);
  });

  it('falls back to the database datetime format with smart_date and no time grain', () => {
    const props = tableProps({}, [data]);
    expect(props.columns[1]!.format(ROWS[0]!.order_date)).toBe('2024-01-15 00:00:00');
  });

  it('takes the summary row from the totals query and the row count from the rowcount query', () => {
    const totals = resultOf([{ count: 1231, 'SUM(revenue)': 6250.5, '%SUM(revenue)': 1 }]);
    const rowcount = resultOf([{ rowcount: 42 }]);
    const client = tableProps({ show_totals: true, page_length: 20 }, [data, totals]);
    expect(client.totals).toEqual(totals.data![0]);
    expect(client.rowCount).toBe(2);
    expect(client.pageLength).toBe(20);
    const server = tableProps({ show_totals: true, server_pagination: true, server_page_length: 50 }, [
      data,
      rowcount,
      totals,
    ]);
    expect(server).toMatchObject({ rowCount: 42, serverPagination: true, serverPageLength: 50 });
    expect(server.totals).toEqual(totals.data![0]);
    expect(tableProps({}, [data]).totals).toBeNull();
  });

  it('reads the display options with Superset defaults', () => {
    expect(tableProps({}, [data])).toMatchObject({
      includeSearch: false,
      showCellBars: true,
      alignPn: false,
      colorPn: true,
      pageLength: 0,
    });
    expect(
      tableProps({ include_search: true, show_cell_bars: false, align_pn: true, color_pn: false }, [data]),
    ).toMatchObject({ includeSearch: true, showCellBars: false, alignPn: true, colorPn: false });
  });

  it('raw mode shows plain values (no metric formatting)', () => {
    const raw = resultWithTypes([{ region: 'Europe', revenue: 1234.5 }], [1, 0]);
    const props = tableProps({ query_mode: 'raw', all_columns: ['region', 'revenue'] }, [raw]);
    expect(props.columns.map((c) => c.format(raw.data![0]![c.key]))).toEqual(['Europe', '1234.5']);
  });
});
