// The time bounds of a query: `since <= col < until`, both bound as parameters in the form the
// column stores (the date alone for a DATE column, as Superset's convert_dttm; epoch seconds /
// milliseconds or a python_date_format string when the dataset says so; else
// `YYYY-MM-DD HH:MM:SS` in UTC). Pure.
import {
  evaluateTimeRange,
  getPastOrFuture,
  type TimeRangeBounds,
  TimeRangeError,
} from '../../lib/timeRange/index.ts';
import type { Backend } from '../engines/engineSpec.ts';
import { timestampLiteral } from './filterValues.ts';
import type { QueryDatasourceColumn } from './queryDatasource.ts';
import { QueryCompileError } from './queryError.ts';
import { bound, concat, joinFragments, type SqlFragment } from './sqlFragment.ts';

export interface TimeRangeSettings {
  now: Date;
  relativeStart?: string | null;
  relativeEnd?: string | null;
  /**
   * A time offset ('1 year ago', time_offsets / time_shift): both bounds move by it, keeping
   * their time of day (Superset's get_past_or_future).
   */
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
    const move = (date: Date | null) => (date ? getPastOrFuture(shift, date) : null);
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

/** A column stored as epoch seconds or milliseconds (python_date_format epoch_s / epoch_ms). */
export function isEpochColumn(column: QueryDatasourceColumn | null | undefined): boolean {
  const format = column?.python_date_format;
  return format === 'epoch_s' || format === 'epoch_ms';
}

/** A column whose type is DATE (not DATETIME / TIMESTAMP). */
export function isDateColumn(column: QueryDatasourceColumn | null | undefined): boolean {
  return /^\s*date\s*$/i.test(column?.type ?? '');
}

/** A bound in the column's stored form. */
export function boundValue(date: Date, column: QueryDatasourceColumn | null): string | number {
  const format = column?.python_date_format;
  if (format === 'epoch_s') return Math.floor(date.getTime() / 1000);
  if (format === 'epoch_ms') return date.getTime();
  if (format) return format.replace(/%(.)/g, (whole, code: string) => STRFTIME[code]?.(date) ?? whole);
  return timestampLiteral(date);
}

/**
 * A bound as SQL: for a DATE column the date alone (Superset's convert_dttm: MySQL
 * `STR_TO_DATE('2024-03-15', '%Y-%m-%d')`, PostgreSQL `TO_DATE('2024-03-15', 'YYYY-MM-DD')`; the
 * bare date on SQLite, whose DATE columns hold `YYYY-MM-DD` text, and on DuckDB), whatever its
 * python_date_format, as convert_dttm comes first; else boundValue. Always a bound parameter.
 */
export function boundSql(date: Date, column: QueryDatasourceColumn | null, backend: Backend): SqlFragment {
  if (isDateColumn(column)) {
    const day = bound(timestampLiteral(date).slice(0, 10));
    if (backend === 'mysql') return concat('STR_TO_DATE(', day, ", '%Y-%m-%d')");
    if (backend === 'postgresql') return concat('TO_DATE(', day, ", 'YYYY-MM-DD')");
    return day;
  }
  return bound(boundValue(date, column));
}

/** `col >= since AND col < until` (either side when only one bound is set); null for no bounds. */
export function timeFilterSql(
  columnSql: string,
  bounds: TimeRangeBounds,
  column: QueryDatasourceColumn | null,
  backend: Backend,
): SqlFragment | null {
  const parts: SqlFragment[] = [];
  if (bounds.since) parts.push(concat(`${columnSql} >= `, boundSql(bounds.since, column, backend)));
  if (bounds.until) parts.push(concat(`${columnSql} < `, boundSql(bounds.until, column, backend)));
  return parts.length > 0 ? joinFragments(parts, ' AND ') : null;
}
