// POST /api/v1/sqllab/execute/: checks the database, saves the query, renders the template,
// plans the statements, then runs them now (200 with the results) or queues them (202 with the
// pending query, when asked and the database allows async).
import { randomBytes } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import {
  findQueryByClientId,
  insertQuery,
  updateQueryUnlessStopped,
} from '../../store/repositories/queriesRepository.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import { can, type Principal } from '../security/principal.ts';
import { badRequest, forbidden, LoupeError } from '../shared/loupeError.ts';
import { type CtasTarget, type ExecutionPlan, planExecution } from './executionPlan.ts';
import { assertQueryAccess } from './queryAccess.ts';
import { recordFailure, recordSuccess } from './queryOutcome.ts';
import {
  type ClientQuery,
  executionPayload,
  type QueryExecutionResponse,
  toClientQuery,
} from './queryShapes.ts';
import {
  ASYNC_TIME_LIMIT_MS,
  type AsyncQueryJob,
  DEFAULT_SQLLAB_LIMIT,
  type SqlLabContext,
} from './sqlLabContext.ts';
import { parseTemplateParams, renderSqlTemplate } from './sqlTemplates.ts';
import { runStatements } from './statementRunner.ts';

export type ExecutePayload = components['schemas']['ExecutePayload'];

export type ExecuteReply =
  | { status: 200; body: QueryExecutionResponse }
  | { status: 202; body: { query: ClientQuery } };

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** Superset's default CTAS name: tmp_<userid>_table_<YYYY_MM_DD_HH_MM_SS>. */
export function defaultTempTableName(userId: number, now = new Date()): string {
  const parts = [
    now.getUTCFullYear(),
    now.getUTCMonth() + 1,
    now.getUTCDate(),
    now.getUTCHours(),
    now.getUTCMinutes(),
    now.getUTCSeconds(),
  ];
  return `tmp_${userId}_table_${parts.map(pad).join('_')}`;
}

function newClientId(): string {
  return randomBytes(8).toString('base64url').slice(0, 11);
}

function ctasTarget(body: ExecutePayload, database: DatabaseRow, userId: number): CtasTarget | null {
  if (!body.select_as_cta) return null;
  const method = body.ctas_method ?? 'TABLE';
  if (method === 'TABLE' && database.allow_ctas !== 1) {
    throw new LoupeError(400, 'This database does not allow CREATE TABLE AS SELECT.', {
      errorType: 'INVALID_CTAS_QUERY_ERROR',
    });
  }
  if (method === 'VIEW' && database.allow_cvas !== 1) {
    throw new LoupeError(400, 'This database does not allow CREATE VIEW AS SELECT.', {
      errorType: 'INVALID_CVAS_QUERY_ERROR',
    });
  }
  return {
    method,
    table: body.tmp_table_name || defaultTempTableName(userId),
    schema: database.force_ctas_schema || body.schema || null,
  };
}

async function saveQuery(
  ctx: SqlLabContext,
  principal: Principal,
  body: ExecutePayload,
  status: 'pending' | 'running',
  ctas: CtasTarget | null,
  limit: number,
): Promise<QueryRow> {
  const clientId = body.client_id || newClientId();
  const existing = await findQueryByClientId(ctx.db, clientId);
  if (existing) throw badRequest(`A query with client_id ${clientId} already exists.`);
  return insertQuery(ctx.db, {
    client_id: clientId,
    database_id: body.database_id,
    user_id: principal.user.id,
    status,
    tab_name: body.tab ?? null,
    sql_editor_id: body.sql_editor_id ?? null,
    catalog: body.catalog ?? null,
    schema: body.schema ?? null,
    sql: body.sql,
    limit,
    select_as_cta: ctas ? 1 : 0,
    select_as_cta_used: 0,
    limiting_factor: 'UNKNOWN',
    ctas_method: ctas?.method ?? null,
    tmp_table_name: ctas?.table ?? null,
    tmp_schema_name: ctas?.schema ?? null,
    start_time: Date.now(),
    progress: 0,
  });
}

