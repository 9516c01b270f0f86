// /api/v1/chart/: list (rison filters, order, paging, select_columns), _info, CRUD with owners
// and the dashboards a chart is saved to, bulk delete, related users, favourites, and the data
// of a saved chart (its query context answered by the chart-data mock), kept in mocks/charts.ts.
import { http } from 'msw';
import { chartDetailOf } from '../../lib/chartDetail.ts';
import { selectFieldsOf } from '../../lib/selectFields.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { mockCharts, mockDashboards } from '../charts.ts';
import { contractJson } from '../contract.ts';
import { INVALID_RISON, NOT_AUTHORIZED, validationError } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { ACCOUNTS } from '../fixtures/users.ts';
import { ListQueryError, listOutcome, listQueryParam, listReply, parseListQuery } from '../listQuery.ts';
import { callerOf, readBody } from './auth.ts';
import { answerQueryContext } from './chartData.ts';
import { type Caller, refusalOn, risonOf } from './sqlLabAccess.ts';

type ChartListItem = components['schemas']['ChartListItem'];
type ChartWrite = components['schemas']['ChartWriteFields'];

const NOT_FOUND = { message: 'Not found' };
const FORBIDDEN = { message: 'Changing this chart is forbidden' };
export const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';
const FILTERS = {
  slice_name: [
    { name: 'Contains', operator: 'ct' },
    { name: 'All Text', operator: 'chart_all_text' },
  ],
  viz_type: [{ name: 'Equal to', operator: 'eq' }],
  datasource_id: [{ name: 'Equal to', operator: 'eq' }],
  owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
  created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
  dashboards: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
  id: [{ name: 'Is favorite', operator: 'chart_is_favorite' }],
};
const ORDER_COLUMNS = [
  'slice_name',
  'viz_type',
  'datasource_name',
  'changed_on_delta_humanized',
  'last_saved_at',
];

function list(q: string | null, userId: number) {
  const query = parseListQuery(q);
  if (query.page_size !== undefined && query.page_size > 200)
    throw new ListQueryError('page_size', 'Must be less than or equal to 200.');
  let rows = mockCharts.all().map((item) => ({
    item,
    slice_name: item.slice_name,
    viz_type: item.viz_type,
    datasource_id: item.datasource_id,
    datasource_name: item.datasource_name_text,
    changed_on_delta_humanized: item.changed_on_utc,
    last_saved_at: item.last_saved_at,
  }));
  const plain = [];
  for (const filter of query.filters ?? []) {
    const value = filter.value;
    if (filter.opr === 'rel_m_m' && filter.col === 'owners')
      rows = rows.filter((r) => r.item.owners.some((o) => o.id === Number(value)));
    else if (filter.opr === 'rel_m_m' && filter.col === 'dashboards')
      rows = rows.filter((r) => r.item.dashboards.some((d) => d.id === Number(value)));
    else if (filter.opr === 'rel_o_m' && filter.col === 'created_by')
      rows = rows.filter((r) => r.item.created_by?.id === Number(value));
    else if (filter.opr === 'chart_is_favorite')
      rows = rows.filter((r) => mockCharts.isFavorite(userId, r.item.id) === Boolean(value));
    else if (filter.opr === 'chart_all_text') {
      const text = String(value).toLowerCase();
      rows = rows.filter((r) =>
        [r.item.slice_name, r.item.description, r.item.viz_type, r.item.datasource_name_text].some((v) =>
          (v ?? '').toLowerCase().includes(text),
        ),
      );
    } else plain.push(filter);
  }
  if (query.order_column !== undefined && !ORDER_COLUMNS.includes(query.order_column))
    throw new ListQueryError('order_column', `Not a valid choice: ${query.order_column}`);
  return listReply(rows, query, plain, ['slice_name', 'viz_type', 'datasource_id', ...ORDER_COLUMNS]);
}

function mayChange(caller: Caller, row: ChartListItem): boolean {
  return caller.roles.includes('Admin') || row.owners.some((o) => o.id === caller.user.id);
}

function writeProblem(body: ChartWrite): Record<string, string[]> | null {
  if (body.datasource_id !== undefined && body.datasource_id !== null && body.datasource_id !== 1)
    return { datasource_id: ['Datasource does not exist'] };
  const missing = (body.dashboards ?? []).filter((id) => !mockDashboards.find(id));
  if (missing.length > 0) return { dashboards: ['Dashboards do not exist'] };
  return null;
}

