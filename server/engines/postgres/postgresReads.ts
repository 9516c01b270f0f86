// What a PostgreSQL statement reads, by PostgreSQL's own parser (libpg-query: the server's
// grammar compiled to WebAssembly): every RangeVar outside CTE scopes (the tables and views of
// FROM, JOIN, sub-queries, and the targets of DML), the functions called in FROM (RangeFunction)
// and every function called anywhere (FuncCall),
// through EXPLAIN and CTE bodies alike. Unquoted names arrive folded to lower case, as the server
// folds them. A plain WITH's CTE sees the CTEs before it; WITH RECURSIVE makes every CTE of the
// list visible to every other one, as PostgreSQL does.
import { parse } from 'libpg-query';
import {
  CteScope,
  cteScopes,
  isRecord,
  ReadsCollector,
  type StatementReads,
  severalStatements,
  unreadableStatement,
} from '../reads/statementReads.ts';

const ENGINE_NAME = 'PostgreSQL';

export async function postgresReadsOf(statement: string): Promise<StatementReads> {
  let tree: unknown;
  try {
    tree = await parse(statement);
  } catch (error) {
    throw unreadableStatement(ENGINE_NAME, error instanceof Error ? error.message : String(error));
  }
  const statements = isRecord(tree) && Array.isArray(tree.stmts) ? tree.stmts : [];
  if (statements.length > 1) throw severalStatements(ENGINE_NAME);
  if (statements.length !== 1) throw unreadableStatement(ENGINE_NAME, 'not exactly one statement');
  const collector = new ReadsCollector();
  walk(statements[0], new CteScope([], true), collector);
  return collector.result();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** `{String: {sval}}` items of a name list, e.g. a FuncCall's funcname. */
function nameParts(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) =>
    isRecord(item) && isRecord(item.String) && typeof item.String.sval === 'string' ? [item.String.sval] : [],
  );
}

function withClauseScope(
  clause: Record<string, unknown>,
  scope: CteScope,
  collector: ReadsCollector,
): CteScope {
  const ctes = (Array.isArray(clause.ctes) ? clause.ctes : [])
    .map((item) => (isRecord(item) && isRecord(item.CommonTableExpr) ? item.CommonTableExpr : null))
    .filter((cte): cte is Record<string, unknown> => cte !== null);
  const names = ctes.map((cte) => String(cte.ctename));
  const scopes = cteScopes(scope, names, clause.recursive === true ? 'all' : 'earlier');
  ctes.forEach((cte, index) => {
    walk(cte.ctequery, scopes[index]!, collector);
  });
  return scope.with(names);
}

function walk(node: unknown, scope: CteScope, collector: ReadsCollector): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, collector);
    return;
  }
  if (!isRecord(node)) return;
  const inner = isRecord(node.withClause) ? withClauseScope(node.withClause, scope, collector) : scope;
  // A RangeVar's fields, whether wrapped ({RangeVar: …} in FROM) or bare (a DML statement's
  // relation, CREATE TABLE AS's into.rel).
  if (typeof node.relname === 'string') {
    const reference = { catalog: text(node.catalogname), schema: text(node.schemaname), table: node.relname };
    if (!inner.isCte(reference)) collector.table(reference);
  }
  if (isRecord(node.RangeFunction)) collectFunctions(node.RangeFunction.functions, collector);
  if (isRecord(node.FuncCall)) {
    const parts = nameParts(node.FuncCall.funcname);
    if (parts.length > 0) collector.call(parts.join('.'));
  }
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'withClause' && typeof value === 'object' && value !== null) walk(value, inner, collector);
  }
}

/** The FuncCall names directly under a RangeFunction's functions (ROWS FROM lists several). */
function collectFunctions(functions: unknown, collector: ReadsCollector): void {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isRecord(node)) return;
    if (isRecord(node.FuncCall)) {
      const parts = nameParts(node.FuncCall.funcname);
      if (parts.length > 0) collector.tableFunction(parts.join('.'));
      return;
    }
    if (isRecord(node.List)) visit(node.List.items);
    else for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  visit(functions);
}
