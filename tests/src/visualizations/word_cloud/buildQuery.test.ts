import { describe, expect, it } from 'vitest';
import { buildQuery } from '../../../../src/visualizations/word_cloud/buildQuery.ts';
import { formDataOf } from '../chartTestKit.ts';

describe('word_cloud buildQuery', () => {
  it('asks for the metric by the series column, largest first', () => {
    const formData = formDataOf('word_cloud', {
      series: 'country',
      metric: 'count',
      row_limit: 100,
      sort_by_metric: true,
      size_from: 10,
      size_to: 70,
      rotation: 'square',
    });
    expect(buildQuery(formData).queries).toEqual([
      expect.objectContaining({
        columns: ['country'],
        metrics: ['count'],
        orderby: [['count', false]],
        row_limit: 100,
      }),
    ]);
  });
});
