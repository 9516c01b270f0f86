// SQL Lab's query history in the mock backend: list (only the caller's queries unless Admin),
// one query, the caller's queries changed since a time, and stop.
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { INVALID_RISON, validationError } from '../errors.ts';
import { findAccountById } from '../fixtures/users.ts';
import { mockSqlLabQueries } from '../sqllabQueries.ts';
import { readBody } from './auth.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type ClientQuery = components['schemas']['ClientQuery'];
type ListQuery = components['schemas']['ListQuery'];

const NOT_FOUND = { message: 'Not found' };

function visible(caller: { user: { id: number }; roles: string[] }): ClientQuery[] {
  return mockSqlLabQueries.all().filter((q) => caller.roles.includes('Admin') || q.userId === caller.user.id);
}

function record(q: ClientQuery): components['schemas']['QueryRecord'] {
  return {
    id: q.queryId,
    client_id: q.id,
    database: { id: q.dbId },
    changed_on: q.changed_on ?? null,
    end_time: q.endDttm ?? null,
    error_message: q.errorMessage ?? null,
    executed_sql: q.executedSql ?? null,
    limit: q.limit ?? null,
    progress: q.progress,
    results_key: q.resultsKey ?? null,
    rows: q.rows ?? null,
    schema: q.schema ?? null,
    select_as_cta: q.ctas ?? false,
    sql: q.sql,
    sql_editor_id: q.sqlEditorId ?? null,
    start_time: q.startDttm,
    status: q.state,
    tab_name: q.tab ?? null,
    tmp_table_name: q.tempTable ?? null,
  };
}

export const queryHandlers = [
  http.get('/api/v1/query/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Query');
    if (!access.ok) return contractJson('/api/v1/query/', 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/query/', 'get', 400, INVALID_RISON);
    const list = (q.value ?? {}) as ListQuery;
    let rows = visible(access.caller);
    for (const filter of list.filters ?? []) {
      if (filter.col === 'sql')
        rows = rows.filter((r) => r.sql.toLowerCase().includes(String(filter.value).toLowerCase()));
      else if (filter.col === 'status') rows = rows.filter((r) => r.state === filter.value);
      else if (filter.col === 'database') rows = rows.filter((r) => r.dbId === Number(filter.value));
      else if (filter.col === 'user') rows = rows.filter((r) => r.userId === Number(filter.value));
      else
        return contractJson('/api/v1/query/', 'get', 400, {
          message: `Filter column: ${filter.col} not allowed to filter`,
        });
    }
    rows = [...rows].sort((a, b) => b.startDttm - a.startDttm);
    const size = list.page_size && list.page_size > 0 ? list.page_size : 25;
    const page = rows.slice((list.page ?? 0) * size, ((list.page ?? 0) + 1) * size);
    const result = page.map((r) => {
      const owner = r.userId ? findAccountById(r.userId)?.user : undefined;
      return {
        id: r.queryId,
        changed_on: r.changed_on ?? new Date(r.startDttm).toISOString(),
        database: { id: r.dbId, database_name: r.db ?? '' },
        executed_sql: r.executedSql ?? null,
        rows: r.rows ?? null,
        schema: r.schema ?? null,
        sql: r.sql,
        sql_tables: [],
        status: r.state,
        tab_name: r.tab ?? null,
        user: owner ? { id: owner.id, first_name: owner.first_name, last_name: owner.last_name } : null,
        start_time: r.startDttm,
        end_time: r.endDttm ?? null,
        tmp_table_name: r.tempTable ?? null,
        tracking_url: r.trackingUrl ?? null,
      };
    });
    return contractJson('/api/v1/query/', 'get', 200, {
      count: rows.length,
      ids: result.map((r) => r.id),
      result,
    });
  }),
  http.get('/api/v1/query/updated_since', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Query');
    if (!access.ok) return contractJson('/api/v1/query/updated_since', 'get', access.status, access.body);
    const q = risonOf(request);
    const since = q.ok ? (q.value as { last_updated_ms?: unknown } | undefined)?.last_updated_ms : undefined;
    if (typeof since !== 'number')
      return contractJson('/api/v1/query/updated_since', 'get', 400, INVALID_RISON);
    const result = mockSqlLabQueries
      .all()
      .filter((r) => r.userId === access.caller.user.id && Date.parse(r.changed_on ?? '') > since);
    return contractJson('/api/v1/query/updated_since', 'get', 200, { result });
  }),
  http.post('/api/v1/query/stop', async ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Query');
    if (!access.ok) return contractJson('/api/v1/query/stop', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.client_id !== 'string') {
      return contractJson(
        '/api/v1/query/stop',
        'post',
        400,
        validationError('client_id', ['Missing data for required field.']),
      );
    }
    const query = visible(access.caller).find((q) => q.id === body.client_id);
    if (!query) return contractJson('/api/v1/query/stop', 'post', 404, NOT_FOUND);
    if (['pending', 'running', 'started', 'scheduled', 'fetching'].includes(query.state)) {
      mockSqlLabQueries.update({
        ...query,
        state: 'stopped',
        endDttm: Date.now(),
        changed_on: new Date().toISOString(),
      });
    }
    return contractJson('/api/v1/query/stop', 'post', 200, { result: 'OK' });
  }),
  http.get('/api/v1/query/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Query');
    if (!access.ok) return contractJson('/api/v1/query/{pk}', 'get', access.status, access.body);
    const query = visible(access.caller).find((q) => q.queryId === Number(params.pk));
    if (!query) return contractJson('/api/v1/query/{pk}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/query/{pk}', 'get', 200, { id: query.queryId, result: record(query) });
  }),
];
