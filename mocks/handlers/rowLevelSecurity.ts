// /api/v1/rowlevelsecurity/ (Admin only, as Superset 3.1): list, show, create, change, delete,
// bulk delete and the related datasets and roles, kept in memory (../securityAdmin.ts).
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatasets } from '../datasets.ts';
import { INVALID_RISON } from '../errors.ts';
import { ADMIN_USER } from '../fixtures/users.ts';
import { listOutcome, listPlainRows, listQueryParam } from '../listQuery.ts';
import { mockSecurityAdmin } from '../securityAdmin.ts';
import { readBody } from './auth.ts';
import { SECURITY_FILTERS, securityInfoHandler } from './securityAdmin.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type RlsPost = components['schemas']['RlsPostBody'];
type RlsPut = components['schemas']['RlsPutBody'];

const NOT_FOUND = { message: 'Not found' };
const NOT_JSON = { message: 'Request is not JSON' };
const REQUIRED = ['name', 'filter_type', 'tables', 'roles', 'clause'];

function listItems() {
  return mockSecurityAdmin.rules().map(({ changed_on, ...rule }) => ({
    ...rule,
    changed_on_delta_humanized: changed_on,
    changed_by: { id: ADMIN_USER.id, first_name: ADMIN_USER.first_name, last_name: ADMIN_USER.last_name },
  }));
}

const { TEXT, LINK } = SECURITY_FILTERS;

export const rowLevelSecurityHandlers = [
  securityInfoHandler('/api/v1/rowlevelsecurity/_info', 'Row Level Security', {
    name: TEXT,
    clause: TEXT,
    group_key: TEXT,
    description: TEXT,
    filter_type: ['eq', 'neq'],
    roles: LINK,
    tables: LINK,
  }),
  http.get('/api/v1/rowlevelsecurity/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Row Level Security');
    if (!access.ok) return contractJson('/api/v1/rowlevelsecurity/', 'get', access.status, access.body);
    const outcome = listOutcome(() =>
      listPlainRows(listItems(), listQueryParam(request), [
        'name',
        'filter_type',
        'group_key',
        'clause',
        'roles',
        'tables',
        'changed_on_delta_humanized',
      ]),
    );
    return outcome.ok
      ? contractJson('/api/v1/rowlevelsecurity/', 'get', 200, outcome.body)
      : contractJson('/api/v1/rowlevelsecurity/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/rowlevelsecurity/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Row Level Security');
    if (!access.ok) return contractJson('/api/v1/rowlevelsecurity/', 'post', access.status, access.body);
    const body = (await readBody(request)) as RlsPost | undefined;
    if (!body) return contractJson('/api/v1/rowlevelsecurity/', 'post', 400, NOT_JSON);
    const missing = REQUIRED.filter((key) => (body as unknown as Record<string, unknown>)[key] === undefined);
    if (missing.length > 0)
      return contractJson('/api/v1/rowlevelsecurity/', 'post', 400, {
        message: Object.fromEntries(missing.map((key) => [key, ['Missing data for required field.']])),
      });
    const created = mockSecurityAdmin.createRule(body);
    if (!created.ok)
      return contractJson('/api/v1/rowlevelsecurity/', 'post', 422, { message: created.errors });
    return contractJson('/api/v1/rowlevelsecurity/', 'post', 201, {
      id: created.value.id,
      result: created.value,
    });
  }),

  http.delete('/api/v1/rowlevelsecurity/', ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Row Level Security');
    if (!access.ok) return contractJson('/api/v1/rowlevelsecurity/', 'delete', access.status, access.body);
    const ids = risonOf(request);
    if (!ids.ok || !Array.isArray(ids.value) || !ids.value.every((id) => Number.isInteger(id)))
      return contractJson('/api/v1/rowlevelsecurity/', 'delete', 400, INVALID_RISON);
    const list = [...new Set(ids.value as number[])];
    if (!mockSecurityAdmin.deleteRules(list))
      return contractJson('/api/v1/rowlevelsecurity/', 'delete', 404, NOT_FOUND);
    return contractJson('/api/v1/rowlevelsecurity/', 'delete', 200, {
      message: list.length === 1 ? 'Deleted 1 rules' : `Deleted ${list.length} rules`,
    });
  }),

  http.get('/api/v1/rowlevelsecurity/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Row Level Security');
    if (!access.ok) return contractJson('/api/v1/rowlevelsecurity/{pk}', 'get', access.status, access.body);
    const rule = mockSecurityAdmin.rule(Number(params.pk));
    if (!rule) return contractJson('/api/v1/rowlevelsecurity/{pk}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/rowlevelsecurity/{pk}', 'get', 200, { id: rule.id, result: rule });
  }),

  http.put('/api/v1/rowlevelsecurity/:pk', async ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Row Level Security');
    if (!access.ok) return contractJson('/api/v1/rowlevelsecurity/{pk}', 'put', access.status, access.body);
    const body = (await readBody(request)) as RlsPut | undefined;
    if (!body) return contractJson('/api/v1/rowlevelsecurity/{pk}', 'put', 400, NOT_JSON);
    const changed = mockSecurityAdmin.updateRule(Number(params.pk), body);
    if (!changed.ok)
      return changed.status === 404
        ? contractJson('/api/v1/rowlevelsecurity/{pk}', 'put', 404, NOT_FOUND)
        : contractJson('/api/v1/rowlevelsecurity/{pk}', 'put', 422, { message: changed.errors });
    return contractJson('/api/v1/rowlevelsecurity/{pk}', 'put', 200, {
      id: changed.value.id,
      result: changed.value,
    });
  }),

  http.delete('/api/v1/rowlevelsecurity/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Row Level Security');
    if (!access.ok)
      return contractJson('/api/v1/rowlevelsecurity/{pk}', 'delete', access.status, access.body);
    if (!mockSecurityAdmin.deleteRules([Number(params.pk)]))
      return contractJson('/api/v1/rowlevelsecurity/{pk}', 'delete', 404, NOT_FOUND);
    return contractJson('/api/v1/rowlevelsecurity/{pk}', 'delete', 200, { message: 'OK' });
  }),

  http.get('/api/v1/rowlevelsecurity/related/:column_name', ({ request, params }) => {
    const path = '/api/v1/rowlevelsecurity/related/{column_name}';
    const access = refusalOn(request, 'can_read', 'Row Level Security');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson(path, 'get', 400, INVALID_RISON);
    const {
      filter = '',
      page = 0,
      page_size = 25,
    } = (q.value ?? {}) as {
      filter?: string;
      page?: number;
      page_size?: number;
    };
    let values: { value: number; text: string; extra: Record<string, unknown> }[];
    if (params.column_name === 'tables')
      values = mockDatasets
        .all()
        .map((dataset) => ({ value: dataset.id, text: dataset.table_name, extra: {} }));
    else if (params.column_name === 'roles')
      values = mockSecurityAdmin.roles().map((role) => ({ value: role.id, text: role.name, extra: {} }));
    else return contractJson(path, 'get', 404, NOT_FOUND);
    const matching = values.filter((v) => v.text.toLowerCase().includes(filter.toLowerCase()));
    return contractJson(path, 'get', 200, {
      count: matching.length,
      result: matching.slice(page * page_size, (page + 1) * page_size),
    });
  }),
];
