// SQL Lab's history: one query, the filtered list (Superset's QueryRestApi), the caller's
// queries changed since a time, stopping a query, and async results from the backend.
import type { components } from '../../../src/api/schema.gen.ts';
import type { QueryRow } from '../../store/queryTables.ts';
import {
  findQueryByClientId,
  findQueryById,
  listQueries,
  markQueryStopped,
  type QueryListFilter,
  type QueryOrderColumn,
  queriesChangedSince,
} from '../../store/repositories/queriesRepository.ts';
import type { Principal } from '../security/principal.ts';
import type { ListQuery } from '../shared/listRequests.ts';
import { listOrderAndPage } from '../shared/listRequests.ts';
import { badRequest, LoupeError, notFound } from '../shared/loupeError.ts';
import { assertQueryAccess, sqlAsRun } from './queryAccess.ts';
import {
  executionPayload,
  type QueryExecutionResponse,
  type QueryRecord,
  toClientQuery,
  toQueryRecord,
} from './queryShapes.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

type ListFilter = components['schemas']['ListFilter'];
type QueryList = components['schemas']['QueryList'];
type UpdatedSince = components['schemas']['UpdatedSinceResponse'];
export type ResultsQuery = components['schemas']['ResultsQuery'];

const MAX_PAGE_SIZE = 100;

const ORDER_COLUMNS: Record<string, QueryOrderColumn> = {
  changed_on: 'changed_on',
  'database.database_name': 'database_name',
  rows: 'rows',
  schema: 'schema',
  start_time: 'start_time',
  end_time: 'end_time',
  sql: 'sql',
  status: 'status',
  tab_name: 'tab_name',
  'user.first_name': 'user_first_name',
};

const mayRead = (principal: Principal, row: QueryRow) =>
  principal.isAdmin || row.user_id === principal.user.id;

function invalidFilter(filter: ListFilter): LoupeError {
  return badRequest(`Filter column: ${filter.col} with operator ${filter.opr} not allowed to filter`);
}

function timeValue(filter: ListFilter): number {
  const value = typeof filter.value === 'string' ? Date.parse(filter.value) : filter.value;
  if (typeof value !== 'number' || Number.isNaN(value)) throw invalidFilter(filter);
  return value;
}

function toFilter(filter: ListFilter): QueryListFilter {
  const negate = filter.opr.startsWith('n');
  switch (filter.col) {
    case 'database':
    case 'user': {
      if (!['rel_o_m', 'nrel_o_m', 'eq', 'neq'].includes(filter.opr)) throw invalidFilter(filter);
      const value = Number(filter.value);
      if (!Number.isInteger(value)) throw invalidFilter(filter);
      return { kind: 'eq', column: filter.col === 'user' ? 'user_id' : 'database_id', value, negate };
    }
    case 'status':
    case 'tab_name':
      if (filter.opr === 'ct' && filter.col === 'tab_name')
        return { kind: 'contains', column: 'tab_name', value: String(filter.value) };
      if (filter.opr !== 'eq' && filter.opr !== 'neq') throw invalidFilter(filter);
      return { kind: 'eq', column: filter.col, value: String(filter.value), negate };
    case 'sql':
      if (filter.opr !== 'ct') throw invalidFilter(filter);
      return { kind: 'contains', column: 'sql', value: String(filter.value) };
    case 'start_time':
    case 'end_time':
      if (filter.opr !== 'gt' && filter.opr !== 'lt') throw invalidFilter(filter);
      return { kind: 'range', column: filter.col, operator: filter.opr, value: timeValue(filter) };
    default:
      throw invalidFilter(filter);
  }
}

export async function getQuery(
  ctx: SqlLabContext,
  principal: Principal,
  id: number,
): Promise<{ id: number; result: QueryRecord }> {
  const row = await findQueryById(ctx.db, id);
  if (!row || !mayRead(principal, row)) throw notFound();
  return { id: row.id, result: toQueryRecord(row) };
}

