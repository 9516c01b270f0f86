// Runs a plan's statements in order on the database's pool, recording progress ("Running
// statement i out of n") on the query row, under one overall timeout and the query's stop
// signal. A stopped query (its row marked stopped) stops the run before the next statement.
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
  const deadline = Date.now() + options.timeoutMs;
  const count = plan.statements.length;
  let result = EMPTY;
  for (const [index, statement] of plan.statements.entries()) {
    const progress = `Running statement ${index + 1} out of ${count}`;
    const updated = await updateQueryUnlessStopped(ctx.db, row.id, {
      progress: Math.floor((100 * index) / count),
      extra_json: JSON.stringify({ ...extraOf(row), progress }),
    });
    if (!updated || options.signal.aborted) throw queryStoppedError(engineName);
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw queryTimeoutError(engineName, options.timeoutMs, 'SQLLAB_TIMEOUT_ERROR');
    const isLast = index === count - 1;
    try {
      result = await pool.execute(statement, {
        timeoutMs: remaining,
        maxRows: isLast ? (plan.limit ?? ctx.config.sqlMaxRow) : 1,
        signal: options.signal,
        catalog: row.catalog,
        schema: row.schema,
      });
    } catch (error) {
      // Report the query's whole time limit, not what was left for this statement.
      if (isQueryTimeout(error))
        throw queryTimeoutError(engineName, options.timeoutMs, 'SQLLAB_TIMEOUT_ERROR');
      throw error;
    }
  }
  return result;
}
