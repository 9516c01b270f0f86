// What a DuckDB statement reads, by DuckDB's own parser: json_serialize_sql on a private
// in-memory instance (no files, no extensions, settings locked) gives the statement's tree, and
// the walk collects its BASE_TABLE references outside CTE scopes, its TABLE_FUNCTION calls, every
// FUNCTION expression and SHOW / DESCRIBE of the whole database. A CTE sees the CTEs before it and, in a recursive term,
// itself; `WITH t AS (SELECT * FROM t)` reads the table t (DuckDB resolves it so). json_serialize_sql reads SELECT statements (FROM-first,
// SHOW, DESCRIBE, SUMMARIZE too); EXPLAIN [ANALYZE] is read through the statement it explains;
// anything else is unreadable.
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import {
  CteScope,
  cteScopes,
  isRecord,
  ReadsCollector,
  type StatementReads,
  severalStatements,
  unreadableStatement,
} from '../reads/statementReads.ts';

const ENGINE_NAME = 'DuckDB';
const EXPLAIN_PREFIX = /^\s*EXPLAIN(\s+ANALY[SZ]E)?\s+/i;

let parser: Promise<DuckDBConnection> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function parserConnection(): Promise<DuckDBConnection> {
  parser ??= DuckDBInstance.create(':memory:', {
    enable_external_access: 'false',
    autoinstall_known_extensions: 'false',
    autoload_known_extensions: 'false',
    lock_configuration: 'true',
    threads: '1',
  }).then((instance) => instance.connect());
  return parser;
}

/** One statement at a time on the parser's connection. */
function serialize(sql: string): Promise<unknown> {
  const run = queue.then(async () => {
    const connection = await parserConnection();
    const reader = await connection.runAndReadAll('SELECT json_serialize_sql($1::VARCHAR) AS tree', [sql]);
    const text = reader.getRowObjects()[0]?.tree;
    return JSON.parse(String(text)) as unknown;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** How many statements DuckDB's parser finds in the text (0 when it cannot split it). */
function statementCount(sql: string): Promise<number> {
  const run = queue.then(async () => {
    const connection = await parserConnection();
    return (await connection.extractStatements(sql)).count;
  });
  queue = run.catch(() => undefined);
  return run.catch(() => 0);
}

export async function duckdbReadsOf(statement: string): Promise<StatementReads> {
  const explained = statement.replace(EXPLAIN_PREFIX, '');
  const tree = await serialize(explained);
  if (!isRecord(tree) || tree.error !== false || !Array.isArray(tree.statements)) {
    const detail = isRecord(tree) && typeof tree.error_message === 'string' ? tree.error_message : 'no tree';
    // Not a SELECT: DuckDB's parser still tells how many statements the text holds.
    if ((await statementCount(explained)) > 1) throw severalStatements(ENGINE_NAME);
    throw unreadableStatement(ENGINE_NAME, detail);
  }
  if (tree.statements.length !== 1) throw severalStatements(ENGINE_NAME);
  const collector = new ReadsCollector();
  walk(tree.statements[0], new CteScope(), collector);
  return collector.result();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function walk(node: unknown, scope: CteScope, collector: ReadsCollector): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, scope, collector);
    return;
  }
  if (!isRecord(node)) return;
  let inner = scope;
  const map = isRecord(node.cte_map) && Array.isArray(node.cte_map.map) ? node.cte_map.map : null;
  if (map && map.length > 0) {
    const entries = map.filter(isRecord);
    const names = entries.map((entry) => String(entry.key));
    // A CTE sees the ones before it; its own name only in a recursive term (RECURSIVE_CTE_NODE).
    const scopes = cteScopes(scope, names, 'earlier');
    entries.forEach((entry, index) => {
      walk(entry.value, scopes[index]!, collector);
    });
    inner = scope.with(names);
  }
  if (node.type === 'RECURSIVE_CTE_NODE' && typeof node.cte_name === 'string') {
    walk(node.left, inner, collector);
    walk(node.right, inner.with([node.cte_name]), collector);
    return;
  }
  if (node.type === 'BASE_TABLE' && typeof node.table_name === 'string') {
    const reference = {
      catalog: text(node.catalog_name),
      schema: text(node.schema_name),
      table: node.table_name,
    };
    if (!inner.isCte(reference)) collector.table(reference);
  } else if (node.type === 'TABLE_FUNCTION' && isRecord(node.function)) {
    const name = text(node.function.function_name);
    if (name) collector.tableFunction(name);
  } else if (node.type === 'SHOW_REF' && !isRecord(node.query)) {
    collector.listsObjects = true;
  }
  if (node.class === 'FUNCTION') {
    const name = text(node.function_name);
    if (name) collector.call(name);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'cte_map') continue;
    if (typeof value === 'object' && value !== null) walk(value, inner, collector);
  }
}
