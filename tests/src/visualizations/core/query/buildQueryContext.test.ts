import { describe, expect, it } from 'vitest';
import {
  buildQueryContext,
  datasourceOf,
} from '../../../../../src/visualizations/core/query/buildQueryContext.ts';
import type { FormData } from '../../../../../src/visualizations/core/types.ts';

const formData: FormData = {
  datasource: '3__table',
  viz_type: 'table',
  time_range: 'Last week',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1D',
  metrics: ['count'],
  groupby: ['region'],
  adhoc_filters: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'country', operator: 'IN', comparator: ['France'] },
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'product',
      operator: 'IS NOT NULL',
      comparator: null,
    },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: "region <> 'Asia'" },
    { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 0' },
    { expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'SUM(revenue) > 10' },
  ],
  row_limit: '500',
  limit: 10,
  timeseries_limit_metric: 'count',
  url_params: { a: '1' },
};

describe('buildQueryContext', () => {
  it('builds Superset’s query context from a form data', () => {
    const context = buildQueryContext(formData);
    expect(context).toEqual({
      datasource: { id: 3, type: 'table' },
      force: false,
      queries: [
        {
          time_range: 'Last week',
          granularity: 'order_date',
          filters: [
            { col: 'country', op: 'IN', val: ['France'] },
            { col: 'product', op: 'IS NOT NULL' },
          ],
          extras: {
            time_grain_sqla: 'P1D',
            where: "(region <> 'Asia') AND (revenue > 0)",
            having: '(SUM(revenue) > 10)',
          },
          applied_time_extras: {},
          columns: ['region'],
          metrics: ['count'],
          annotation_layers: [],
          row_limit: 500,
          series_limit: 10,
          series_limit_metric: 'count',
          order_desc: true,
          url_params: { a: '1' },
        },
      ],
      form_data: formData,
      result_format: 'json',
      result_type: 'full',
    });
  });

  it('keeps force, result format and type of the form data', () => {
    const context = buildQueryContext({
      ...formData,
      force: true,
      result_format: 'csv',
      result_type: 'samples',
    });
    expect([context.force, context.result_format, context.result_type]).toEqual([true, 'csv', 'samples']);
  });

  it('turns the x axis into a BASE_AXIS column with the time grain and drops falsy steps', () => {
    const context = buildQueryContext({ ...formData, x_axis: 'order_date' }, (base) => [
      {
        ...base,
        columns: ['order_date', ...(base.columns ?? [])],
        is_timeseries: true,
        post_processing: [undefined as never, { operation: 'flatten' }],
      },
    ]);
    const [query] = context.queries;
    expect(query?.columns).toEqual([
      {
        timeGrain: 'P1D',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
      'region',
    ]);
    expect(query?.extras).toEqual({
      where: "(region <> 'Asia') AND (revenue > 0)",
      having: '(SUM(revenue) > 10)',
    });
    expect(query?.is_timeseries).toBeUndefined();
    expect(query?.post_processing).toEqual([{ operation: 'flatten' }]);
  });

  it('reads the datasource uid', () => {
    expect(datasourceOf('12__query')).toEqual({ id: 12, type: 'query' });
    expect(datasourceOf('7__table')).toEqual({ id: 7, type: 'table' });
  });

  it('prefers series_limit_metric and honours order_desc false and raw mode', () => {
    const [query] = buildQueryContext({
      ...formData,
      series_limit_metric: 'sum__revenue',
      order_desc: false,
      query_mode: 'raw',
      all_columns: ['order_id', 'region'],
      order_by_cols: ['["order_id", true]'],
    }).queries;
    expect(query?.series_limit_metric).toBe('sum__revenue');
    expect(query?.order_desc).toBe(false);
    expect(query?.metrics).toBeUndefined();
    expect(query?.columns).toEqual(['order_id', 'region']);
    expect(query?.orderby).toEqual([['order_id', true]]);
  });

  it('rejects an orderby string that is not JSON', () => {
    expect(() =>
      buildQueryContext({ ...formData, query_mode: 'raw', all_columns: ['a'], order_by_cols: ['[oops'] }),
    ).toThrow('Found invalid orderby options');
  });
});
