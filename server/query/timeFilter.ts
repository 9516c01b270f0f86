// The time bounds of a query: `since <= col < until`, both bound as parameters in the form the
// column stores (epoch seconds / milliseconds or a python_date_format string when the dataset
// says so, else `YYYY-MM-DD HH:MM:SS` in UTC). Pure.
import {
  evaluateTimeRange,
  parseHumanDatetime,
  type TimeRangeBounds,
  TimeRangeError,
} from '../../lib/timeRange/index.ts';
import { timestampLiteral } from './filterValues.ts';
import type { QueryDatasourceColumn } from './queryDatasource.ts';
import { QueryCompileError } from './queryError.ts';
import { bound, concat, joinFragments, type SqlFragment } from './sqlFragment.ts';

export interface TimeRangeSettings {
  now: Date;
  relativeStart?: string | null;
  relativeEnd?: string | null;
  /** A time offset ('1 year ago', time_offsets / time_shift): both bounds move by it. */
  timeShift?: string | null;
}

/** A time_range evaluated (and shifted), its grammar errors as validation errors. */
export function timeBounds(
  timeRange: string | null | undefined,
  settings: TimeRangeSettings,
): TimeRangeBounds {
  if (!timeRange) return { since: null, until: null };
  try {
    const bounds = evaluateTimeRange(timeRange, settings.now, {
      ...(settings.relativeStart ? { relativeStart: settings.relativeStart } : {}),
      ...(settings.relativeEnd ? { relativeEnd: settings.relativeEnd } : {}),
    });
    const shift = settings.timeShift;
    if (!shift) return bounds;
    const move = (date: Date | null) => (date ? parseHumanDatetime(shift, date) : null);
    return { since: move(bounds.since), until: move(bounds.until) };
  } catch (error) {
    if (error instanceof TimeRangeError) throw new QueryCompileError(error.message);
    throw error;
  }
}

const STRFTIME: Readonly<Record<string, (date: Date) => string>> = {
  Y: (date) => String(date.getUTCFullYear()).padStart(4, '0'),
  m: (date) => String(date.getUTCMonth() + 1).padStart(2, '0'),
  d: (date) => String(date.getUTCDate()).padStart(2, '0'),
  H: (date) => String(date.getUTCHours()).padStart(2, '0'),
  M: (date) => String(date.getUTCMinutes()).padStart(2, '0'),
  S: (date) => String(date.getUTCSeconds()).padStart(2, '0'),
  f: (date) => `${String(date.getUTCMilliseconds()).padStart(3, '0')}000`,
  '%': () => '%',
};

/** A bound in the column's stored form. */
export function boundValue(date: Date, column: QueryDatasourceColumn | null): string | number {
  const format = column?.python_date_format;
  if (format === 'epoch_s') return Math.floor(date.getTime() / 1000);
  if (format === 'epoch_ms') return date.getTime();
  if (format) return format.replace(/%(.)/g, (whole, code: string) => STRFTIME[code]?.(date) ?? whole);
  return timestampLiteral(date);
}

/** `col >= since AND col < until` (either side when only one bound is set); null for no bounds. */
export function timeFilterSql(
  columnSql: string,
  bounds: TimeRangeBounds,
  column: QueryDatasourceColumn | null,
): SqlFragment | null {
  const parts: SqlFragment[] = [];
  if (bounds.since) parts.push(concat(`${columnSql} >= `, bound(boundValue(bounds.since, column))));
  if (bounds.until) parts.push(concat(`${columnSql} < `, bound(boundValue(bounds.until, column))));
  return parts.length > 0 ? joinFragments(parts, ' AND ') : null;
}