function echo(row: ChartListItem, body: ChartWrite) {
  return { ...body, owners: row.owners.map((o) => o.id), dashboards: row.dashboards.map((d) => d.id) };
}

function idsOf(request: Request): number[] | undefined {
  const q = risonOf(request);
  if (!q.ok || !Array.isArray(q.value) || !q.value.every((v) => Number.isInteger(v))) return undefined;
  return q.value as number[];
}

function savedQueryContext(row: ChartListItem, overrides: { format?: string | null; type?: string | null }) {
  if (!row.query_context) return undefined;
  const context = JSON.parse(row.query_context) as components['schemas']['ChartDataQueryContext'];
  if (overrides.format) context.result_format = overrides.format as never;
  if (overrides.type) context.result_type = overrides.type as never;
  return context;
}

export const chartHandlers = [
  http.get('/api/v1/chart/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/', 'get', access.status, access.body);
    const outcome = listOutcome(() => list(listQueryParam(request), access.caller.user.id));
    return outcome.ok
      ? contractJson('/api/v1/chart/', 'get', 200, outcome.body)
      : contractJson('/api/v1/chart/', 'get', 400, outcome.body);
  }),
  http.post('/api/v1/chart/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/', 'post', access.status, access.body);
    const body = (await readBody(request)) as ChartWrite | undefined;
    if (!body || typeof body.slice_name !== 'string' || body.slice_name === '')
      return contractJson(
        '/api/v1/chart/',
        'post',
        400,
        validationError('slice_name', ['Missing data for required field.']),
      );
    if (!Number.isInteger(body.datasource_id))
      return contractJson(
        '/api/v1/chart/',
        'post',
        400,
        validationError('datasource_id', ['Missing data for required field.']),
      );
    const problem = writeProblem(body);
    if (problem) return contractJson('/api/v1/chart/', 'post', 422, { message: problem });
    const row = mockCharts.create(access.caller.user.id, body);
    return contractJson('/api/v1/chart/', 'post', 201, { id: row.id, result: echo(row, body) });
  }),
  http.delete('/api/v1/chart/', ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/', 'delete', access.status, access.body);
    const ids = idsOf(request);
    if (!ids) return contractJson('/api/v1/chart/', 'delete', 400, INVALID_RISON);
    const rows = ids.map((id) => mockCharts.find(id));
    if (rows.some((row) => !row)) return contractJson('/api/v1/chart/', 'delete', 404, NOT_FOUND);
    if (rows.some((row) => !mayChange(access.caller, row!)))
      return contractJson('/api/v1/chart/', 'delete', 403, FORBIDDEN);
    mockCharts.remove(ids);
    const message = `Deleted ${ids.length} chart${ids.length === 1 ? '' : 's'}`;
    return contractJson('/api/v1/chart/', 'delete', 200, { message });
  }),
  http.get('/api/v1/chart/_info', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/_info', 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/chart/_info', 'get', 400, INVALID_RISON);
    const keys = (q.value as { keys?: string[] } | undefined)?.keys;
    const permissions = permissionsOn('Chart', access.caller.roles);
    const body: { permissions?: string[]; filters?: typeof FILTERS } = {};
    if (!keys || keys.includes('permissions')) body.permissions = permissions;
    if (!keys || keys.includes('filters')) body.filters = FILTERS;
    return contractJson('/api/v1/chart/_info', 'get', 200, body);
  }),
  http.get('/api/v1/chart/data', ({ request }) => {
    if (!callerOf(request)) return contractJson('/api/v1/chart/data', 'get', 401, NOT_AUTHORIZED);
    let sliceId: unknown;
    try {
      sliceId = (
        JSON.parse(new URL(request.url).searchParams.get('form_data') ?? '') as { slice_id?: unknown }
      ).slice_id;
    } catch {
      sliceId = undefined;
    }
    if (!Number.isInteger(sliceId))
      return contractJson('/api/v1/chart/data', 'get', 400, { message: 'Request is incorrect' });
    const row = mockCharts.find(sliceId as number);
    if (!row) return contractJson('/api/v1/chart/data', 'get', 404, NOT_FOUND);
    const context = savedQueryContext(row, {});
    if (!context) return contractJson('/api/v1/chart/data', 'get', 400, { message: NO_QUERY_CONTEXT });
    return answerQueryContext(context);
  }),
  http.get('/api/v1/chart/favorite_status/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/favorite_status/', 'get', access.status, access.body);
    const ids = idsOf(request);
    if (!ids) return contractJson('/api/v1/chart/favorite_status/', 'get', 400, INVALID_RISON);
    if (!ids.some((id) => mockCharts.find(id)))
      return contractJson('/api/v1/chart/favorite_status/', 'get', 404, NOT_FOUND);
    const result = ids.map((id) => ({ id, value: mockCharts.isFavorite(access.caller.user.id, id) }));
    return contractJson('/api/v1/chart/favorite_status/', 'get', 200, { result });
  }),
  http.get('/api/v1/chart/related/:column_name', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok)
      return contractJson('/api/v1/chart/related/{column_name}', 'get', access.status, access.body);
    if (!['owners', 'created_by', 'changed_by'].includes(String(params.column_name)))
      return contractJson('/api/v1/chart/related/{column_name}', 'get', 404, NOT_FOUND);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/chart/related/{column_name}', 'get', 400, INVALID_RISON);
    const filter = String((q.value as { filter?: string } | undefined)?.filter ?? '').toLowerCase();
    const result = ACCOUNTS.map(({ user }) => ({
      value: user.id,
      text: `${user.first_name} ${user.last_name}`,
      extra: { email: user.email },
    })).filter((row) => row.text.toLowerCase().includes(filter));
    return contractJson('/api/v1/chart/related/{column_name}', 'get', 200, { count: result.length, result });
  }),
  http.get('/api/v1/chart/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/{pk}', 'get', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}', 'get', 404, NOT_FOUND);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/chart/{pk}', 'get', 400, INVALID_RISON);
    const query = q.value as { select_columns?: string[]; columns?: string[] } | undefined;
    const columns = query?.select_columns ?? query?.columns;
    const detail = chartDetailOf(row);
    const result = columns?.length ? selectFieldsOf(detail, columns, { pathOnScalar: 'omit' }) : detail;
    return contractJson('/api/v1/chart/{pk}', 'get', 200, { id: row.id, result });
  }),
  http.put('/api/v1/chart/:pk', async ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/{pk}', 'put', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}', 'put', 404, NOT_FOUND);
    if (!mayChange(access.caller, row)) return contractJson('/api/v1/chart/{pk}', 'put', 403, FORBIDDEN);
    const body = (await readBody(request)) as ChartWrite | undefined;
    if (!body)
      return contractJson(
        '/api/v1/chart/{pk}',
        'put',
        400,
        validationError('_schema', ['Invalid input type.']),
      );
    const problem = writeProblem(body);
    if (problem) return contractJson('/api/v1/chart/{pk}', 'put', 422, { message: problem });
    mockCharts.update(row, body);
    return contractJson('/api/v1/chart/{pk}', 'put', 200, { id: row.id, result: echo(row, body) });
  }),
  http.delete('/api/v1/chart/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/{pk}', 'delete', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}', 'delete', 404, NOT_FOUND);
    if (!mayChange(access.caller, row)) return contractJson('/api/v1/chart/{pk}', 'delete', 403, FORBIDDEN);
    mockCharts.remove([row.id]);
    return contractJson('/api/v1/chart/{pk}', 'delete', 200, { message: 'OK' });
  }),
  http.post('/api/v1/chart/:pk/favorites/', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/{pk}/favorites/', 'post', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}/favorites/', 'post', 404, NOT_FOUND);
    mockCharts.setFavorite(access.caller.user.id, row.id, true);
    return contractJson('/api/v1/chart/{pk}/favorites/', 'post', 200, { result: 'OK' });
  }),
  http.delete('/api/v1/chart/:pk/favorites/', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok)
      return contractJson('/api/v1/chart/{pk}/favorites/', 'delete', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}/favorites/', 'delete', 404, NOT_FOUND);
    mockCharts.setFavorite(access.caller.user.id, row.id, false);
    return contractJson('/api/v1/chart/{pk}/favorites/', 'delete', 200, { result: 'OK' });
  }),
  http.get('/api/v1/chart/:pk/data/', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Chart');
    if (!access.ok) return contractJson('/api/v1/chart/{pk}/data/', 'get', access.status, access.body);
    const row = mockCharts.find(Number(params.pk));
    if (!row) return contractJson('/api/v1/chart/{pk}/data/', 'get', 404, NOT_FOUND);
    const search = new URL(request.url).searchParams;
    const context = savedQueryContext(row, { format: search.get('format'), type: search.get('type') });
    if (!context) return contractJson('/api/v1/chart/{pk}/data/', 'get', 400, { message: NO_QUERY_CONTEXT });
    return answerQueryContext(context);
  }),
];
