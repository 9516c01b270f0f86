// Custom SQL of a chart (adhoc metrics, adhoc columns, WHERE/HAVING extras) checked before it is
// put into a generated query, as Superset's sanitize_clause and validate_adhoc_subquery do: one
// expression only — no second statement, no sub-query (SELECT, FROM or JOIN outside EXTRACT-like
// functions, DuckDB's `(FROM t)`, `(TABLE t)`, functions that run SQL text or read other tables
// and files), no data-changing keyword, balanced brackets, no unclosed comment or string. A clause that ends in a line comment gets a newline,
// so that what follows it in the query is not commented out. Pure.
import type { SqlDialect } from './sqlDialect.ts';
import { isCodeToken, keywordOf, type SqlToken, tokenizeSql } from './sqlTokenizer.ts';

export type AdhocClauseProblem =
  | 'multipleStatements'
  | 'subquery'
  | 'dataChanging'
  | 'unclosedParenthesis'
  | 'unopenedParenthesis'
  | 'unclosedComment'
  | 'unclosedString';

export type AdhocClauseCheck =
  | { ok: true; clause: string }
  | { ok: false; problem: AdhocClauseProblem; message: string };

/** Superset's messages (sanitize_clause, validate_adhoc_subquery). */
export const ADHOC_CLAUSE_MESSAGES: Readonly<Record<AdhocClauseProblem, string>> = {
  multipleStatements: 'Clause contains multiple statements',
  subquery: 'Custom SQL fields cannot contain sub-queries.',
  dataChanging: 'Custom SQL fields cannot change data.',
  unclosedParenthesis: 'Unclosed parenthesis in filter clause',
  unopenedParenthesis: 'Closing unclosed parenthesis in filter clause',
  unclosedComment: 'Unclosed multiline comment',
  unclosedString: 'Unclosed quotation in filter clause',
};

/** Words that only a query holds (EXTRACT(… FROM …) is fine: FROM is checked apart). */
const SUBQUERY_WORDS = new Set(['SELECT', 'WITH', 'VALUES', 'JOIN', 'LATERAL']);
/**
 * Words that start a query where an expression starts (the clause's start, after a bracket) and
 * a name follows: PostgreSQL's and MySQL's `(TABLE t)`, DuckDB's `(FROM t)`, `(PIVOT t …)`,
 * `(SUMMARIZE t)`; a column so named (`show = 1`) is no query.
 */
const QUERY_START_WORDS = new Set([
  'TABLE',
  'FROM',
  'PIVOT',
  'UNPIVOT',
  'SUMMARIZE',
  'DESCRIBE',
  'SHOW',
  'EXPLAIN',
]);
/** Functions whose brackets may hold FROM: EXTRACT(f FROM x), TRIM(… FROM x), SUBSTRING(x FROM n). */
const FROM_FUNCTIONS = new Set(['EXTRACT', 'TRIM', 'SUBSTRING', 'OVERLAY']);
/**
 * Functions that read what the dataset does not hold: SQL in a string (DuckDB's query(),
 * PostgreSQL's query_to_xml, dblink), other tables by name, files. As a sub-query, refused.
 */
const DATA_READING_FUNCTIONS = new Set([
  'QUERY',
  'QUERY_TABLE',
  'READ_TEXT',
  'READ_BLOB',
  'READ_CSV',
  'READ_CSV_AUTO',
  'READ_PARQUET',
  'PARQUET_SCAN',
  'PARQUET_METADATA',
  'PARQUET_SCHEMA',
  'READ_JSON',
  'READ_JSON_AUTO',
  'READ_JSON_OBJECTS',
  'READ_NDJSON',
  'READ_NDJSON_AUTO',
  'READ_NDJSON_OBJECTS',
  'SNIFF_CSV',
  'GETENV',
  'QUERY_TO_XML',
  'QUERY_TO_XMLSCHEMA',
  'QUERY_TO_XML_AND_XMLSCHEMA',
  'TABLE_TO_XML',
  'TABLE_TO_XMLSCHEMA',
  'TABLE_TO_XML_AND_XMLSCHEMA',
  'CURSOR_TO_XML',
  'SCHEMA_TO_XML',
  'DATABASE_TO_XML',
  'DBLINK',
  'DBLINK_EXEC',
  'PG_READ_FILE',
  'PG_READ_BINARY_FILE',
  'PG_LS_DIR',
  'PG_STAT_FILE',
  'LO_IMPORT',
  'LO_EXPORT',
  'LOAD_FILE',
]);
/** Words of statements that change data or schema (not REPLACE or TRUNCATE: also functions). */
const DATA_CHANGING_WORDS = new Set([
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'UPSERT',
  'DROP',
  'ALTER',
  'CREATE',
  'GRANT',
  'REVOKE',
  'ATTACH',
  'DETACH',
  'COPY',
  'CALL',
  'PRAGMA',
  'VACUUM',
]);

