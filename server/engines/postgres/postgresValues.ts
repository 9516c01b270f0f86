// PostgreSQL results arrive as text (every type parser is the identity); this file names the
// types by OID and turns the text into JSON-safe values: integers and numerics exact, floats as
// numbers, booleans, timestamps as ISO text, arrays as JSON text, everything else as text.
import pg from 'pg';
import type { JsonValue } from '../engineSpec.ts';
import {
  decimalTextToJson,
  floatToJson,
  integerTextToJson,
  nestedToJsonText,
  timestampTextToIso,
} from '../jsonValues.ts';

/**
 * A column's declared type (format_type) as Superset shows it — SQLAlchemy's PostgreSQL type
 * compiled: upper case, VARCHAR / CHAR for character varying / character, a space after the
 * comma of a precision: 'numeric(10,2)' → 'NUMERIC(10, 2)', 'character varying(50)' →
 * 'VARCHAR(50)', 'timestamp without time zone' → 'TIMESTAMP WITHOUT TIME ZONE'. A quoted
 * (user-defined) type name keeps its case.
 */
export function postgresDeclaredType(formatted: string): string {
  if (formatted.includes('"')) return formatted;
  return formatted
    .replace(/^character varying\b/, 'varchar')
    .replace(/^character\b/, 'char')
    .replace(/,(?=\S)/g, ', ')
    .toUpperCase();
}

/** Builtin type names by OID; other OIDs are looked up with format_type(). */
export const PG_TYPE_NAMES: ReadonlyMap<number, string> = new Map([
  [16, 'BOOLEAN'],
  [17, 'BYTEA'],
  [18, 'CHAR'],
  [19, 'NAME'],
  [20, 'BIGINT'],
  [21, 'SMALLINT'],
  [23, 'INTEGER'],
  [25, 'TEXT'],
  [26, 'OID'],
  [114, 'JSON'],
  [142, 'XML'],
  [650, 'CIDR'],
  [700, 'REAL'],
  [701, 'DOUBLE PRECISION'],
  [790, 'MONEY'],
  [829, 'MACADDR'],
  [869, 'INET'],
  [1042, 'CHAR'],
  [1043, 'VARCHAR'],
  [1082, 'DATE'],
  [1083, 'TIME'],
  [1114, 'TIMESTAMP'],
  [1184, 'TIMESTAMP WITH TIME ZONE'],
  [1186, 'INTERVAL'],
  [1266, 'TIME WITH TIME ZONE'],
  [1560, 'BIT'],
  [1562, 'VARBIT'],
  [1700, 'NUMERIC'],
  [2950, 'UUID'],
  [3802, 'JSONB'],
  [1000, 'BOOLEAN[]'],
  [1005, 'SMALLINT[]'],
  [1007, 'INTEGER[]'],
  [1009, 'TEXT[]'],
  [1015, 'VARCHAR[]'],
  [1016, 'BIGINT[]'],
  [1021, 'REAL[]'],
  [1022, 'DOUBLE PRECISION[]'],
  [1115, 'TIMESTAMP[]'],
  [1182, 'DATE[]'],
  [1185, 'TIMESTAMP WITH TIME ZONE[]'],
  [1231, 'NUMERIC[]'],
  [2951, 'UUID[]'],
]);

const INTEGERS = new Set([20, 21, 23, 26]);
const FLOATS = new Set([700, 701]);
const TIMESTAMPS = new Set([1114, 1184]);
const ARRAYS = new Set([1000, 1005, 1007, 1009, 1015, 1016, 1021, 1022, 1115, 1182, 1185, 1231, 2951]);

/** Every value as the text PostgreSQL sent: conversions happen in postgresValueToJson. */
export const RAW_TEXT_TYPES = {
  getTypeParser: () => (value: string) => value,
} as unknown as pg.CustomTypesConfig;

export function postgresValueToJson(value: unknown, typeId: number): JsonValue {
  if (value === null || value === undefined) return null;
  const text = String(value);
  if (typeId === 16) return text === 't';
  if (INTEGERS.has(typeId)) return integerTextToJson(text);
  if (FLOATS.has(typeId)) return floatToJson(Number(text));
  if (typeId === 1700) return decimalTextToJson(text);
  if (TIMESTAMPS.has(typeId)) return timestampTextToIso(text);
  if (ARRAYS.has(typeId)) return arrayToJsonText(text, typeId);
  return text;
}

function arrayToJsonText(text: string, typeId: number): string {
  const parse = pg.types.getTypeParser(typeId, 'text') as (value: string) => unknown;
  return nestedToJsonText(toJsonItems(parse(text), typeId));
}

function toJsonItems(value: unknown, typeId: number): unknown {
  if (Array.isArray(value)) return value.map((item) => toJsonItems(item, typeId));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'string' && (typeId === 1016 || typeId === 1231)) {
    return typeId === 1016 ? integerTextToJson(value) : decimalTextToJson(value);
  }
  return value;
}
