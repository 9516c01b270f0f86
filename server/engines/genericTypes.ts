// Superset's GenericDataType from an engine type name: 0 numeric, 1 string, 2 temporal,
// 3 boolean, null for everything else (arrays, structs, JSON, blobs, intervals, unknown).
import type { GenericType } from './engineSpec.ts';

const NESTED = /(\[\]|^_|^(ARRAY|LIST|STRUCT|MAP|UNION|ROW|JSON|JSONB)\b)/i;
const BOOLEAN = /^(BOOL|BOOLEAN)\b/i;
const NUMERIC =
  /^(U?(TINY|SMALL|MEDIUM|BIG|HUGE)?INT(EGER)?\d*|INT[248]|(BIG|SMALL)?SERIAL\d?|DEC(IMAL)?|NUMERIC|NUMBER|REAL|FLOAT\d*|DOUBLE( PRECISION)?|MONEY|FIXED|OID|YEAR)\b/i;
const STRING =
  /^(N?(VAR)?CHAR(ACTER)?( VARYING)?|BPCHAR|N?TEXT|TINYTEXT|MEDIUMTEXT|LONGTEXT|STRING|UUID|NAME|CITEXT|ENUM|SET)\b/i;
const TEMPORAL = /^(DATE|DATETIME\d*|TIMESTAMP\w*|TIME(TZ)?)\b/i;

export function genericTypeOf(typeName: string | null | undefined): GenericType {
  if (!typeName) return null;
  const name = typeName.trim();
  if (NESTED.test(name)) return null;
  if (BOOLEAN.test(name)) return 3;
  if (NUMERIC.test(name)) return 0;
  if (TEMPORAL.test(name)) return 2;
  if (STRING.test(name)) return 1;
  return null;
}
