// Choice lists of the shared controls (spec §5, §9): lib/chartConstants and lib/format's options
// as control choices.
import {
  COMPARISON_TYPE_CHOICES as COMPARISON_TYPES,
  GRANULARITY_CHOICES as GRANULARITIES,
  RESAMPLE_METHOD_CHOICES as RESAMPLE_METHODS,
  RESAMPLE_RULE_CHOICES as RESAMPLE_RULES,
  ROLLING_TYPE_CHOICES as ROLLING_TYPES,
  ROW_LIMIT_OPTIONS,
  SERIES_LIMIT_OPTIONS,
  TIME_SHIFT_CHOICES as TIME_SHIFTS,
} from '../../../../lib/chartConstants.ts';
import {
  D3_FORMAT_OPTIONS,
  D3_PERCENT_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
} from '../../../../lib/format/index.ts';
import type { Choice } from '../types.ts';

export { DEFAULT_ROW_LIMIT_CONTROL as DEFAULT_ROW_LIMIT } from '../../../../lib/chartConstants.ts';

const pairs = (values: readonly (string | number)[]): Choice[] =>
  values.map((value) => [value, String(value)]);
const copy = (choices: readonly (readonly [string, string])[]): Choice[] => choices.map(([v, l]) => [v, l]);

export const ROW_LIMIT_CHOICES = pairs(ROW_LIMIT_OPTIONS);
export const SERIES_LIMIT_CHOICES = pairs(SERIES_LIMIT_OPTIONS);
export const TIME_SHIFT_CHOICES = copy(TIME_SHIFTS);
export const ROLLING_TYPE_CHOICES = copy(ROLLING_TYPES);
export const COMPARISON_TYPE_CHOICES = copy(COMPARISON_TYPES);
export const RESAMPLE_RULE_CHOICES = copy(RESAMPLE_RULES);
export const RESAMPLE_METHOD_CHOICES = copy(RESAMPLE_METHODS);
export const GRANULARITY_CHOICES = copy(GRANULARITIES);
export const D3_FORMAT_CHOICES = copy(D3_FORMAT_OPTIONS);
/** Percent formats: the only y-axis formats of a percentage comparison (spec §5). */
export const D3_PERCENT_FORMAT_CHOICES = copy(D3_PERCENT_FORMAT_OPTIONS);
export const D3_TIME_FORMAT_CHOICES = copy(D3_TIME_FORMAT_OPTIONS);
