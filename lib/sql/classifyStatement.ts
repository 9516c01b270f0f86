// Superset's read-only rule, on tokens: a statement is a query ('select') when it is SELECT,
// WITH … SELECT, VALUES, TABLE, SHOW, DESCRIBE, EXPLAIN, a reading PRAGMA, or DuckDB's
// FROM-first / SUMMARIZE / PIVOT; it mutates data ('dml') when it is INSERT, UPDATE, DELETE,
// MERGE, UPSERT, REPLACE, COPY or LOAD — also a WITH whose main statement or one of whose CTEs
// is one of those, and EXPLAIN ANALYZE of one; it changes the schema or the server ('ddl') for
// CREATE, DROP, ALTER, TRUNCATE, GRANT, REVOKE, RENAME, COMMENT, ATTACH, DETACH, INSTALL,
// IMPORT, EXPORT, VACUUM, REINDEX, REFRESH, and SELECT … INTO. Anything else (SET, USE,
// BEGIN, CALL, ANALYZE, writing PRAGMAs and DuckDB's acting ones, …) is 'other': neither known-safe nor known-mutating.

import { statementTokenGroups } from './splitStatements.ts';
import type { SqlDialect } from './sqlDialect.ts';
import { isCodeToken, keywordOf, type SqlToken, tokenizeSql } from './sqlTokenizer.ts';

export type StatementKind = 'select' | 'dml' | 'ddl' | 'other';

const QUERY_WORDS = new Set(['SELECT', 'VALUES', 'TABLE', 'SHOW', 'DESCRIBE', 'DESC', 'SUMMARIZE']);
const DUCKDB_QUERY_WORDS = new Set(['FROM', 'PIVOT', 'UNPIVOT']);
const DML_WORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'UPSERT', 'REPLACE', 'COPY', 'LOAD']);
const MODIFYING_SUBQUERY_WORDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);
const DDL_WORDS = new Set([
  'CREATE',
  'DROP',
  'ALTER',
  'TRUNCATE',
  'GRANT',
  'REVOKE',
  'RENAME',
  'COMMENT',
  'ATTACH',
  'DETACH',
  'INSTALL',
  'IMPORT',
  'EXPORT',
  'VACUUM',
  'REINDEX',
  'REFRESH',
]);
/** Words that start the statement a WITH or an EXPLAIN leads to. */
const MAIN_WORDS = new Set([
  'SELECT',
  'VALUES',
  'TABLE',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'REPLACE',
]);
const READING_PRAGMAS = new Set([
  'TABLE_INFO',
  'TABLE_XINFO',
  'TABLE_LIST',
  'INDEX_LIST',
  'INDEX_INFO',
  'INDEX_XINFO',
  'FOREIGN_KEY_LIST',
  'FOREIGN_KEY_CHECK',
  'INTEGRITY_CHECK',
  'QUICK_CHECK',
  'COLLATION_LIST',
  'DATABASE_LIST',
  'FUNCTION_LIST',
  'MODULE_LIST',
  'PRAGMA_LIST',
  'COMPILE_OPTIONS',
  'SHOW',
  'STORAGE_INFO',
]);
/** DuckDB's PRAGMAs that only read; the others (enable_profiling, force_checkpoint, …) act. */
const DUCKDB_READING_PRAGMAS = new Set([
  'TABLE_INFO',
  'STORAGE_INFO',
  'SHOW',
  'SHOW_TABLES',
  'SHOW_TABLES_EXPANDED',
  'SHOW_DATABASES',
  'DATABASE_LIST',
  'DATABASE_SIZE',
  'FUNCTIONS',
  'COLLATIONS',
  'VERSION',
  'PLATFORM',
  'METADATA_INFO',
]);
const SEVERITY: Record<StatementKind, number> = { select: 0, other: 1, dml: 2, ddl: 3 };

/**
 * The kind of a statement. Given a script of several statements, the most mutating kind
 * among them (ddl > dml > other > select), so a read-only check cannot be fooled by
 * `SELECT 1; DROP TABLE t`. An empty script is 'other'.
 */
export function classifyStatement(sql: string, dialect: SqlDialect = 'generic'): StatementKind {
  const groups = statementTokenGroups(tokenizeSql(sql, dialect));
  let kind: StatementKind | null = null;
  for (const group of groups) {
    const next = classifyCode(group.filter(isCodeToken), dialect);
    if (kind === null || SEVERITY[next] > SEVERITY[kind]) kind = next;
  }
  return kind ?? 'other';
}

