// One statement on a better-sqlite3 connection (inside a SQLite child process): rows are
// iterated and the iteration stops after maxRows + 1; integers come as BigInt and leave as
// numbers when safe, blobs as \x-hex. Columns without a declared type get the type of their
// first non-null value.
import type { JsonValue, QueryResult } from '../engineSpec.ts';
import { genericTypeOf } from '../genericTypes.ts';
import { bytesToJson, floatToJson, integerToJson } from '../jsonValues.ts';

/** The part of a better-sqlite3 connection this file uses (the package ships no types). */
export interface SqliteConnection {
  prepare(sql: string): SqlitePrepared;
  close(): unknown;
}

interface SqlitePrepared {
  readonly reader: boolean;
  run(...params: unknown[]): { changes: number | bigint };
  iterate(...params: unknown[]): IterableIterator<unknown[]>;
  safeIntegers(toggle?: boolean): SqlitePrepared;
  raw(toggle?: boolean): SqlitePrepared;
  columns(): { name: string; type: string | null }[];
}

export function runSqliteStatement(
  db: SqliteConnection,
  sql: string,
  params: unknown[],
  maxRows: number,
): QueryResult {
  const statement = db.prepare(sql);
  if (!statement.reader) {
    const info = statement.run(...params);
    return { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected: Number(info.changes) };
  }
  statement.safeIntegers(true);
  statement.raw(true);
  const declared = statement.columns();
  const raw: unknown[][] = [];
  let truncated = false;
  for (const row of statement.iterate(...params)) {
    if (raw.length >= maxRows) {
      truncated = true;
      break;
    }
    raw.push(row);
  }
  const columns = declared.map((column, index) => {
    const type = column.type ? column.type.toUpperCase() : inferredType(raw, index);
    return { name: column.name, type, type_generic: genericTypeOf(type) };
  });
  const rows = raw.map((row) => row.map(sqliteValueToJson));
  return { columns, rows, rowCount: rows.length, truncated, rowsAffected: null };
}

export function sqliteValueToJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'bigint') return integerToJson(value);
  if (typeof value === 'number') return floatToJson(value);
  if (typeof value === 'string') return value;
  if (value instanceof Uint8Array) return bytesToJson(value);
  return String(value);
}

function inferredType(rows: unknown[][], index: number): string | null {
  for (const row of rows) {
    const value = row[index];
    if (value === null || value === undefined) continue;
    if (typeof value === 'bigint') return 'INTEGER';
    if (typeof value === 'number') return 'REAL';
    if (typeof value === 'string') return 'TEXT';
    return 'BLOB';
  }
  return null;
}
