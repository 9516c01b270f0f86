// DuckDB values (BigInt and value objects from @duckdb/node-api) → JSON-safe values:
// integers and decimals exact (numbers when safe, else strings), timestamps as ISO text,
// dates and times as text, blobs as \x-hex, lists / structs / maps / unions as JSON text.
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
  if (value instanceof DuckDBDecimalValue) return decimalTextToJson(value.toString());
  if (isTimestamp(value)) return timestampTextToIso(value.toString());
  if (value instanceof DuckDBBlobValue) return bytesToJson(value.bytes);
  if (isNested(value)) return nestedToJsonText(duckdbNestedValue(value));
  return value.toString();
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
