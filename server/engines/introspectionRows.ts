// Introspection runs SQL through the pool like any statement; these helpers read its rows.
import type { ExecuteOptions, JsonValue, QueryResult } from './engineSpec.ts';

/** Runs an internal statement (with bound parameters) and returns its result. */
export type RunQuery = (
  sql: string,
  params?: readonly unknown[],
  options?: ExecuteOptions,
) => Promise<QueryResult>;

export type RowRecord = Record<string, JsonValue>;

export function toRecords(result: QueryResult): RowRecord[] {
  return result.rows.map((row) =>
    Object.fromEntries(result.columns.map((column, index) => [column.name, row[index] ?? null])),
  );
}

export function text(value: JsonValue | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

export function nullableText(value: JsonValue | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** A list DuckDB or PostgreSQL returned as JSON text (`["a","b"]`), or a `{a,b}` array literal. */
export function textList(value: JsonValue | undefined): string[] {
  if (value === null || value === undefined) return [];
  const raw = String(value);
  if (raw.startsWith('[')) {
    try {
      return (JSON.parse(raw) as unknown[]).map(String);
    } catch {
      return raw
        .slice(1, -1)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }
  }
  if (raw.startsWith('{'))
    return raw
      .slice(1, -1)
      .split(',')
      .map((part) => part.replace(/^"|"$/g, ''))
      .filter(Boolean);
  return [raw];
}
