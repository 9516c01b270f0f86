// How a run ends on the query row: success (results stored under a new results key), stopped,
// timed out or failed — a stopped query is never overwritten. Errors become replies.
import { randomUUID } from 'node:crypto';
import type { QueryResult } from '../../engines/engineSpec.ts';
import { isEngineError, isQueryStopped, isQueryTimeout } from '../../engines/errors.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import { findQueryById, updateQueryUnlessStopped } from '../../store/repositories/queriesRepository.ts';
import { asReplyError } from '../databases/engineFailure.ts';
import { LoupeError } from '../shared/loupeError.ts';
import { type ExecutionPlan, finalLimitingFactor } from './executionPlan.ts';
import { extraOf } from './queryShapes.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

export type Outcome =
  | { status: 'success'; row: QueryRow; result: QueryResult }
  | { status: 'stopped'; row: QueryRow };

export async function recordSuccess(
  ctx: SqlLabContext,
  row: QueryRow,
  plan: ExecutionPlan,
  result: QueryResult,
): Promise<Outcome> {
  const key = randomUUID();
  ctx.results.set(key, {
    queryId: row.id,
    userId: row.user_id,
    columns: result.columns,
    rows: result.rows,
    rowCount: result.rowCount,
  });
  const now = Date.now();
  const { progress: _progress, ...extra } = extraOf(row);
  const updated = await updateQueryUnlessStopped(ctx.db, row.id, {
    status: 'success',
    progress: 100,
    rows: result.rowCount,
    limiting_factor: finalLimitingFactor(plan, result.rowCount, result.truncated),
    results_key: key,
    select_as_cta_used: plan.ctas ? 1 : 0,
    end_time: now,
    end_result_backend_time: now,
    extra_json: JSON.stringify(extra),
  });
  if (updated) return { status: 'success', row: updated, result };
  ctx.results.delete(key);
  return { status: 'stopped', row: (await findQueryById(ctx.db, row.id)) ?? row };
}

/**
 * Records why a run did not succeed. Returns the stopped row for a stopped query; otherwise the
 * query is saved as timed_out / failed and the reply error comes back to be thrown.
 */
export async function recordFailure(
  ctx: SqlLabContext,
  row: QueryRow,
  error: unknown,
): Promise<{ stopped: QueryRow } | { error: unknown }> {
  const current = await findQueryById(ctx.db, row.id);
  if (isQueryStopped(error) || current?.status === 'stopped') {
    return { stopped: current ?? { ...row, status: 'stopped' } };
  }
  const message = error instanceof Error ? error.message : String(error);
  await updateQueryUnlessStopped(ctx.db, row.id, {
    status: isQueryTimeout(error) ? 'timed_out' : 'failed',
    error_message: message,
    end_time: Date.now(),
  });
  if (isQueryTimeout(error) && isEngineError(error)) {
    return {
      error: new LoupeError(408, error.message, {
        errorType: error.errorType,
        extra: error.extra,
        errors: [error.toPayload()],
      }),
    };
  }
  return { error: asReplyError(error) };
}