function fail(problem: AdhocClauseProblem): AdhocClauseCheck {
  return { ok: false, problem, message: ADHOC_CLAUSE_MESSAGES[problem] };
}

/**
 * A string, quoted name or block comment the tokenizer ran to the end of the text (it was never
 * closed): given one more character, such a token swallows it. The tokenizer knows each
 * dialect's escapes, dollar quotes and nested comments.
 */
function unclosed(token: SqlToken, dialect: SqlDialect): AdhocClauseProblem | null {
  const kind = token.kind;
  if (kind !== 'string' && kind !== 'quotedIdentifier' && kind !== 'blockComment') return null;
  const again = tokenizeSql(`${token.text} `, dialect)[0];
  if (again && again.text.length === token.text.length) return null;
  return kind === 'blockComment' ? 'unclosedComment' : 'unclosedString';
}

/** FROM inside EXTRACT(…)/TRIM(…)/SUBSTRING(…)/OVERLAY(…), or of IS [NOT] DISTINCT FROM. */
function fromInExpression(
  bracketFunction: string | undefined,
  previous: SqlToken | undefined,
  beforePrevious: SqlToken | undefined,
): boolean {
  if (bracketFunction !== undefined && FROM_FUNCTIONS.has(bracketFunction)) return true;
  const before = keywordOf(beforePrevious);
  return keywordOf(previous) === 'DISTINCT' && (before === 'IS' || before === 'NOT');
}

/**
 * What follows a query-start word when it starts a query: a name, a quoted name or file, or a
 * bracket (`(SHOW TABLES)`, `(TABLE t)`, `(SUMMARIZE 'f.csv')`); an operator or the end means it
 * is a column of that name (`show = 1`).
 */
function startsQuery(next: SqlToken | undefined): boolean {
  return (
    next !== undefined &&
    (next.kind === 'word' ||
      next.kind === 'quotedIdentifier' ||
      next.kind === 'string' ||
      next.kind === 'open')
  );
}

/** A function's name before its bracket: a word, or a quoted name (`"query"(…)`), upper-cased. */
function functionNameOf(token: SqlToken | undefined): string {
  if (token?.kind === 'quotedIdentifier') return token.text.slice(1, -1).toUpperCase();
  return keywordOf(token) ?? '';
}

export function checkAdhocClause(clause: string, dialect: SqlDialect = 'generic'): AdhocClauseCheck {
  const tokens = tokenizeSql(clause, dialect);
  /** For each open bracket, the function word it follows ('' for a plain bracket). */
  const brackets: string[] = [];
  /** Where a (trailing) semicolon starts: the clause ends there. */
  let end: number | null = null;
  /** The code token before this one (none at the clause's start) and the one before it. */
  let previous: SqlToken | undefined;
  let beforePrevious: SqlToken | undefined;
  // The code token after each one: a query-start word only starts a query when a name follows.
  const code = tokens.filter(isCodeToken);
  const nextOf = new Map(code.map((token, i) => [token, code[i + 1]]));
  for (const token of tokens) {
    const problem = unclosed(token, dialect);
    if (problem) return fail(problem);
    if (!isCodeToken(token)) continue;
    if (token.kind === 'semicolon') {
      end ??= token.start;
      continue;
    }
    if (end !== null) return fail('multipleStatements');
    if (token.kind === 'open') brackets.push(functionNameOf(previous));
    if (token.kind === 'close' && brackets.pop() === undefined) return fail('unopenedParenthesis');
    const word = keywordOf(token);
    if (word !== null) {
      const atExpressionStart = previous === undefined || previous.kind === 'open';
      if (SUBQUERY_WORDS.has(word)) return fail('subquery');
      if (atExpressionStart && QUERY_START_WORDS.has(word) && startsQuery(nextOf.get(token)))
        return fail('subquery');
      if (word === 'FROM' && !fromInExpression(brackets.at(-1), previous, beforePrevious))
        return fail('subquery');
      if (DATA_CHANGING_WORDS.has(word)) return fail('dataChanging');
    }
    if (token.kind === 'open' && DATA_READING_FUNCTIONS.has(functionNameOf(previous)))
      return fail('subquery');
    beforePrevious = previous;
    previous = token;
  }
  if (brackets.length > 0) return fail('unclosedParenthesis');
  const kept = end === null ? clause : clause.slice(0, end).trimEnd();
  const last = tokenizeSql(kept, dialect).at(-1);
  const endsInLineComment = last?.kind === 'lineComment' && !last.text.endsWith('\n');
  return { ok: true, clause: endsInLineComment ? `${kept}\n` : kept };
}
