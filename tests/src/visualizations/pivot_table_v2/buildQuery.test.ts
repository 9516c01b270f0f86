import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/pivot_table_v2/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

const FORM_DATA = formDataOf('pivot_table_v2', {
  groupbyRows: ['region', 'country'],
  groupbyColumns: ['product', 'region'],
  metrics: [SUM_REVENUE, 'count'],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', operator: 'IN', comparator: ['France'] },
  ],
  row_limit: 10000,
  series_limit: 25,
  order_desc: true,
  aggregateFunction: 'Sum',
  rowTotals: true,
  time_range: 'No filter',
});

describe('pivot_table_v2 buildQuery', () => {
  it('asks for the metrics by columns then rows (deduplicated), first metric descending', () => {
    const context = buildQuery(FORM_DATA);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['product', 'region', 'country'],
      metrics: [SUM_REVENUE, 'count'],
      orderby: [[SUM_REVENUE, false]],
      row_limit: 10000,
      series_limit: 25,
      filters: [{ col: 'country', op: 'IN', val: ['France'] }],
    });
  });

  it('orders by the series limit metric, ascending without order_desc', () => {
    const query = buildQuery({ ...FORM_DATA, series_limit_metric: 'count', order_desc: false }).queries[0]!;
    expect(query.orderby).toEqual([['count', true]]);
    expect(query.series_limit_metric).toBe('count');
  });

  it('has no order without metrics', () => {
    expect(buildQuery({ ...FORM_DATA, metrics: [] }).queries[0]!.orderby).toBeUndefined();
  });
});
