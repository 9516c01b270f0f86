import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/table/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

const AGGREGATE = formDataOf('table', {
  query_mode: 'aggregate',
  groupby: ['region', 'country'],
  metrics: ['count', SUM_REVENUE],
  percent_metrics: [SUM_REVENUE],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'product', operator: '==', comparator: 'Tea' },
  ],
  row_limit: 1000,
  order_desc: true,
  time_range: 'No filter',
  all_columns: ['product'],
  order_by_cols: ['["product", true]'],
});

const RAW = formDataOf('table', {
  query_mode: 'raw',
  all_columns: ['region', 'product', 'revenue'],
  order_by_cols: ['["revenue", false]', '["region", true]'],
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 500,
  time_range: 'No filter',
});

describe('table buildQuery', () => {
  it('aggregate: group-by columns and metrics with percent metrics, first metric descending', () => {
    const context = buildQuery(AGGREGATE);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.queries).toHaveLength(1);
    const query = context.queries[0]!;
    expect(query.columns).toEqual(['region', 'country']);
    expect(query.metrics).toEqual(['count', SUM_REVENUE]);
    expect(query.orderby).toEqual([['count', false]]);
    expect(query.row_limit).toBe(1000);
    expect(query.filters).toEqual([{ col: 'product', op: '==', val: 'Tea' }]);
    expect(query.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['SUM(revenue)'], rename_columns: ['%SUM(revenue)'] },
      },
    ]);
  });

  it('aggregate: sorts by timeseries_limit_metric, ascending unless order_desc', () => {
    const asc = buildQuery({ ...AGGREGATE, timeseries_limit_metric: SUM_REVENUE, order_desc: false });
    expect(asc.queries[0]!.orderby).toEqual([[SUM_REVENUE, true]]);
    const desc = buildQuery({ ...AGGREGATE, timeseries_limit_metric: SUM_REVENUE, order_desc: true });
    expect(desc.queries[0]!.orderby).toEqual([[SUM_REVENUE, false]]);
  });

  it('raw: all_columns and order_by_cols, no metrics, whatever the aggregate fields say', () => {
    const query = buildQuery(RAW).queries[0]!;
    expect(query.columns).toEqual(['region', 'product', 'revenue']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toEqual([
      ['revenue', false],
      ['region', true],
    ]);
    expect(query.post_processing).toEqual([]);
  });

  it('raw mode follows from all_columns when query_mode is missing', () => {
    const { query_mode: _mode, ...legacy } = RAW;
    expect(buildQuery(legacy as typeof RAW).queries[0]!.columns).toEqual(['region', 'product', 'revenue']);
  });

  it('server pagination: the page from the own state and a rowcount query', () => {
    const formData = { ...RAW, server_pagination: true, server_page_length: 20 };
    const first = buildQuery(formData);
    expect(first.queries[0]).toMatchObject({ row_limit: 20, row_offset: 0 });
    const context = buildQuery(formData, { ownState: { currentPage: 3, pageSize: 50 } });
    expect(context.queries).toHaveLength(2);
    expect(context.queries[0]).toMatchObject({ row_limit: 50, row_offset: 150 });
    expect(context.queries[1]).toMatchObject({ row_limit: 0, row_offset: 0, is_rowcount: true });
  });

  it('server pagination: the search text filters the first column', () => {
    const context = buildQuery(
      { ...RAW, server_pagination: true },
      { ownState: { currentPage: 0, pageSize: 10, searchText: 'Eur' } },
    );
    expect(context.queries[0]!.filters).toEqual([{ col: 'region', op: 'ILIKE', val: '%Eur%' }]);
  });

  it('show_totals: a last query without columns, limits or order', () => {
    const context = buildQuery({ ...AGGREGATE, show_totals: true, server_pagination: true });
    expect(context.queries).toHaveLength(3);
    const totals = context.queries[2]!;
    expect(totals).toMatchObject({ columns: [], row_limit: 0, row_offset: 0, post_processing: [] });
    expect(totals.metrics).toEqual(['count', SUM_REVENUE]);
    expect(totals.orderby).toBeUndefined();
    expect(totals.order_desc).toBeUndefined();
    expect(buildQuery({ ...RAW, show_totals: true }).queries).toHaveLength(1);
  });
});