/** True for statements Superset runs on a database that does not allow DML. */
export function isReadOnlyStatement(sql: string, dialect: SqlDialect = 'generic'): boolean {
  return classifyStatement(sql, dialect) === 'select';
}

/** The kind of one statement given its code tokens (no whitespace or comments). */
export function classifyCode(code: SqlToken[], dialect: SqlDialect): StatementKind {
  let index = 0;
  while (code[index]?.kind === 'open') index++;
  const first = keywordOf(code[index]);
  if (first === null) return 'other';
  if (first === 'WITH') return classifyWith(code, index + 1);
  if (first === 'EXPLAIN') return classifyExplain(code, index + 1, dialect);
  if (first === 'PRAGMA') return classifyPragma(code, index + 1, dialect);
  if (QUERY_WORDS.has(first) || (dialect === 'duckdb' && DUCKDB_QUERY_WORDS.has(first))) {
    if (hasDataModifyingSubquery(code)) return 'dml';
    return first === 'SELECT' && hasTopLevelInto(code, index) ? 'ddl' : 'select';
  }
  if (DML_WORDS.has(first)) return 'dml';
  if (DDL_WORDS.has(first)) return 'ddl';
  return 'other';
}

function classifyWith(code: SqlToken[], from: number): StatementKind {
  if (hasDataModifyingSubquery(code)) return 'dml';
  const baseDepth = code[from - 1]!.depth;
  for (let index = from; index < code.length; index++) {
    const token = code[index]!;
    const word = keywordOf(token);
    if (token.depth !== baseDepth || word === null || !MAIN_WORDS.has(word)) continue;
    if (DML_WORDS.has(word)) return 'dml';
    return word === 'SELECT' && hasTopLevelInto(code, index) ? 'ddl' : 'select';
  }
  return 'other';
}

/** EXPLAIN is read-only unless it is EXPLAIN ANALYZE, which runs the statement it explains. */
function classifyExplain(code: SqlToken[], from: number, dialect: SqlDialect): StatementKind {
  let analyze = false;
  let index = from;
  for (; index < code.length; index++) {
    const word = keywordOf(code[index]);
    if (word === 'ANALYZE' || word === 'ANALYSE') analyze = true;
    if (code[index]!.depth === 0 && word !== null && (MAIN_WORDS.has(word) || word === 'WITH')) break;
  }
  if (!analyze || index >= code.length) return 'select';
  const inner = classifyCode(code.slice(index), dialect);
  return inner === 'select' ? 'select' : inner;
}

/**
 * `PRAGMA name`, `PRAGMA table_info(t)` read; `PRAGMA name = value` and `PRAGMA name(value)` write.
 * DuckDB's PRAGMAs are calls (`PRAGMA enable_profiling` switches profiling on): only its reading ones read.
 */
function classifyPragma(code: SqlToken[], from: number, dialect: SqlDialect): StatementKind {
  if (code.some((token) => token.kind === 'operator' && token.text === '=')) return 'other';
  let index = from;
  if (code[index + 1]?.text === '.') index += 2;
  const name = keywordOf(code[index]);
  if (dialect === 'duckdb') return name !== null && DUCKDB_READING_PRAGMAS.has(name) ? 'select' : 'other';
  if (code[index + 1]?.kind === 'open' && (name === null || !READING_PRAGMAS.has(name))) return 'other';
  return 'select';
}

/** `(INSERT …)`, `(UPDATE …)`, `(DELETE …)`, `(MERGE …)` anywhere, e.g. PostgreSQL's data-modifying CTEs. */
function hasDataModifyingSubquery(code: SqlToken[]): boolean {
  for (let index = 1; index < code.length; index++) {
    const word = keywordOf(code[index]);
    if (code[index - 1]!.kind === 'open' && word !== null && MODIFYING_SUBQUERY_WORDS.has(word)) {
      return true;
    }
  }
  return false;
}

/** `SELECT … INTO new_table FROM …` (PostgreSQL), `INTO OUTFILE` / `INTO @var` (MySQL). */
function hasTopLevelInto(code: SqlToken[], selectIndex: number): boolean {
  const depth = code[selectIndex]!.depth;
  for (let index = selectIndex + 1; index < code.length; index++) {
    const token = code[index]!;
    if (token.depth === depth && keywordOf(token) === 'INTO') return true;
  }
  return false;
}
