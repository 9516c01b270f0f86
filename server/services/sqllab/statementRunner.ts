// Runs a plan's statements in order, recording progress ("Running statement i out of n") on the
// query row, under one overall timeout and the query's stop signal. A single statement runs on
// any pooled connection; a script holds one connection (a session) for all its statements, so
// `SET search_path` / `USE db` / temporary tables carry over. A stopped query (its row marked
// stopped) stops the run before the next statement.
import type { EnginePool, QueryResult } from '../../engines/engineSpec.ts';
import { isQueryTimeout, queryStoppedError, queryTimeoutError } from '../../engines/errors.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import { updateQueryUnlessStopped } from '../../store/repositories/queriesRepository.ts';
import type { ExecutionPlan } from './executionPlan.ts';
import { extraOf } from './queryShapes.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

export interface RunOptions {
  signal: AbortSignal;
  timeoutMs: number;
  /** Rows of the last statement to keep (the display limit); the rest are only counted. */
  keepRows?: number;
}

const EMPTY: QueryResult = { columns: [], rows: [], rowCount: 0, truncated: false, rowsAffected: null };

export async function runStatements(
  ctx: SqlLabContext,
  row: QueryRow,
  pool: EnginePool,
  plan: ExecutionPlan,
  options: RunOptions,
): Promise<QueryResult> {
  const engineName = pool.spec.engineName;
  const count = plan.statements.length;
  const lastMaxRows = plan.limit ?? ctx.config.sqlMaxRow;
  if (count === 0) return EMPTY;
  try {
    if (count === 1) {
      await recordProgress(ctx, row, 0, 1, options.signal, engineName);
      return await pool.execute(plan.statements[0]!, {
        timeoutMs: options.timeoutMs,
        maxRows: lastMaxRows,
        ...(options.keepRows === undefined ? {} : { keepRows: options.keepRows }),
        signal: options.signal,
        catalog: row.catalog,
        schema: row.schema,
      });
    }
    // A script runs on one connection: SET / USE and temporary tables reach the next statements.
    return await pool.withSession(
      async (session) => {
        let result = EMPTY;
        for (const [index, statement] of plan.statements.entries()) {
          await recordProgress(ctx, row, index, count, options.signal, engineName);
          const last = index === count - 1;
          result = await session.execute(statement, {
            maxRows: last ? lastMaxRows : 1,
            ...(last && options.keepRows !== undefined ? { keepRows: options.keepRows } : {}),
          });
        }
        return result;
      },
      { signal: options.signal, timeoutMs: options.timeoutMs, catalog: row.catalog, schema: row.schema },
    );
  } catch (error) {
    // Report the query's whole time limit.
    if (isQueryTimeout(error)) throw queryTimeoutError(engineName, options.timeoutMs, 'SQLLAB_TIMEOUT_ERROR');
    throw error;
  }
}

/** "Running statement i out of n" on the query row; a stopped query ends the run here. */
async function recordProgress(
  ctx: SqlLabContext,
  row: QueryRow,
  index: number,
  count: number,
  signal: AbortSignal,
  engineName: string,
): Promise<void> {
  const progress = `Running statement ${index + 1} out of ${count}`;
  const updated = await updateQueryUnlessStopped(ctx.db, row.id, {
    progress: Math.floor((100 * index) / count),
    extra_json: JSON.stringify({ ...extraOf(row), progress }),
  });
  if (!updated || signal.aborted) throw queryStoppedError(engineName);
}
