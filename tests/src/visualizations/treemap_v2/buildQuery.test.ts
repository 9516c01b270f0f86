import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/treemap_v2/buildQuery.ts';
import { formDataOf } from '../chartTestKit.ts';

describe('treemap_v2 buildQuery', () => {
  it('asks for the metric by every level of the hierarchy', () => {
    const formData = formDataOf('treemap_v2', {
      groupby: ['region', 'country'],
      metric: 'count',
      row_limit: 10000,
      sort_by_metric: true,
      adhoc_filters: [{ expressionType: 'SQL', clause: 'HAVING', sqlExpression: 'COUNT(*) > 1' }],
    });
    expect(buildQuery(formData).queries).toEqual([
      expect.objectContaining({
        columns: ['region', 'country'],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 10000,
        extras: expect.objectContaining({ having: '(COUNT(*) > 1)' }),
      }),
    ]);
  });
});
