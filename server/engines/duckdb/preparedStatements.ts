// Prepared statements kept per DuckDB connection, by SQL text. A statement run again (a chart
// refreshed or forced, a dashboard's charts re-queried) skips DuckDB's parse, bind and plan and
// one round trip to its threads — on a small query that round trip is most of the engine time.
// DuckDB re-binds a kept statement itself when the catalog changed under it (a column added, a
// table re-created). Bounded per connection, least recently used out; a statement whose run
// failed is dropped; closing the connection destroys the rest (the driver tracks them).
import type {
  DuckDBConnection,
  DuckDBMaterializedResult,
  DuckDBPreparedStatement,
  DuckDBValue,
} from '@duckdb/node-api';

/** Statements kept per connection. */
export const KEPT_STATEMENTS_PER_CONNECTION = 32;

const kept = new WeakMap<DuckDBConnection, Map<string, DuckDBPreparedStatement>>();

function keptOn(connection: DuckDBConnection): Map<string, DuckDBPreparedStatement> {
  let statements = kept.get(connection);
  if (!statements) {
    statements = new Map();
    kept.set(connection, statements);
  }
  return statements;
}

/** Runs one statement (DuckDB refuses several) with its values, on a kept statement when there is one. */
export async function runPrepared(
  connection: DuckDBConnection,
  sql: string,
  values: DuckDBValue[],
): Promise<DuckDBMaterializedResult> {
  const statements = keptOn(connection);
  const known = statements.get(sql);
  // Taken out while it runs; put back as the most recently used when it ran.
  statements.delete(sql);
  const prepared = known ?? (await connection.prepare(sql));
  let result: DuckDBMaterializedResult;
  try {
    prepared.clearBindings();
    prepared.bind(values);
    result = await prepared.run();
  } catch (error) {
    prepared.destroySync();
    throw error;
  }
  statements.set(sql, prepared);
  if (statements.size > KEPT_STATEMENTS_PER_CONNECTION) {
    const [oldestSql, oldest] = statements.entries().next().value!;
    statements.delete(oldestSql);
    oldest.destroySync();
  }
  return result;
}

/** How many statements the connection keeps (for tests). */
export function keptStatementCount(connection: DuckDBConnection): number {
  return kept.get(connection)?.size ?? 0;
}
