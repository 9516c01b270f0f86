// SQL text helpers shared by the SQL editor and the server: tokenizer, statement splitting,
// statement under the cursor, read-only classification and row limits. Pure, no parser.
export {
  ADHOC_CLAUSE_MESSAGES,
  type AdhocClauseCheck,
  type AdhocClauseProblem,
  checkAdhocClause,
} from './adhocClause.ts';
export {
  applyLimit,
  existingLimit,
  type LimitedStatement,
  type LimitingFactor,
  limitingFactor,
} from './applyLimit.ts';
export { classifyStatement, isReadOnlyStatement, type StatementKind } from './classifyStatement.ts';
export { type SqlStatement, splitStatements, statementAt } from './splitStatements.ts';
export type { SqlDialect } from './sqlDialect.ts';
export { isCodeToken, type SqlToken, type SqlTokenKind, tokenizeSql } from './sqlTokenizer.ts';
