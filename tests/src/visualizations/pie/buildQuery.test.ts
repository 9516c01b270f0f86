import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/pie/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

describe('pie buildQuery', () => {
  const formData = formDataOf('pie', {
    groupby: ['region'],
    metric: SUM_REVENUE,
    adhoc_filters: [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: 'IN',
        comparator: ['France'],
      },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 10' },
    ],
    row_limit: 100,
    sort_by_metric: true,
    time_range: 'No filter',
  });

  it('asks for the metric by the group-by columns, largest first', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 1, type: 'table' });
    expect(context.result_type).toBe('full');
    expect(context.form_data).toBe(formData);
    expect(context.queries).toHaveLength(1);
    expect(context.queries[0]).toMatchObject({
      columns: ['region'],
      metrics: [SUM_REVENUE],
      orderby: [[SUM_REVENUE, false]],
      row_limit: 100,
      time_range: 'No filter',
      filters: [{ col: 'country', op: 'IN', val: ['France'] }],
      extras: { where: '(revenue > 10)', having: '' },
    });
  });

  it('keeps the database order without sort_by_metric', () => {
    const context = buildQuery({ ...formData, sort_by_metric: false });
    expect(context.queries[0]?.orderby).toBeUndefined();
  });
});
