// The explore controls' choices and defaults (spec §5, §9).
import { describe, expect, it } from 'vitest';
import {
  COMPARISON_TYPE_CHOICES,
  DEFAULT_FIXED_COLOR,
  DEFAULT_FORM_DATA_ROW_LIMIT,
  DEFAULT_MAX_ROW,
  DEFAULT_METRIC_SORT,
  DEFAULT_ROW_LIMIT_CONTROL,
  DEFAULT_TIME_RANGE,
  FAST_DEBOUNCE_MS,
  GRANULARITY_CHOICES,
  isMetricSortAscending,
  RESAMPLE_METHOD_CHOICES,
  RESAMPLE_RULE_CHOICES,
  ROLLING_TYPE_CHOICES,
  ROW_LIMIT_OPTIONS,
  SERIES_LIMIT_OPTIONS,
  SLOW_DEBOUNCE_MS,
  TIME_SHIFT_CHOICES,
} from '../../lib/chartConstants.ts';
import { validateRowLimit } from '../../lib/validators/index.ts';

const values = (choices: readonly (readonly [string, string])[]) => choices.map(([value]) => value);

describe('chart constants', () => {
  it('row and series limits', () => {
    expect(ROW_LIMIT_OPTIONS).toEqual([10, 50, 100, 250, 500, 1000, 5000, 10000, 50000]);
    expect(DEFAULT_ROW_LIMIT_CONTROL).toBe(10000);
    expect(DEFAULT_FORM_DATA_ROW_LIMIT).toBe(1000);
    expect(SERIES_LIMIT_OPTIONS).toEqual([5, 10, 25, 50, 100, 500]);
    for (const limit of ROW_LIMIT_OPTIONS) expect(validateRowLimit(limit)).toBe(false);
    expect(DEFAULT_MAX_ROW).toBe(100000);
  });
  it('advanced analytics choices', () => {
    expect(values(TIME_SHIFT_CHOICES)).toEqual([
      '1 day ago',
      '1 week ago',
      '28 days ago',
      '30 days ago',
      '52 weeks ago',
      '1 year ago',
      '104 weeks ago',
      '2 years ago',
      '156 weeks ago',
      '3 years ago',
    ]);
    expect(values(ROLLING_TYPE_CHOICES)).toEqual(['None', 'mean', 'sum', 'std', 'cumsum']);
    expect(values(COMPARISON_TYPE_CHOICES)).toEqual(['values', 'absolute', 'percentage', 'ratio']);
    expect(values(RESAMPLE_RULE_CHOICES)).toEqual(['1T', '1H', '1D', '7D', '1M', '1AS']);
    expect(values(RESAMPLE_METHOD_CHOICES)).toEqual(['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum']);
  });
  it('granularity choices', () => {
    expect(GRANULARITY_CHOICES).toHaveLength(16);
    expect(values(GRANULARITY_CHOICES)[0]).toBe('all');
    expect(values(GRANULARITY_CHOICES)).toContain('week_ending_saturday');
  });
  it('defaults', () => {
    expect(DEFAULT_TIME_RANGE).toBe('No filter');
    expect(DEFAULT_FIXED_COLOR).toEqual({ r: 0, g: 122, b: 135, a: 1 });
    expect(DEFAULT_METRIC_SORT).toEqual({ by: 'sum', ascending: false });
    expect(isMetricSortAscending('name')).toBe(true);
    expect(isMetricSortAscending('avg')).toBe(false);
    expect([FAST_DEBOUNCE_MS, SLOW_DEBOUNCE_MS]).toEqual([250, 500]);
  });
});
