// The number and date formats the format controls offer, [id, label] (Superset's D3Formatting).
import { NUMBER_FORMATS } from './numberFormats.ts';
import { SMART_DATE_ID } from './timeFormatter.ts';

export const D3_FORMAT_DOCS = 'D3 format syntax: https://github.com/d3/d3-format';
export const D3_TIME_FORMAT_DOCS = 'D3 time format syntax: https://github.com/d3/d3-time-format';

export const D3_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [NUMBER_FORMATS.SMART_NUMBER, 'Adaptive formatting'],
  ['~g', 'Original value'],
  [',d', ',d (12345.432 => 12,345)'],
  ['.1s', '.1s (12345.432 => 10k)'],
  ['.3s', '.3s (12345.432 => 12.3k)'],
  [',.1%', ',.1% (12345.432 => 1,234,543.2%)'],
  ['.2%', '.2% (12345.432 => 1234543.20%)'],
  ['.3%', '.3% (12345.432 => 1234543.200%)'],
  ['.4r', '.4r (12345.432 => 12350)'],
  [',.1f', ',.1f (12345.432 => 12,345.4)'],
  [',.2f', ',.2f (12345.432 => 12,345.43)'],
  [',.3f', ',.3f (12345.432 => 12,345.432)'],
  ['+,', '+, (12345.432 => +12,345.432)'],
  ['$,.2f', '$,.2f (12345.432 => $12,345.43)'],
  [NUMBER_FORMATS.DURATION, 'Duration in ms (66000 => 1m 6s)'],
  [NUMBER_FORMATS.DURATION_SUB, 'Duration in ms (1.40008 => 1ms 400µs 80ns)'],
  [NUMBER_FORMATS.DURATION_COL, 'Duration in ms (10500 => 0:10.5)'],
  [NUMBER_FORMATS.MEMORY_DECIMAL, 'Memory in bytes - decimal (1024B => 1.02kB)'],
  [NUMBER_FORMATS.MEMORY_BINARY, 'Memory in bytes - binary (1024B => 1KiB)'],
];

/** The choices of y_axis_format when the comparison type is percentage. */
export const D3_PERCENT_FORMAT_OPTIONS = D3_FORMAT_OPTIONS.filter(([id]) => id.includes('%'));

export const D3_TIME_FORMAT_OPTIONS: readonly (readonly [string, string])[] = [
  [SMART_DATE_ID, 'Adaptive formatting'],
  ['%d/%m/%Y', '%d/%m/%Y | 14/01/2019'],
  ['%m/%d/%Y', '%m/%d/%Y | 01/14/2019'],
  ['%d.%m.%Y', '%d.%m.%Y | 14.01.2019'],
  ['%Y-%m-%d', '%Y-%m-%d | 2019-01-14'],
  ['%Y-%m-%d %H:%M:%S', '%Y-%m-%d %H:%M:%S | 2019-01-14 01:32:10'],
  ['%d-%m-%Y %H:%M:%S', '%d-%m-%Y %H:%M:%S | 14-01-2019 01:32:10'],
  ['%H:%M:%S', '%H:%M:%S | 01:32:10'],
];

/** The y_axis_format choices: only the percent formats when the comparison type is percentage. */
export function getYAxisFormatChoices(
  comparisonType?: string | null,
): readonly (readonly [string, string])[] {
  return comparisonType === 'percentage' ? D3_PERCENT_FORMAT_OPTIONS : D3_FORMAT_OPTIONS;
}
