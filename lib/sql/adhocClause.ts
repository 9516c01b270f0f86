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

export function checkAdhocClause(clause: string, dialect: SqlDialect = 'generic'): AdhocClauseCheck {
  const tokens = tokenizeSql(clause, dialect);
  let open = 0;
  /** Where a (trailing) semicolon starts: the clause ends there. */
  let end: number | null = null;
  for (const token of tokens) {
    const problem = unclosed(token, dialect);
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
