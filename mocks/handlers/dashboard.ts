// /api/v1/dashboard/: the list (rison filters, order, paging, select_columns), _info and creating
// a dashboard, on mocks/charts.ts (the dashboards the save-chart modal offers).
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { mockDashboards } from '../charts.ts';
import { contractJson } from '../contract.ts';
import { INVALID_RISON, validationError } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { listOutcome, listQueryParam, listReply, parseListQuery } from '../listQuery.ts';
import { readBody } from './auth.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type CreateRequest = components['schemas']['DashboardCreateRequest'];

const FILTERS = {
  dashboard_title: [{ name: 'Contains', operator: 'ct' }],
  owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
  created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
  id: [{ name: 'Is favorite', operator: 'dashboard_is_favorite' }],
  published: [{ name: 'Equal to', operator: 'eq' }],
};

function list(q: string | null, userId: number) {
  const query = parseListQuery(q);
  let rows = mockDashboards.all().map((item) => ({
    item,
    dashboard_title: item.dashboard_title,
    published: item.published,
    changed_on_delta_humanized: item.changed_on_utc,
  }));
  const plain = [];
  for (const filter of query.filters ?? []) {
    if (filter.opr === 'rel_m_m' && filter.col === 'owners')
      rows = rows.filter((r) => r.item.owners.some((o) => o.id === Number(filter.value)));
    else if (filter.opr === 'rel_o_m' && filter.col === 'created_by')
      rows = rows.filter((r) => r.item.created_by?.id === Number(filter.value));
    else if (filter.opr === 'dashboard_is_favorite')
      rows = rows.filter((r) => mockDashboards.isFavorite(userId, r.item.id) === Boolean(filter.value));
    else plain.push(filter);
  }
  return listReply(rows, query, plain, ['dashboard_title', 'published', 'changed_on_delta_humanized']);
}

function isJson(text: string | undefined): boolean {
  if (text === undefined || text === '') return true;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

export const dashboardHandlers = [
  http.get('/api/v1/dashboard/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Dashboard');
    if (!access.ok) return contractJson('/api/v1/dashboard/', 'get', access.status, access.body);
    const outcome = listOutcome(() => list(listQueryParam(request), access.caller.user.id));
    return outcome.ok
      ? contractJson('/api/v1/dashboard/', 'get', 200, outcome.body)
      : contractJson('/api/v1/dashboard/', 'get', 400, outcome.body);
  }),
  http.post('/api/v1/dashboard/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Dashboard');
    if (!access.ok) return contractJson('/api/v1/dashboard/', 'post', access.status, access.body);
    const body = (await readBody(request)) as CreateRequest | undefined;
    if (!body)
      return contractJson(
        '/api/v1/dashboard/',
        'post',
        400,
        validationError('_schema', ['Invalid input type.']),
      );
    if (!isJson(body.position_json))
      return contractJson(
        '/api/v1/dashboard/',
        'post',
        400,
        validationError('position_json', ['JSON not valid']),
      );
    if (!isJson(body.json_metadata))
      return contractJson(
        '/api/v1/dashboard/',
        'post',
        400,
        validationError('json_metadata', ['JSON not valid']),
      );
    if (body.slug && mockDashboards.slugTaken(body.slug))
      return contractJson('/api/v1/dashboard/', 'post', 422, validationError('slug', ['Must be unique']));
    const row = mockDashboards.create(access.caller.user.id, body);
    return contractJson('/api/v1/dashboard/', 'post', 201, {
      id: row.id,
      result: { ...body, owners: row.owners.map((o) => o.id) },
    });
  }),
  http.get('/api/v1/dashboard/_info', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Dashboard');
    if (!access.ok) return contractJson('/api/v1/dashboard/_info', 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/dashboard/_info', 'get', 400, INVALID_RISON);
    const keys = (q.value as { keys?: string[] } | undefined)?.keys;
    const body: { permissions?: string[]; filters?: typeof FILTERS } = {};
    if (!keys || keys.includes('permissions'))
      body.permissions = permissionsOn('Dashboard', access.caller.roles);
    if (!keys || keys.includes('filters')) body.filters = FILTERS;
    return contractJson('/api/v1/dashboard/_info', 'get', 200, body);
  }),
];
