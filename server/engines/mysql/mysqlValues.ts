// MySQL / MariaDB column types (from the protocol's type codes, flags and character set) and
// values → JSON-safe: BIGINT and DECIMAL arrive as strings (bigNumberStrings) and become numbers
// when exact; DATETIME / TIMESTAMP arrive as text (dateStrings) and become ISO text; JSON
// arrives as text (jsonStrings); binary strings become \x-hex; BIT becomes a number.
import type { FieldPacket } from 'mysql2';
import type { JsonValue } from '../engineSpec.ts';
import {
  bytesToJson,
  decimalTextToJson,
  floatToJson,
  integerTextToJson,
  nestedToJsonText,
  timestampTextToIso,
} from '../jsonValues.ts';

const BINARY_CHARSET = 63;
const UNSIGNED_FLAG = 32;

const TYPE_NAMES: Record<number, string> = {
  0: 'DECIMAL',
  1: 'TINYINT',
  2: 'SMALLINT',
  3: 'INT',
  4: 'FLOAT',
  5: 'DOUBLE',
  6: 'NULL',
  7: 'TIMESTAMP',
  8: 'BIGINT',
  9: 'MEDIUMINT',
  10: 'DATE',
  11: 'TIME',
  12: 'DATETIME',
  13: 'YEAR',
  14: 'DATE',
  15: 'VARCHAR',
  16: 'BIT',
  245: 'JSON',
  246: 'DECIMAL',
  247: 'ENUM',
  248: 'SET',
  249: 'TINYTEXT',
  250: 'MEDIUMTEXT',
  251: 'LONGTEXT',
  252: 'TEXT',
  253: 'VARCHAR',
  254: 'CHAR',
  255: 'GEOMETRY',
};
const BINARY_NAMES: Record<number, string> = {
  249: 'TINYBLOB',
  250: 'MEDIUMBLOB',
  251: 'LONGBLOB',
  252: 'BLOB',
  253: 'VARBINARY',
  254: 'BINARY',
};
const INTEGER_TYPES = new Set([1, 2, 3, 8, 9, 13]);
const INTEGER_NAMES = new Set(['TINYINT', 'SMALLINT', 'INT', 'BIGINT', 'MEDIUMINT']);

export function mysqlTypeName(field: FieldPacket): string | null {
  const code = field.columnType ?? field.type;
  if (code === undefined) return null;
  if (field.extendedFormat === 'json') return 'JSON';
  if (field.extendedTypeName) return field.extendedTypeName.toUpperCase();
  const binary = field.characterSet === BINARY_CHARSET;
  const name = (binary ? BINARY_NAMES[code] : undefined) ?? TYPE_NAMES[code] ?? null;
  const flags = typeof field.flags === 'number' ? field.flags : 0;
  if (name && INTEGER_NAMES.has(name) && flags & UNSIGNED_FLAG) return `${name} UNSIGNED`;
  return name;
}

export function mysqlValueToJson(value: unknown, field: FieldPacket): JsonValue {
  if (value === null || value === undefined) return null;
  const code = field.columnType ?? field.type;
  if (Buffer.isBuffer(value)) return code === 16 ? bitsToNumber(value) : bytesToJson(value);
  if (typeof value === 'number') return floatToJson(value);
  if (typeof value === 'string') {
    if (code !== undefined && INTEGER_TYPES.has(code)) return integerTextToJson(value);
    if (code === 0 || code === 246) return decimalTextToJson(value);
    if (code === 7 || code === 12) return timestampTextToIso(value);
    return value;
  }
  if (typeof value === 'bigint') return integerTextToJson(value.toString());
  if (typeof value === 'boolean') return value;
  return nestedToJsonText(value);
}

function bitsToNumber(bytes: Buffer): number | string {
  let result = 0n;
  for (const byte of bytes) result = (result << 8n) | BigInt(byte);
  return integerTextToJson(result.toString());
}
