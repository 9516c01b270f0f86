// Custom SQL of a chart (adhoc metrics, adhoc columns, WHERE/HAVING extras) checked before it is
// put into a generated query, as Superset's sanitize_clause and validate_adhoc_subquery do: one
// expression only — no second statement, no sub-query, no data-changing keyword, balanced
// brackets, no unclosed comment or string. A clause that ends in a line comment gets a newline,
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

/** Words that start a query: none belongs in an expression (EXTRACT(… FROM …) is fine). */
const SUBQUERY_WORDS = new Set(['SELECT', 'WITH', 'VALUES']);
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

function unclosed(token: SqlToken): AdhocClauseProblem | null {
  if (token.kind === 'blockComment' && !token.text.endsWith('*/')) return 'unclosedComment';
  if (token.kind === 'blockComment' && token.text.length < 4) return 'unclosedComment';
  if (token.kind === 'string' && token.text.startsWith('$')) {
    // A dollar-quoted string: $tag$ … $tag$.
    const tag = /^\$[A-Za-z_0-9]*\$/.exec(token.text)?.[0];
    return tag && token.text.length >= 2 * tag.length && token.text.endsWith(tag) ? null : 'unclosedString';
  }
  if (token.kind === 'string' || token.kind === 'quotedIdentifier') {
    // Closed when it ends in its quote and the quotes inside come in (doubled) pairs; a
    // backslash escape may hide one (refusing a rare closed string is the safe side).
    const body = token.text.replace(/^[EeNnXxBb](?=')/, '');
    const quote = body[0] === '[' ? ']' : body[0];
    if (quote === undefined || body.length < 2 || body.at(-1) !== quote) return 'unclosedString';
    const count = body.replace(/\\./g, '').split(quote).length - 1;
    if (quote !== ']' && count % 2 !== 0) return 'unclosedString';
  }
  return null;
}

export function checkAdhocClause(clause: string, dialect: SqlDialect = 'generic'): AdhocClauseCheck {
  const tokens = tokenizeSql(clause, dialect);
  let open = 0;
  /** Where a (trailing) semicolon starts: the clause ends there. */
  let end: number | null = null;
  for (const token of tokens) {
    const problem = unclosed(token);
    if (problem) return fail(problem);
    if (!isCodeToken(token)) continue;
    if (token.kind === 'semicolon') {
      end ??= token.start;
      continue;
    }
    if (end !== null) return fail('multipleStatements');
    if (token.kind === 'open') open++;
    if (token.kind === 'close' && --open < 0) return fail('unopenedParenthesis');
    const word = keywordOf(token);
    if (word !== null && SUBQUERY_WORDS.has(word)) return fail('subquery');
    if (word !== null && DATA_CHANGING_WORDS.has(word)) return fail('dataChanging');
  }
  if (open > 0) return fail('unclosedParenthesis');
  const kept = end === null ? clause : clause.slice(0, end).trimEnd();
  const last = tokenizeSql(kept, dialect).at(-1);
  const endsInLineComment = last?.kind === 'lineComment' && !last.text.endsWith('\n');
  return { ok: true, clause: endsInLineComment ? `${kept}\n` : kept };
}
