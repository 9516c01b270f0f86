// The FROM of a dataset: its quoted [schema.]table, or a virtual dataset's SQL as the sub-query
// `(<sql>) AS virtual_table` — one read-only statement, as Superset requires. Pure.
import { isReadOnlyStatement, splitStatements } from '../../lib/sql/index.ts';
import type { CompileScope } from './compileScope.ts';
import { QueryCompileError } from './queryError.ts';

export function fromClause(scope: CompileScope): string {
  const { datasource, engine } = scope;
  if (datasource.sql?.trim()) {
    const statements = splitStatements(datasource.sql, engine.dialect);
    if (statements.length !== 1) {
      throw new QueryCompileError('Virtual dataset query cannot consist of multiple statements');
    }
    const sql = statements[0]!.text.trim();
    if (!isReadOnlyStatement(sql, engine.dialect)) {
      throw new QueryCompileError('Virtual dataset query must be read-only');
    }
    return `(\n${sql}\n) AS virtual_table`;
  }
  const table = engine.quoteIdentifier(datasource.table_name);
  return datasource.schema ? `${engine.quoteIdentifier(datasource.schema)}.${table}` : table;
}
