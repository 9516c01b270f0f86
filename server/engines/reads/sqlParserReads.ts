// What a MySQL, MariaDB or SQLite statement reads, by node-sql-parser's grammar for that engine
// (a maintained parser; neither server lends its own parser to a client): the tables of FROM,
// JOIN, sub-queries, DESCRIBE and DML targets outside CTE scopes (`db.table` is the schema and
// table: MySQL's databases are schemas, SQLite's are attached files), the functions called in
// FROM (SQLite's table-valued pragma_* and json_each), every function called anywhere, and SHOW
// statements.
import nodeSqlParser from 'node-sql-parser';
import {
  CteScope,
  cteScopes,
  isRecord,
  ReadsCollector,
  type StatementReads,
  severalStatements,
  unreadableStatement,
} from './statementReads.ts';

export type SqlParserDialect = 'MySQL' | 'MariaDB' | 'Sqlite';

const parser = new nodeSqlParser.Parser();
/** Keys node-sql-parser adds with precomputed lists (CTE names included): not part of the tree. */
const DERIVED_KEYS = new Set(['tableList', 'columnList']);

export function sqlParserReadsOf(
  statement: string,
  dialect: SqlParserDialect,
  engineName: string,
): StatementReads {
  let tree: unknown;
  try {
    tree = parser.astify(statement, { database: dialect });
  } catch (error) {
    throw unreadableStatement(engineName, error instanceof Error ? error.message : String(error));
  }
  const statements = Array.isArray(tree) ? tree : [tree];
  if (statements.length > 1) throw severalStatements(engineName);
  if (statements.length !== 1) throw unreadableStatement(engineName, 'not exactly one statement');
  const collector = new ReadsCollector();
  walk(statements[0], new CteScope([], dialect !== 'Sqlite'), collector);
  return collector.result();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function cteName(entry: Record<string, unknown>): string {
  const name = entry.name;
  return isRecord(name) ? String(name.value) : String(name);
}

function withScope(entries: unknown[], scope: CteScope, collector: ReadsCollector): CteScope {
  const ctes = entries.filter(isRecord);
  const names = ctes.map(cteName);
  const recursive = ctes.some((cte) => cte.recursive === true);
  const scopes = cteScopes(scope, names, recursive ? 'earlierAndSelf' : 'earlier');
  ctes.forEach((cte, index) => {
    walk(cte.stmt, scopes[index]!, collector);
  });
  return scope.with(names);
}

/** A table reference: `{db, table}` in FROM / DML targets (a column ref has a `column`). */
function isTableReference(node: Record<string, unknown>): boolean {
  return typeof node.table === 'string' && 'db' in node && !('column' in node) && node.type !== 'column_ref';
}

function functionName(node: Record<string, unknown>): string | null {
  const name = node.name;
  if (typeof name === 'string') return name;
  if (isRecord(name) && Array.isArray(name.name)) {
    const parts = name.name.flatMap((part) =>
      isRecord(part) && typeof part.value === 'string' ? [part.value] : [],
    );
    return parts.length > 0 ? parts.join('.') : null;
  }
  return null;
}

function walk(node: unknown, scope: CteScope, collector: ReadsCollector): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, collector);
    return;
  }
  if (!isRecord(node)) return;
  const inner = Array.isArray(node.with) ? withScope(node.with, scope, collector) : scope;
  if (node.type === 'show') collector.listsObjects = true;
  if (node.type === 'function') {
    const name = functionName(node);
    if (name) collector.call(name);
  }
  if (node.type === 'desc' && typeof node.table === 'string') {
    collector.table({ catalog: null, schema: null, table: node.table });
  } else if (isTableReference(node)) {
    const reference = { catalog: null, schema: text(node.db), table: node.table as string };
    if (!inner.isCte(reference)) collector.table(reference);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'with' || DERIVED_KEYS.has(key) || typeof value !== 'object' || value === null) continue;
    if (key === 'from' && Array.isArray(value)) {
      for (const item of value) {
        if (isRecord(item) && isRecord(item.expr) && item.expr.type === 'function') {
          const name = functionName(item.expr);
          if (name) collector.tableFunction(name);
        }
      }
    }
    walk(value, inner, collector);
  }
}
