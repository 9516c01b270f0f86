import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/histogram_v2/buildQuery.ts';
import { formDataOf } from '../chartTestKit.ts';

describe('histogram_v2 buildQuery', () => {
  it('asks for the raw column by group and the server histogram of it', () => {
    const formData = formDataOf('histogram_v2', {
      column: 'revenue',
      groupby: ['region'],
      adhoc_filters: [],
      row_limit: 10000,
      bins: 10,
      normalize: true,
      cumulative: false,
    });
    const [query] = buildQuery(formData).queries;
    expect(query).toMatchObject({ columns: ['region', 'revenue'], row_limit: 10000 });
    expect(query?.metrics).toBeUndefined();
    expect(query?.post_processing).toEqual([
      {
        operation: 'histogram',
        options: { column: 'revenue', groupby: ['region'], bins: 10, cumulative: false, normalize: true },
      },
    ]);
  });
});
