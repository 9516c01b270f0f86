import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/heatmap_v2/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

describe('heatmap_v2 buildQuery', () => {
  const formData = formDataOf('heatmap_v2', {
    x_axis: 'product',
    groupby: 'region',
    metric: SUM_REVENUE,
    adhoc_filters: [],
    row_limit: 10000,
    sort_x_axis: 'value_desc',
    sort_y_axis: 'alpha_asc',
    normalize_across: 'x',
  });

  it('asks for the metric by x and y, ordered, ranked across x', () => {
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({
      // core's normalizeTimeColumn makes the x axis a BASE_AXIS column, as Superset does
      columns: [
        { columnType: 'BASE_AXIS', expressionType: 'SQL', label: 'product', sqlExpression: 'product' },
        'region',
      ],
      metrics: [SUM_REVENUE],
      orderby: [
        [SUM_REVENUE, false],
        ['region', true],
      ],
      post_processing: [{ operation: 'rank', options: { metric: 'SUM(revenue)', group_by: 'product' } }],
    });
  });

  it('ranks across the whole heatmap by default', () => {
    const [query] = buildQuery({ ...formData, normalize_across: 'heatmap' }).queries;
    expect(query?.post_processing).toEqual([
      { operation: 'rank', options: { metric: 'SUM(revenue)', group_by: undefined } },
    ]);
  });
});
