// Choice lists of the shared controls (spec §5, §9; Superset's control constants).
import type { Choice } from '../types.ts';

const pairs = (values: readonly (string | number)[]): Choice[] =>
  values.map((value) => [value, String(value)]);

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
export const SERIES_LIMITS = [5, 10, 25, 50, 100, 500] as const;
export const DEFAULT_ROW_LIMIT = 10000;
/** Superset's fallback when the server sends no SQL_MAX_ROW. */
export const DEFAULT_SQL_MAX_ROW = 100000;

export const ROW_LIMIT_CHOICES = pairs(ROW_LIMIT_OPTIONS);
export const SERIES_LIMIT_CHOICES = pairs(SERIES_LIMITS);

export const TIME_SHIFT_CHOICES = pairs([
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

export const ROLLING_TYPE_CHOICES: Choice[] = [
  ['None', 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

export const COMPARISON_TYPE_CHOICES: Choice[] = [
  ['values', 'Actual values'],
  ['absolute', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

export const RESAMPLE_RULE_CHOICES = pairs(['1T', '1H', '1D', '7D', '1M', '1AS']);

export const RESAMPLE_METHOD_CHOICES = pairs(['asfreq', 'bfill', 'ffill', 'median', 'mean', 'sum']);

export const D3_FORMAT_CHOICES: Choice[] = [
  ['SMART_NUMBER', 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  ['DURATION', 'Duration in ms (66000 => 1m 6s)'],
  ['DURATION_SUB', 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  ['MEMORY_DECIMAL', 'Memory in bytes - decimal (1024B => 1.024kB)'],
  ['MEMORY_BINARY', 'Memory in bytes - binary (1024B => 1KiB)'],
];

/** Percent formats: the only y-axis formats of a percentage comparison (spec §5). */
export const D3_PERCENT_FORMAT_CHOICES: Choice[] = D3_FORMAT_CHOICES.filter(([value]) =>
  String(value).includes('%'),
);

export const D3_TIME_FORMAT_CHOICES: Choice[] = [
  ['smart_date', 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%d.%m.%Y', '%d.%m.%Y | 14.01.2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

/** granularity (legacy druid-style) choices of spec §5; free text such as '10 seconds' is allowed. */
export const GRANULARITY_CHOICES = pairs([
  'all',
  '5 seconds',
  '30 seconds',
  '1 minute',
  '5 minutes',
  '30 minutes',
  '1 hour',
  '6 hour',
  '1 day',
  '7 days',
  'week',
  'week_starting_sunday',
  'week_ending_saturday',
  'month',
  'quarter',
  'year',
]);
