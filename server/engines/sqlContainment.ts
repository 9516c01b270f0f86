// SQL containment: what people's SQL (SQL Lab, virtual datasets, a chart's custom SQL, all after
// Jinja) may do on an engine, checked before it runs. Without allow_dml only queries run (SELECT,
// WITH … SELECT, VALUES, EXPLAIN, SHOW, DESCRIBE, SUMMARIZE, reading PRAGMAs): SET, RESET, USE,
// ATTACH, INSTALL, LOAD, COPY, CALL, CHECKPOINT and anything unclassified are refused with
// Superset's DML_NOT_ALLOWED_ERROR. Statements that reach the server's files (ATTACH, DETACH,
// INSTALL, LOAD, COPY, EXPORT, IMPORT, INTO OUTFILE, VACUUM INTO) need the database's file access
// even with allow_dml. Every function the statement calls — found with the engine's own grammar
// (EngineSpec.readsOf) — is checked against the engine's disallowed functions and, without file
// access, its file functions (Superset's SupersetDisallowedSQLFunctionException). Each statement
// must be exactly one by the engine's grammar: a second one hidden after a `;` the tokenizer took
// for part of a comment or string is refused.
import {
  classifyStatement,
  isCodeToken,
  type SqlDialect,
  type SqlToken,
  splitStatements,
  tokenizeSql,
} from '../../lib/sql/index.ts';
import type { EngineSpec } from './engineSpec.ts';
import { EngineError, type ErrorType } from './errors.ts';
import { isSeveralStatements, type StatementReads } from './reads/statementReads.ts';

export interface ContainmentPolicy {
  /** The database allows DML (allow_dml): statements other than queries may run. */
  allowDml: boolean;
  /** The database allows file access: its engine's file functions and file statements. */
  fileAccess: boolean;
}

/** Superset's DML_NOT_ALLOWED message (sqllab's execution plan uses the same text). */
export const DML_NOT_ALLOWED = 'Only `SELECT` statements are allowed against this database.';
export const FILE_ACCESS_NOT_ALLOWED =
  'This statement reaches the server’s files, which this database does not allow (see “Allow file access” in its settings).';
export const SEVERAL_STATEMENTS = 'Only one statement may run at a time: the engine reads several here.';

/** A statement refused by containment; callers answer it with a 400 in Superset's shape. */
export class SqlContainmentError extends EngineError {
  override name = 'SqlContainmentError';
}

function refusal(spec: EngineSpec, errorType: ErrorType, message: string): SqlContainmentError {
  return new SqlContainmentError(errorType, message, { engine_name: spec.engineName });
}

/** Superset's message, the names as Python prints a set of strings. */
export function disallowedFunctionsMessage(names: readonly string[]): string {
  return `SQL statement contains disallowed function(s): {${names.map((name) => `'${name}'`).join(', ')}}`;
}

const FILE_STATEMENT_WORDS = new Set(['ATTACH', 'DETACH', 'INSTALL', 'LOAD', 'COPY', 'EXPORT', 'IMPORT']);
const FILE_TARGET_WORDS = new Set(['OUTFILE', 'DUMPFILE']);

/** Refuses the script (one or several statements) unless every statement is contained. */
export async function assertSqlContained(
  spec: EngineSpec,
  sql: string,
  policy: ContainmentPolicy,
): Promise<void> {
  const key = `${spec.backend}\u0000${policy.allowDml}\u0000${policy.fileAccess}\u0000${sql}`;
  if (sql.length <= REMEMBERED_SQL_MAX_LENGTH && contained.has(key)) return;
  for (const statement of splitStatements(sql, spec.dialect)) {
    await assertStatementContained(spec, statement.text, policy);
  }
  if (sql.length > REMEMBERED_SQL_MAX_LENGTH) return;
  if (contained.size >= REMEMBERED_SQL_ENTRIES) contained.delete(contained.keys().next().value as string);
  contained.add(key);
}

// Charts and dashboards send the same statements again and again: the ones found contained are
// remembered (by engine, policy and text), the last few hundred short ones.
const REMEMBERED_SQL_ENTRIES = 500;
const REMEMBERED_SQL_MAX_LENGTH = 8192;
const contained = new Set<string>();

async function assertStatementContained(
  spec: EngineSpec,
  statement: string,
  policy: ContainmentPolicy,
): Promise<void> {
  const dialect = spec.dialect;
  const code = tokenizeSql(statement, dialect).filter(isCodeToken);
  if (code.length === 0) return;
  if (!policy.allowDml && classifyStatement(statement, dialect) !== 'select') {
    throw refusal(spec, 'DML_NOT_ALLOWED_ERROR', DML_NOT_ALLOWED);
  }
  if (!policy.fileAccess && reachesFiles(code)) {
    throw refusal(spec, 'DML_NOT_ALLOWED_ERROR', FILE_ACCESS_NOT_ALLOWED);
  }
  const called = await calledFunctions(spec, statement, code);
  const refused = called.filter(
    (name) => spec.disallowedFunctions.has(name) || (!policy.fileAccess && spec.fileFunctions.has(name)),
  );
  if (refused.length > 0) throw refusal(spec, 'SYNTAX_ERROR', disallowedFunctionsMessage(refused));
}

/** ATTACH, COPY, INSTALL, … as the statement; `INTO OUTFILE` / `INTO DUMPFILE`; SQLite's `VACUUM INTO`. */
function reachesFiles(code: readonly SqlToken[]): boolean {
  const words = code.filter((token) => token.kind === 'word').map((token) => token.text.toUpperCase());
  const first = words[0] ?? '';
  if (FILE_STATEMENT_WORDS.has(first)) return true;
  if (first === 'VACUUM' && words.includes('INTO')) return true;
  return words.some((word) => FILE_TARGET_WORDS.has(word));
}

/**
 * The functions the statement calls, by the engine's grammar. A statement the grammar reads as
 * several is refused. One it cannot read at all (a kind of statement the grammar does not cover,
 * as DuckDB's json_serialize_sql for anything but queries, or node-sql-parser's gaps) is read by
 * tokens instead: every name followed by an opening bracket — the driver runs one statement only
 * (mysql2 without multipleStatements, better-sqlite3's prepare), DuckDB's parser counted it one.
 */
async function calledFunctions(
  spec: EngineSpec,
  statement: string,
  code: readonly SqlToken[],
): Promise<string[]> {
  let reads: StatementReads;
  try {
    reads = await spec.readsOf(statement);
  } catch (error) {
    if (isSeveralStatements(error)) throw refusal(spec, 'DML_NOT_ALLOWED_ERROR', SEVERAL_STATEMENTS);
    return calledByTokens(code, spec.dialect);
  }
  return reads.functions;
}

function calledByTokens(code: readonly SqlToken[], dialect: SqlDialect): string[] {
  const names = new Set<string>();
  for (let index = 0; index + 1 < code.length; index++) {
    const token = code[index]!;
    if (code[index + 1]!.kind !== 'open') continue;
    if (token.kind === 'word') names.add(token.text.toLowerCase());
    else if (token.kind === 'quotedIdentifier') names.add(unquoted(token.text, dialect).toLowerCase());
  }
  return [...names].sort();
}

function unquoted(text: string, dialect: SqlDialect): string {
  const close = text.at(-1) ?? '';
  const inner = text.slice(1, -1);
  return dialect === 'mysql' ? inner.replaceAll('``', '`') : inner.replaceAll(`${close}${close}`, close);
}
