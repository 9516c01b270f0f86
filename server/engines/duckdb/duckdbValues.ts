// DuckDB values (BigInt and value objects from @duckdb/node-api) → JSON-safe values:
// integers and decimals exact (numbers when safe, else strings), timestamps as ISO text,
// dates and times as text, blobs as \x-hex, lists / structs / maps / unions as JSON text.
// The common timestamps (1970–9999) and decimals (at most 15 digits) take a fast path that gives
// exactly what the text path gives, without formatting and re-parsing text.
import {
  DuckDBArrayValue,
  DuckDBBlobValue,
  DuckDBDecimalValue,
  DuckDBListValue,
  DuckDBMapValue,
  DuckDBStructValue,
  DuckDBTimestampMillisecondsValue,
  DuckDBTimestampNanosecondsValue,
  DuckDBTimestampSecondsValue,
  DuckDBTimestampTZValue,
  DuckDBTimestampValue,
  DuckDBUnionValue,
  type DuckDBValue,
} from '@duckdb/node-api';
import type { JsonValue } from '../engineSpec.ts';
import {
  bytesToJson,
  decimalTextToJson,
  floatToJson,
  integerToJson,
  nestedToJsonText,
  timestampTextToIso,
} from '../jsonValues.ts';

export function duckdbValueToJson(value: DuckDBValue): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  if (typeof value === 'number') return floatToJson(value);
  if (typeof value === 'bigint') return integerToJson(value);
  if (value instanceof DuckDBDecimalValue) return decimalToJson(value);
  if (value instanceof DuckDBTimestampValue) return timestampToIso(value);
  if (isTimestamp(value)) return timestampTextToIso(value.toString());
  if (value instanceof DuckDBBlobValue) return bytesToJson(value.bytes);
  if (isNested(value)) return nestedToJsonText(duckdbNestedValue(value));
  return value.toString();
}

/** Exact powers of ten as doubles, 10^0 … 10^22 (the largest one a double holds exactly). */
const EXACT_POWERS_OF_TEN = Array.from({ length: 23 }, (_, exponent) => Number(`1e${exponent}`));
const FIFTEEN_DIGITS = 10n ** 15n;

/**
 * decimalTextToJson(value.toString()) without the text: an unscaled value below 10^15 has at
 * most 15 significant digits (so a number), and dividing two exact doubles rounds correctly,
 * as parsing the decimal text does.
 */
export function decimalToJson(value: DuckDBDecimalValue): number | string {
  const unscaled = value.value;
  if (value.scale < EXACT_POWERS_OF_TEN.length && unscaled < FIFTEEN_DIGITS && unscaled > -FIFTEEN_DIGITS) {
    return Number(unscaled) / EXACT_POWERS_OF_TEN[value.scale]!;
  }
  return decimalTextToJson(value.toString());
}

/** 9999-12-31 23:59:59.999999 in microseconds since 1970: up to there years have four digits. */
const LAST_FOUR_DIGIT_MICROS = 253_402_300_799_999_999n;
/** Below this many microseconds (year 2255) a double holds the value exactly. */
const SAFE_MICROS = BigInt(Number.MAX_SAFE_INTEGER);
const MICROS_PER_DAY = 86_400_000_000;

/** 'YYYY-MM-DD' of each day seen (a result holds few distinct days; toISOString is costly). */
const dayTexts = new Map<number, string>();
function dayText(day: number): string {
  let text = dayTexts.get(day);
  if (text === undefined) {
    text = new Date(day * 86_400_000).toISOString().slice(0, 10);
    if (dayTexts.size > 100_000) dayTexts.clear();
    dayTexts.set(day, text);
  }
  return text;
}

function twoDigits(value: number): string {
  return value < 10 ? `0${value}` : String(value);
}

/** The fraction of a second as DuckDB writes it: six digits, trailing zeros dropped. */
function fractionText(micros: number): string {
  return micros === 0 ? '' : `.${String(micros).padStart(6, '0').replace(/0+$/, '')}`;
}

/**
 * timestampTextToIso(value.toString()) without the text for 1970–9999: DuckDB writes
 * `YYYY-MM-DD HH:MM:SS` and the microseconds with their trailing zeros dropped. Up to 2255 the
 * arithmetic is on doubles (exact there), with the day's text cached.
 */
export function timestampToIso(value: DuckDBTimestampValue): string {
  const micros = value.micros;
  if (micros < 0n || micros > LAST_FOUR_DIGIT_MICROS) return timestampTextToIso(value.toString());
  if (micros <= SAFE_MICROS) {
    const total = Number(micros);
    const day = Math.floor(total / MICROS_PER_DAY);
    const inDay = total - day * MICROS_PER_DAY;
    const seconds = Math.floor(inDay / 1_000_000);
    const hours = Math.floor(seconds / 3600);
    const minutes = Math.floor((seconds % 3600) / 60);
    const time = `${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}`;
    return `${dayText(day)}T${time}${fractionText(inDay - seconds * 1_000_000)}`;
  }
  const seconds = new Date(Number(micros / 1000n)).toISOString().slice(0, 19);
  return `${seconds}${fractionText(Number(micros % 1_000_000n))}`;
}

/** A value inside a list or struct, as plain JSON data (converted to text by the caller). */
function duckdbNestedValue(value: DuckDBValue): unknown {
  if (value instanceof DuckDBListValue || value instanceof DuckDBArrayValue)
    return value.items.map(duckdbNestedValue);
  if (value instanceof DuckDBStructValue) {
    return Object.fromEntries(
      Object.entries(value.entries).map(([key, item]) => [key, duckdbNestedValue(item)]),
    );
  }
  if (value instanceof DuckDBMapValue) {
    return Object.fromEntries(
      value.entries.map(({ key, value: item }) => [String(duckdbValueToJson(key)), duckdbNestedValue(item)]),
    );
  }
  if (value instanceof DuckDBUnionValue) return duckdbNestedValue(value.value);
  if (typeof value === 'bigint') return integerToJson(value);
  return duckdbValueToJson(value);
}

function isTimestamp(value: object): boolean {
  return (
    value instanceof DuckDBTimestampValue ||
    value instanceof DuckDBTimestampTZValue ||
    value instanceof DuckDBTimestampSecondsValue ||
    value instanceof DuckDBTimestampMillisecondsValue ||
    value instanceof DuckDBTimestampNanosecondsValue
  );
}

function isNested(value: object): boolean {
  return (
    value instanceof DuckDBListValue ||
    value instanceof DuckDBArrayValue ||
    value instanceof DuckDBStructValue ||
    value instanceof DuckDBMapValue ||
    value instanceof DuckDBUnionValue
  );
}
