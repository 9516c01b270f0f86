// Prepared statements kept per DuckDB connection, by SQL text. A statement run again (a chart
// refreshed or forced, a dashboard's charts re-queried) skips DuckDB's parse, bind and plan and
// one round trip to its threads — on a small query that round trip is most of the engine time.
// A statement without values is kept from its second run on: its first runs in one call (a
// prepare first would be a second round trip, wasted on SQL seen once, as explore's is while
// its controls change).
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

/** SQL without values run once on a connection (prepared and kept when it comes again), at most this many. */
export const SEEN_ONCE_PER_CONNECTION = 64;

const seenOnce = new WeakMap<DuckDBConnection, Set<string>>();

/**
 * Runs one statement to completion: with values, or from its second run on, on a kept prepared
 * statement (runPrepared); a statement without values seen for the first time, in one call.
 */
export function runBoundedStatement(
  connection: DuckDBConnection,
  sql: string,
  values: DuckDBValue[] | undefined,
): Promise<DuckDBMaterializedResult> {
  if (values && values.length > 0) return runPrepared(connection, sql, values);
  if (kept.get(connection)?.has(sql)) return runPrepared(connection, sql, []);
  let seen = seenOnce.get(connection);
  if (!seen) {
    seen = new Set();
    seenOnce.set(connection, seen);
  }
  if (seen.delete(sql)) return runPrepared(connection, sql, []);
  seen.add(sql);
  if (seen.size > SEEN_ONCE_PER_CONNECTION) seen.delete(seen.values().next().value as string);
  return connection.run(sql);
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
