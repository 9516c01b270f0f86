// Choices and defaults of the explore controls (Superset 3.1 shared controls; spec §5 and §9).
import { NO_TIME_RANGE } from './timeRange/index.ts';
import { DEFAULT_MAX_ROW, DEFAULT_MAX_ROW_TABLE_SERVER } from './validators/index.ts';

/** [value, label] as the select controls take them. */
export type Choice<T extends string | number = string> = readonly [T, string];

export { DEFAULT_MAX_ROW, DEFAULT_MAX_ROW_TABLE_SERVER };

export const ROW_LIMIT_OPTIONS = [10, 50, 100, 250, 500, 1000, 5000, 10000, 50000] as const;
/** Default of the row_limit control. */
export const DEFAULT_ROW_LIMIT_CONTROL = 10000;
/** row_limit of the default form data. */
export const DEFAULT_FORM_DATA_ROW_LIMIT = 1000;

export const SERIES_LIMIT_OPTIONS = [5, 10, 25, 50, 100, 500] as const;

export const DEFAULT_TIME_RANGE = NO_TIME_RANGE;
export const DEFAULT_VIZ_TYPE = 'table';

export const TIME_SHIFT_CHOICES: readonly Choice[] = [
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
].map((value) => [value, value] as const);

export const ROLLING_TYPE_CHOICES: readonly Choice[] = [
  ['None', 'None'],
  ['mean', 'mean'],
  ['sum', 'sum'],
  ['std', 'std'],
  ['cumsum', 'cumsum'],
];

export type ComparisonType = 'values' | 'absolute' | 'percentage' | 'ratio';
export const COMPARISON_TYPE_CHOICES: readonly Choice<ComparisonType>[] = [
  ['values', 'Actual values'],
  ['absolute', 'Difference'],
  ['percentage', 'Percentage change'],
  ['ratio', 'Ratio'],
];

export const RESAMPLE_RULE_CHOICES: readonly Choice[] = ['1T', '1H', '1D', '7D', '1M', '1AS'].map(
  (value) => [value, value] as const,
);
export const RESAMPLE_METHOD_CHOICES: readonly Choice[] = [
  'asfreq',
  'bfill',
  'ffill',
  'median',
  'mean',
  'sum',
].map((value) => [value, value] as const);

/** The granularity control's choices; the control is free-form ('10 seconds' is allowed). */
export const GRANULARITY_CHOICES: readonly Choice[] = [
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
].map((value) => [value, value] as const);
export const DEFAULT_GRANULARITY = 'one day';

export type MetricSortType = 'name' | 'max' | 'min' | 'sum' | 'avg';
export const METRIC_SORT_TYPES: readonly MetricSortType[] = ['name', 'max', 'min', 'sum', 'avg'];
/** By sum, descending; a sort by name is ascending. */
export const DEFAULT_METRIC_SORT: { readonly by: MetricSortType; readonly ascending: boolean } = {
  by: 'sum',
  ascending: false,
};
export const isMetricSortAscending = (by: MetricSortType) => by === 'name';

export interface RgbaColor {
  r: number;
  g: number;
  b: number;
  a: number;
}
export const DEFAULT_FIXED_COLOR: Readonly<RgbaColor> = { r: 0, g: 122, b: 135, a: 1 };

export const FAST_DEBOUNCE_MS = 250;
export const SLOW_DEBOUNCE_MS = 500;
export const COLOR_SYNC_DEBOUNCE_MS = 500;

/** Default y_axis_format and number format. */
export const DEFAULT_NUMBER_FORMAT = 'SMART_NUMBER';
export const DEFAULT_TIME_FORMAT = 'smart_date';
