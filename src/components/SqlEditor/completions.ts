// The editor's autocomplete entries: columns, tables, schemas, keywords and functions, each
// with a meta label and a score. Ace sorts what matches the typed prefix by exact match, then
// by score less its fuzzy-match penalty (a few points), so the kinds' scores are far apart and
// the kind decides: columns > tables > schemas > keywords > functions. (Superset 4.1's
// SqlLab/constants.ts weighs the other way round — keyword 100, function 90, schema 60,
// table 55, column 50; this order puts what the picked tables offer first.) Pure.
import { SQL_KEYWORDS } from './sqlKeywords.ts';

export interface CompletionTable {
  name: string;
  schema: string;
}

export interface CompletionColumn {
  name: string;
  table: string;
  type: string;
}

/** What the editor completes; `keywords` defaults to the built-in SQL keywords. */
export interface SqlCompletions {
  keywords?: readonly string[];
  schemas?: readonly string[];
  tables?: readonly CompletionTable[];
  columns?: readonly CompletionColumn[];
  functions?: readonly string[];
}

export const COMPLETION_KINDS = ['column', 'table', 'schema', 'keyword', 'function'] as const;
export type CompletionKind = (typeof COMPLETION_KINDS)[number];

/** Score per kind, highest first in the popup. */
export const COMPLETION_SCORES: Record<CompletionKind, number> = {
  column: 5000,
  table: 4000,
  schema: 3000,
  keyword: 2000,
  function: 1000,
};

/** The label shown next to an entry; the editor passes translated ones. */
export type CompletionMetaLabels = Record<CompletionKind, string>;

export const ENGLISH_META_LABELS: CompletionMetaLabels = {
  column: 'column',
  table: 'table',
  schema: 'schema',
  keyword: 'keyword',
  function: 'function',
};

/** An entry in ace's shape (`caption` shown, `value` inserted). */
export interface SqlCompletion {
  kind: CompletionKind;
  caption: string;
  value: string;
  meta: string;
  score: number;
  /** Extra detail in the popup's tooltip (a column's table and type, a table's schema). */
  docText?: string;
}

/** Every entry, de-duplicated per kind and value, in ranking order (kind, then name). */
export function buildCompletions(
  completions: SqlCompletions,
  metaLabels: CompletionMetaLabels = ENGLISH_META_LABELS,
): SqlCompletion[] {
  const entries: SqlCompletion[] = [];
  const seen = new Set<string>();
  const add = (kind: CompletionKind, value: string, docText?: string) => {
    const id = `${kind}\u0000${value}`;
    if (value === '' || seen.has(id)) return;
    seen.add(id);
    const entry: SqlCompletion = {
      kind,
      caption: value,
      value,
      meta: metaLabels[kind],
      score: COMPLETION_SCORES[kind],
    };
    if (docText) entry.docText = docText;
    entries.push(entry);
  };
  for (const column of completions.columns ?? []) {
    add('column', column.name, `${column.table}.${column.name} ${column.type}`.trim());
  }
  for (const table of completions.tables ?? []) {
    add('table', table.name, table.schema ? `${table.schema}.${table.name}` : undefined);
  }
  for (const schema of completions.schemas ?? []) add('schema', schema);
  for (const keyword of completions.keywords ?? SQL_KEYWORDS) add('keyword', keyword);
  for (const name of completions.functions ?? []) add('function', name);
  return entries.sort((a, b) => b.score - a.score || a.value.localeCompare(b.value));
}

/**
 * The entries a prefix offers, ranked: the ones starting with the prefix (any case), by kind
 * then name. Ace filters fuzzily on its own; this is the plain reading of the same ranking, for
 * callers and tests that work without ace.
 */
export function completionsForPrefix(entries: readonly SqlCompletion[], prefix: string): SqlCompletion[] {
  const lower = prefix.toLowerCase();
  return entries.filter((entry) => entry.value.toLowerCase().startsWith(lower));
}