/** The rendered template, checked for the caller's access to every table it reads, then planned. */
async function plan(
  ctx: SqlLabContext,
  principal: Principal,
  body: ExecutePayload,
  database: DatabaseRow,
  pool: EnginePool,
  ctas: CtasTarget | null,
  limit: number,
): Promise<ExecutionPlan> {
  const params = parseTemplateParams(body.templateParams);
  const rendered = renderSqlTemplate(body.sql, params, principal.user);
  await assertQueryAccess(ctx.db, principal, database, pool, rendered, body.schema ?? null);
  return planExecution(pool, rendered, { allowDml: database.allow_dml === 1, limit, ctas });
}

export async function executeSql(
  ctx: SqlLabContext,
  principal: Principal,
  body: ExecutePayload,
): Promise<ExecuteReply> {
  if (!can(principal, 'can_read', 'Database')) throw forbidden('can_read', 'Database');
  const { row: database, pool } = await ctx.databases.open(body.database_id);
  if (database.expose_in_sqllab !== 1) {
    throw new LoupeError(403, `Database ${database.database_name} is not exposed in SQL Lab.`, {
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
    });
  }
  const requested = body.queryLimit || (body.queryLimit === 0 ? ctx.config.sqlMaxRow : DEFAULT_SQLLAB_LIMIT);
  const limit = Math.min(requested, ctx.config.sqlMaxRow);
  const ctas = ctasTarget(body, database, principal.user.id);
  const runAsync = body.runAsync === true && database.allow_run_async === 1;
  let row = await saveQuery(ctx, principal, body, runAsync ? 'pending' : 'running', ctas, limit);
  let planned: ExecutionPlan;
  try {
    planned = await plan(ctx, principal, body, database, pool, ctas, limit);
    row =
      (await updateQueryUnlessStopped(ctx.db, row.id, {
        executed_sql: planned.statements.join(';\n'),
        select_sql: planned.selectSql,
      })) ?? row;
  } catch (error) {
    const failure = await recordFailure(ctx, row, error);
    throw 'error' in failure ? failure.error : error;
  }
  const owner = { databaseName: database.database_name, username: principal.user.username };
  if (runAsync) {
    await ctx.queue.enqueue({ queryId: row.id, plan: planned });
    return { status: 202, body: { query: toClientQuery(row, owner) } };
  }
  const run = ctx.running.start(row.client_id);
  try {
    const result = await runStatements(ctx, row, pool, planned, {
      signal: run.signal,
      timeoutMs: ctx.config.sqllabTimeoutSeconds * 1000,
      keepRows: ctx.config.displayMaxRow,
    });
    const outcome = await recordSuccess(ctx, row, planned, result);
    const query = toClientQuery(outcome.row, owner);
    if (outcome.status === 'stopped')
      return { status: 200, body: executionPayload(query, { columns: [], rows: [] }, 0) };
    return { status: 200, body: executionPayload(query, outcome.result, ctx.config.displayMaxRow) };
  } catch (error) {
    const failure = await recordFailure(ctx, row, error);
    if ('error' in failure) throw failure.error;
    return {
      status: 200,
      body: executionPayload(toClientQuery(failure.stopped, owner), { columns: [], rows: [] }, 0),
    };
  } finally {
    run.release();
  }
}

/** The queue's processor: runs a queued query unless it was stopped meanwhile. */
export async function runQueuedQuery(ctx: SqlLabContext, job: AsyncQueryJob): Promise<void> {
  const started = await updateQueryUnlessStopped(ctx.db, job.queryId, {
    status: 'running',
    start_running_time: Date.now(),
  });
  if (!started) return;
  const run = ctx.running.start(started.client_id);
  try {
    const { pool } = await ctx.databases.open(started.database_id);
    const result = await runStatements(ctx, started, pool, job.plan, {
      signal: run.signal,
      timeoutMs: ASYNC_TIME_LIMIT_MS,
      keepRows: ctx.config.displayMaxRow,
    });
    await recordSuccess(ctx, started, job.plan, result);
  } catch (error) {
    await recordFailure(ctx, started, error);
  } finally {
    run.release();
  }
}
