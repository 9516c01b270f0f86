import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/gauge_chart/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

describe('gauge_chart buildQuery', () => {
  it('asks for the metric, one value per group, within the row limit', () => {
    const formData = formDataOf('gauge_chart', {
      groupby: ['region'],
      metric: SUM_REVENUE,
      adhoc_filters: [
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: 'product',
          operator: '==',
          comparator: 'Laptop',
        },
      ],
      row_limit: 10,
      sort_by_metric: true,
      min_val: 0,
      max_val: 5000,
    });
    const context = buildQuery(formData);
    expect(context.queries).toEqual([
      expect.objectContaining({
        columns: ['region'],
        metrics: [SUM_REVENUE],
        orderby: [[SUM_REVENUE, false]],
        row_limit: 10,
        filters: [{ col: 'product', op: '==', val: 'Laptop' }],
      }),
    ]);
  });

  it('asks for one overall value without group-by', () => {
    const [query] = buildQuery(formDataOf('gauge_chart', { metric: 'count', row_limit: 10 })).queries;
    expect(query).toMatchObject({ columns: [], metrics: ['count'] });
  });
});
