// Superset's "SELECT *" preview statement: quoted column names (or *), the quoted
// [catalog.]schema.table, and a LIMIT; with `indent`, the formatted multi-line style SQL Lab shows.
import type { SelectStarOptions } from './engineSpec.ts';

export function formatSelectStar(
  quote: (name: string) => string,
  table: string,
  schema: string | null,
  options: SelectStarOptions = {},
): string {
  const fields = options.columns && options.columns.length > 0 ? options.columns.map(quote) : ['*'];
  const from = [options.catalog, schema, table]
    .filter((part): part is string => part !== null && part !== undefined && part !== '')
    .map(quote)
    .join('.');
  const limit = options.limit && options.limit > 0 ? `LIMIT ${options.limit}` : '';
  if (options.indent) {
    return [`SELECT\n  ${fields.join(',\n  ')}`, `FROM ${from}`, limit].filter(Boolean).join('\n');
  }
  return [`SELECT ${fields.join(', ')}`, `FROM ${from}`, limit].filter(Boolean).join(' ');
}

/** `"name"` with embedded quotes doubled (PostgreSQL, DuckDB, SQLite). */
export function quoteWithDoubleQuotes(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** `` `name` `` with embedded backticks doubled (MySQL, MariaDB). */
export function quoteWithBackticks(name: string): string {
  return `\`${name.replaceAll('`', '``')}\``;
}

/** A string literal with embedded quotes doubled, for introspection queries that cannot bind. */
export function quoteLiteral(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
