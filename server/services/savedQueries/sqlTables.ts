// The tables a saved query's SQL reads (Superset's sql_tables), found without a parser: the
// names after FROM and JOIN (and after commas in a FROM list), without the query's own CTEs.
import { isCodeToken, type SqlToken, tokenizeSql } from '../../../lib/sql/index.ts';

export interface SqlTable {
  table: string;
  schema: string | null;
  catalog: string | null;
}

const CLAUSE_END = new Set([
  'WHERE',
  'GROUP',
  'ORDER',
  'HAVING',
  'LIMIT',
  'UNION',
  'EXCEPT',
  'INTERSECT',
  'ON',
  'USING',
  'JOIN',
  'SELECT',
  'WINDOW',
  'QUALIFY',
]);

function nameOf(token: SqlToken): string | null {
  if (token.kind === 'word') return token.text;
  if (token.kind === 'quotedIdentifier') return token.text.slice(1, -1);
  return null;
}

/** The dotted name starting at index i: its parts and the index after it. */
function readName(tokens: SqlToken[], i: number): { parts: string[]; next: number } | null {
  const parts: string[] = [];
  let at = i;
  while (at < tokens.length) {
    const token = tokens[at];
    const part = token ? nameOf(token) : null;
    if (part === null) break;
    parts.push(part);
    if (tokens[at + 1]?.text !== '.') return { parts, next: at + 1 };
    at += 2;
  }
  return parts.length > 0 ? { parts, next: at } : null;
}

export function sqlTablesOf(sql: string | null): SqlTable[] {
  if (!sql) return [];
  let tokens: SqlToken[];
  try {
    tokens = tokenizeSql(sql).filter(isCodeToken);
  } catch {
    return [];
  }
  const ctes = new Set<string>();
  tokens.forEach((token, i) => {
    const name = nameOf(token);
    if (name && tokens[i + 1]?.text.toUpperCase() === 'AS' && tokens[i + 2]?.kind === 'open') {
      ctes.add(name.toLowerCase());
    }
  });
  const found = new Map<string, SqlTable>();
  const add = (parts: string[]) => {
    const table = parts[parts.length - 1] ?? '';
    if (parts.length === 1 && ctes.has(table.toLowerCase())) return;
    const entry = {
      table,
      schema: parts.length >= 2 ? (parts[parts.length - 2] ?? null) : null,
      catalog: parts.length >= 3 ? (parts[parts.length - 3] ?? null) : null,
    };
    found.set(`${entry.catalog}.${entry.schema}.${entry.table}`, entry);
  };
  for (let i = 0; i < tokens.length; i++) {
    const keyword = tokens[i]?.kind === 'word' ? tokens[i]?.text.toUpperCase() : null;
    if (keyword !== 'FROM' && keyword !== 'JOIN') continue;
    let at = i + 1;
    const depth = tokens[i]?.depth ?? 0;
    while (at < tokens.length) {
      const name = readName(tokens, at);
      if (!name) break;
      add(name.parts);
      at = name.next;
      // Skip an alias, then continue a FROM list after a comma at the same depth.
      while (at < tokens.length) {
        const token = tokens[at];
        if (!token || token.depth < depth || token.kind === 'semicolon') break;
        if (token.kind === 'word' && CLAUSE_END.has(token.text.toUpperCase())) break;
        if (token.kind === 'comma' && token.depth === depth && keyword === 'FROM') break;
        at += 1;
      }
      if (tokens[at]?.kind !== 'comma' || keyword !== 'FROM') break;
      at += 1;
    }
  }
  return [...found.values()];
}