export async function listQueriesFor(
  ctx: SqlLabContext,
  principal: Principal,
  query: ListQuery | undefined,
): Promise<QueryList> {
  const q = query ?? {};
  const { count, rows } = await listQueries(ctx.db, {
    filters: (q.filters ?? []).map(toFilter),
    ownerId: principal.isAdmin ? null : principal.user.id,
    ...listOrderAndPage(q, { orderColumns: ORDER_COLUMNS, maxPageSize: MAX_PAGE_SIZE }),
  });
  const result = rows.map((row) => ({
    id: row.id,
    changed_on: row.changed_on,
    database: { id: row.database_id, database_name: row.database_name },
    executed_sql: row.executed_sql,
    rows: row.rows,
    schema: row.schema,
    sql: row.sql,
    sql_tables: [],
    status: row.status,
    tab_name: row.tab_name,
    user:
      row.user_id === null
        ? null
        : { id: row.user_id, first_name: row.user_first_name ?? '', last_name: row.user_last_name ?? '' },
    start_time: row.start_time,
    end_time: row.end_time,
    tmp_table_name: row.tmp_table_name,
    tracking_url: row.tracking_url,
  }));
  return { count, ids: result.map((item) => item.id), result };
}

export async function queriesUpdatedSince(
  ctx: SqlLabContext,
  principal: Principal,
  lastUpdatedMs: number | undefined,
): Promise<UpdatedSince> {
  if (lastUpdatedMs === undefined) throw badRequest('The q parameter (last_updated_ms) is required.');
  const since = new Date(Math.max(0, Math.min(lastUpdatedMs, 8.64e15))).toISOString();
  const rows = await queriesChangedSince(ctx.db, principal.user.id, since);
  return {
    result: rows.map((row) =>
      toClientQuery(row, { databaseName: row.database_name, username: principal.user.username }),
    ),
  };
}

/** Cancels the query's statement in the engine and marks it stopped. */
export async function stopQuery(
  ctx: SqlLabContext,
  principal: Principal,
  clientId: string,
): Promise<{ result: string }> {
  const row = await findQueryByClientId(ctx.db, clientId);
  if (!row || !mayRead(principal, row)) throw notFound('Query with client_id could not be found');
  const stopped = await markQueryStopped(ctx.db, row.id, Date.now());
  ctx.running.stop(clientId);
  if (stopped?.status === 'stopped' && stopped.results_key) ctx.results.delete(stopped.results_key);
  return { result: 'OK' };
}

const RESULTS_GONE =
  'Data could not be retrieved from the results backend. You need to re-run the original query.';

export async function fetchResults(
  ctx: SqlLabContext,
  principal: Principal,
  q: ResultsQuery | undefined,
): Promise<QueryExecutionResponse> {
  if (!q) throw badRequest('The q parameter (key, rows) is required.');
  const stored = ctx.results.get(q.key);
  if (!stored) throw new LoupeError(410, RESULTS_GONE, { errorType: 'RESULTS_BACKEND_ERROR' });
  if (!principal.isAdmin && stored.userId !== principal.user.id) {
    throw new LoupeError(
      403,
      'The query associated with these results could not be found. You need to re-run the original query.',
      {
        errorType: 'QUERY_SECURITY_ACCESS_ERROR',
      },
    );
  }
  const row = await findQueryById(ctx.db, stored.queryId);
  if (!row) throw new LoupeError(410, RESULTS_GONE, { errorType: 'RESULTS_BACKEND_ERROR' });
  const { row: database, pool } = await ctx.databases.open(row.database_id);
  // Access may have been revoked since the query ran.
  await assertQueryAccess(ctx.db, principal, database, pool, sqlAsRun(row), row.schema);
  const query = toClientQuery(row, {
    databaseName: database.database_name,
    username: principal.user.username,
  });
  const display = Math.min(q.rows || ctx.config.displayMaxRow, ctx.config.displayMaxRow);
  return executionPayload(query, stored, display);
}
