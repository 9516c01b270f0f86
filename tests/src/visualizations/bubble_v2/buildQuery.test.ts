import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/bubble_v2/buildQuery.ts';
import { formDataOf, SUM_REVENUE } from '../chartTestKit.ts';

describe('bubble_v2 buildQuery', () => {
  const formData = formDataOf('bubble_v2', {
    entity: 'country',
    series: 'region',
    x: 'count',
    y: SUM_REVENUE,
    size: 'count',
    adhoc_filters: [],
    orderby: SUM_REVENUE,
    order_desc: true,
    row_limit: 10000,
    max_bubble_size: '25',
  });

  it('asks for x, y and size per entity and series, sorted by the sort metric', () => {
    expect(buildQuery(formData).queries).toEqual([
      expect.objectContaining({
        columns: ['country', 'region'],
        metrics: ['count', SUM_REVENUE],
        orderby: [[SUM_REVENUE, false]],
        row_limit: 10000,
      }),
    ]);
  });

  it('sorts ascending with order_desc off, and not at all without a sort metric', () => {
    expect(buildQuery({ ...formData, order_desc: false }).queries[0]?.orderby).toEqual([[SUM_REVENUE, true]]);
    expect(buildQuery({ ...formData, orderby: undefined }).queries[0]?.orderby).toBeUndefined();
  });
});
