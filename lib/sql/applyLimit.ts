// Puts a row limit on a query the way Superset's SQL Lab does: a statement that returns rows
// gets `LIMIT n` appended when it has no top-level limit, keeps a smaller one, and has a larger
// one lowered to n (`LIMIT n OFFSET m`, MySQL's `LIMIT m, n` and `FETCH FIRST n ROWS ONLY`
// included). Limits inside subqueries and CTEs (bracket depth > 0) are never touched. A
// top-level limit that is not a plain number (`LIMIT $1`, `LIMIT 10%`, `FETCH … WITH TIES`) gets
// the query wrapped: `SELECT * FROM (…) AS inner_qry LIMIT n`. Other statements (DML, DDL,
// SHOW, EXPLAIN, PRAGMA, …) come back unchanged. With several statements, the last one is
// limited (the one whose rows a script returns).
import { classifyCode } from './classifyStatement.ts';
import { statementTokenGroups } from './splitStatements.ts';
import type { SqlDialect } from './sqlDialect.ts';
import { isCodeToken, keywordOf, type SqlToken, tokenizeSql } from './sqlTokenizer.ts';

export interface LimitedStatement {
  sql: string;
  /** True when the statement returns rows and now returns at most the limit. */
  limited: boolean;
  /** The statement's own top-level limit before the call; null when it had none or not a plain number. */
  existingLimit: number | null;
  /** At most this many rows can come back: min(existingLimit, limit), or null when not limited. */
  effectiveLimit: number | null;
}

/** Superset's limitingFactor for a query limited by `requestedLimit` (the dropdown). */
export type LimitingFactor = 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' | 'NOT_LIMITED' | 'UNKNOWN';

const ROW_QUERY_WORDS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE']);
const LOCK_WORDS = new Set(['UPDATE', 'SHARE', 'NO', 'KEY']);

export function applyLimit(sql: string, limit: number, dialect: SqlDialect = 'generic'): LimitedStatement {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new RangeError(`invalid row limit: ${limit}`);
  const group = statementTokenGroups(tokenizeSql(sql, dialect)).at(-1);
  const unchanged: LimitedStatement = { sql, limited: false, existingLimit: null, effectiveLimit: null };
  if (!group) return unchanged;
  const code = group.filter(isCodeToken);
  if (!returnsRows(code, dialect)) return unchanged;

  const clause = findLimitClause(code);
  if (clause === 'unreadable') return wrapped(sql, group, limit);
  if (clause === null) {
    const after = code[insertionIndex(code)]!;
    return {
      sql: `${sql.slice(0, after.end)} LIMIT ${limit}${sql.slice(after.end)}`,
      limited: true,
      existingLimit: null,
      effectiveLimit: limit,
    };
  }
  const { valueToken, value } = clause;
  if (value !== null && value <= limit) {
    return { sql, limited: true, existingLimit: value, effectiveLimit: value };
  }
  // FETCH FIRST ROW ONLY has no count to lower (only reachable with a limit of 0).
  if (value !== null && valueToken.kind !== 'number') return wrapped(sql, group, limit);
  return {
    sql: `${sql.slice(0, valueToken.start)}${limit}${sql.slice(valueToken.end)}`,
    limited: true,
    existingLimit: value,
    effectiveLimit: limit,
  };
}

/** The top-level row limit a query sets itself (LIMIT n, LIMIT m, n, FETCH FIRST n ROWS), or null. */
export function existingLimit(sql: string, dialect: SqlDialect = 'generic'): number | null {
  const group = statementTokenGroups(tokenizeSql(sql, dialect)).at(-1);
  if (!group) return null;
  const clause = findLimitClause(group.filter(isCodeToken));
  return clause === null || clause === 'unreadable' ? null : clause.value;
}

/** Superset's rule: which of the query's own limit and the requested one limits the rows. */
export function limitingFactor(
  queryLimit: number | null,
  requestedLimit: number,
): 'QUERY' | 'DROPDOWN' | 'QUERY_AND_DROPDOWN' {
  if (queryLimit === null || queryLimit > requestedLimit) return 'DROPDOWN';
  return queryLimit < requestedLimit ? 'QUERY' : 'QUERY_AND_DROPDOWN';
}

