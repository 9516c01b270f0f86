import { describe, expect, it } from 'vitest';
import { withExploreDefaults } from '../../../lib/explore/index.ts';

describe('withExploreDefaults', () => {
  it('fills viz type, time range, row limit, metrics and groupby of an empty form data', () => {
    expect(withExploreDefaults({ datasource: '1__table' })).toEqual({
      datasource: '1__table',
      viz_type: 'table',
      time_range: 'No filter',
      row_limit: 1000,
      metrics: [],
      groupby: [],
    });
  });

  it('takes the configured defaults of viz type and time range', () => {
    const filled = withExploreDefaults({}, { DEFAULT_VIZ_TYPE: 'pie', DEFAULT_TIME_FILTER: 'Last week' });
    expect(filled.viz_type).toBe('pie');
    expect(filled.time_range).toBe('Last week');
  });

  it('keeps what is set and does not change its input', () => {
    const input = {
      viz_type: 'big_number',
      time_range: 'Last day',
      row_limit: 10,
      metrics: ['count'],
      groupby: ['a'],
    };
    const copy = structuredClone(input);
    expect(withExploreDefaults(input, { DEFAULT_VIZ_TYPE: 'pie' })).toEqual(input);
    expect(input).toEqual(copy);
  });

  it('treats null and empty text as missing', () => {
    const filled = withExploreDefaults({ viz_type: '', time_range: null, row_limit: null });
    expect([filled.viz_type, filled.time_range, filled.row_limit]).toEqual(['table', 'No filter', 1000]);
  });
});
