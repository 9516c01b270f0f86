import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/funnel/buildQuery.ts';
import { formDataOf } from '../chartTestKit.ts';

describe('funnel buildQuery', () => {
  it('asks for the metric by the steps, largest first, within the row limit', () => {
    const formData = formDataOf('funnel', {
      groupby: ['product'],
      metric: 'count',
      adhoc_filters: [],
      row_limit: 10,
      sort_by_metric: true,
      percent_calculation_type: 'prev_step',
    });
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      columns: ['product'],
      metrics: ['count'],
      orderby: [['count', false]],
      row_limit: 10,
      filters: [],
    });
  });
});