function returnsRows(code: SqlToken[], dialect: SqlDialect): boolean {
  let index = 0;
  while (code[index]?.kind === 'open') index++;
  const first = keywordOf(code[index]);
  if (first === null) return false;
  const rowWord = ROW_QUERY_WORDS.has(first) || (dialect === 'duckdb' && first === 'FROM');
  return rowWord && classifyCode(code, dialect) === 'select';
}

interface LimitClause {
  /** The token holding the row count (or ALL), replaced when lowering. */
  valueToken: SqlToken;
  value: number | null;
}

function findLimitClause(code: SqlToken[]): LimitClause | 'unreadable' | null {
  for (let index = code.length - 1; index >= 0; index--) {
    const token = code[index]!;
    if (token.depth !== 0) continue;
    const word = keywordOf(token);
    if (word === 'LIMIT') return readLimit(code, index);
    if (word === 'FETCH' && ['FIRST', 'NEXT'].includes(keywordOf(code[index + 1]) ?? '')) {
      return readFetch(code, index);
    }
  }
  return null;
}

/** `LIMIT n [OFFSET m [ROWS]]`, `LIMIT m, n`, `LIMIT ALL`, then nothing but a locking clause. */
function readLimit(code: SqlToken[], at: number): LimitClause | 'unreadable' {
  const first = code[at + 1];
  let clause: LimitClause;
  let next: number;
  if (isPlainNumber(first) && code[at + 2]?.kind === 'comma' && isPlainNumber(code[at + 3])) {
    clause = { valueToken: code[at + 3]!, value: Number(code[at + 3]!.text) };
    next = at + 4;
  } else if (isPlainNumber(first)) {
    clause = { valueToken: first!, value: Number(first!.text) };
    next = at + 2;
  } else if (keywordOf(first) === 'ALL') {
    clause = { valueToken: first!, value: null };
    next = at + 2;
  } else return 'unreadable';
  if (keywordOf(code[next]) === 'OFFSET') {
    if (!isPlainNumber(code[next + 1])) return 'unreadable';
    next += 2;
    if (['ROW', 'ROWS'].includes(keywordOf(code[next]) ?? '')) next++;
  }
  return next === code.length || isLockingClause(code, next) ? clause : 'unreadable';
}

/** `FETCH FIRST|NEXT [n] ROW|ROWS ONLY`, then nothing but a locking clause (WITH TIES is unreadable). */
function readFetch(code: SqlToken[], at: number): LimitClause | 'unreadable' {
  let next = at + 2;
  let clause: LimitClause = { valueToken: code[at + 1]!, value: 1 };
  if (isPlainNumber(code[next])) {
    clause = { valueToken: code[next]!, value: Number(code[next]!.text) };
    next++;
  }
  if (!['ROW', 'ROWS'].includes(keywordOf(code[next]) ?? '') || keywordOf(code[next + 1]) !== 'ONLY') {
    return 'unreadable';
  }
  next += 2;
  return next === code.length || isLockingClause(code, next) ? clause : 'unreadable';
}

function isPlainNumber(token: SqlToken | undefined): boolean {
  return token?.kind === 'number' && /^\d+$/.test(token.text) && Number.isSafeInteger(Number(token.text));
}

/** `FOR UPDATE|SHARE|NO KEY UPDATE|KEY SHARE …` or MySQL's `LOCK IN SHARE MODE`. */
function isLockingClause(code: SqlToken[], at: number): boolean {
  const word = keywordOf(code[at]);
  if (code[at]?.depth !== 0) return false;
  if (word === 'FOR') return LOCK_WORDS.has(keywordOf(code[at + 1]) ?? '');
  return word === 'LOCK' && keywordOf(code[at + 1]) === 'IN';
}

/** The code token after which `LIMIT n` goes: the last one, or the one before a locking clause. */
function insertionIndex(code: SqlToken[]): number {
  for (let index = 1; index < code.length; index++) {
    if (isLockingClause(code, index)) return index - 1;
  }
  return code.length - 1;
}

function wrapped(sql: string, group: SqlToken[], limit: number): LimitedStatement {
  const start = group[0]!.start;
  const end = group[group.length - 1]!.end;
  const inner = sql.slice(start, end);
  return {
    sql: `${sql.slice(0, start)}SELECT * FROM (\n${inner}\n) AS inner_qry LIMIT ${limit}${sql.slice(end)}`,
    limited: true,
    existingLimit: null,
    effectiveLimit: limit,
  };
}
