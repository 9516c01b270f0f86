// A filter's value made to fit its column, as Superset's filter_values_handler: strings lose
// surrounding tabs and newlines, numbers are read from strings for numeric columns (LIKE aside),
// '<NULL>' is NULL and '<empty string>' is '', booleans are read for boolean columns, epoch
// milliseconds become timestamps for temporal comparisons. Pure.
import type { QueryGenericType } from './queryDatasource.ts';

export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

const LIKE_OPERATORS = new Set(['LIKE', 'ILIKE', 'NOT LIKE', 'NOT ILIKE', 'REGEX']);
const TEMPORAL_COMPARISONS = new Set(['==', '!=', 'IN', 'NOT IN', '>', '<', '>=', '<=']);

export type FilterValue = string | number | boolean | null;

/** Superset's cast_to_num: an integer, else a float, else null. */
function castToNumber(value: string): number | null {
  if (/^[+-]?\d+$/.test(value.trim())) return Number.parseInt(value, 10);
  const number = Number(value);
  return value.trim() !== '' && Number.isFinite(number) ? number : null;
}

function castToBoolean(value: FilterValue): boolean | null {
  if (value === null) return null;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  return value.toLowerCase() === 'true';
}

/** `2021-01-02 03:04:05`: naive UTC, the form every engine reads as a timestamp. */
export function timestampLiteral(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ');
}

function toFilterValue(value: unknown): FilterValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

function single(value: unknown, operator: string, genericType: QueryGenericType): FilterValue {
  let result = toFilterValue(value);
  if (operator === 'TEMPORAL_RANGE') return result;
  if (typeof result === 'string') {
    result = result.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (genericType === 0 && !LIKE_OPERATORS.has(operator)) return castToNumber(result);
    if (result === NULL_STRING) return null;
    if (result === EMPTY_STRING) return '';
  }
  const epoch = typeof result === 'number' || (typeof result === 'string' && /^[+-]?\d+$/.test(result));
  if (genericType === 2 && epoch && TEMPORAL_COMPARISONS.has(operator)) {
    const date = new Date(Number(result));
    if (!Number.isNaN(date.getTime())) result = timestampLiteral(date);
  }
  if (genericType === 3) return castToBoolean(result);
  return result;
}

/** The value list of IN / NOT IN. */
export function filterValueList(
  value: unknown,
  operator: string,
  genericType: QueryGenericType,
): FilterValue[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.map((item) => single(item, operator, genericType));
}

/** The one value of a comparison (the first of a list). */
export function filterValue(value: unknown, operator: string, genericType: QueryGenericType): FilterValue {
  const first = Array.isArray(value) ? value[0] : value;
  return single(first, operator, genericType);
}
