// /api/v1/security/users/, roles/, permissions/, resources/, permissions-resources/ (Admin
// only, as Flask-AppBuilder's security API in Superset 4), kept in memory (../securityAdmin.ts).
import { http } from 'msw';
import { OPERATOR_NAMES } from '../../lib/listOperatorNames.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { INVALID_RISON } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { applyListQuery, listOutcome, listPlainRows, listQueryParam, parseListQuery } from '../listQuery.ts';
import { mockSecurityAdmin, type Outcome } from '../securityAdmin.ts';
import { readBody } from './auth.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type UserPost = components['schemas']['SecurityUserPostBody'];
type UserPut = components['schemas']['SecurityUserPutBody'];

const NOT_FOUND = { message: 'Not found' };
const NOT_JSON = { message: 'Request is not JSON' };

function idOf(params: Record<string, unknown>, name = 'pk'): number {
  return Number(params[name]);
}

function failure(outcome: Exclude<Outcome<unknown>, { ok: true }>) {
  return { message: outcome.errors };
}

const TEXT = ['ct', 'nct', 'sw', 'ew', 'eq', 'neq'];
const LINK = ['rel_m_m', 'nrel_m_m'];

/** The _info handler of a security list: the caller's permissions on its view and its filters. */
export function securityInfoHandler(
  path: '/api/v1/security/users/_info' | '/api/v1/security/roles/_info' | '/api/v1/rowlevelsecurity/_info',
  view: string,
  filters: Record<string, readonly string[]>,
) {
  return http.get(path, ({ request }) => {
    const access = refusalOn(request, 'can_read', view);
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson(path, 'get', 400, INVALID_RISON);
    const keys = (q.value as { keys?: string[] } | undefined)?.keys ?? ['permissions', 'filters'];
    const catalogue = Object.fromEntries(
      Object.entries(filters).map(([col, ops]) => [
        col,
        ops.map((operator) => ({ name: OPERATOR_NAMES[operator]!, operator })),
      ]),
    );
    return contractJson(path, 'get', 200, {
      ...(keys.includes('permissions')
        ? { permissions: permissionsOn(view, access.caller.roles).filter((p) => p !== 'menu_access') }
        : {}),
      ...(keys.includes('filters') ? { filters: catalogue } : {}),
    });
  });
}

export const SECURITY_FILTERS = { TEXT, LINK };

export const securityAdminHandlers = [
  securityInfoHandler('/api/v1/security/users/_info', 'User', {
    username: TEXT,
    first_name: TEXT,
    last_name: TEXT,
    email: TEXT,
    active: ['eq'],
    roles: LINK,
  }),
  securityInfoHandler('/api/v1/security/roles/_info', 'Role', { name: TEXT }),

  http.get('/api/v1/security/users/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'User');
    if (!access.ok) return contractJson('/api/v1/security/users/', 'get', access.status, access.body);
    const outcome = listOutcome(() =>
      listPlainRows(mockSecurityAdmin.users(), listQueryParam(request), [
        'username',
        'first_name',
        'last_name',
        'email',
        'active',
        'roles',
        'last_login',
        'created_on',
        'changed_on',
      ]),
    );
    return outcome.ok
      ? contractJson('/api/v1/security/users/', 'get', 200, outcome.body)
      : contractJson('/api/v1/security/users/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/security/users/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'User');
    if (!access.ok) return contractJson('/api/v1/security/users/', 'post', access.status, access.body);
    const body = (await readBody(request)) as UserPost | undefined;
    if (!body) return contractJson('/api/v1/security/users/', 'post', 400, NOT_JSON);
    const missing = ['username', 'first_name', 'last_name', 'email', 'password', 'roles'].filter(
      (key) => (body as unknown as Record<string, unknown>)[key] === undefined,
    );
    if (missing.length > 0)
      return contractJson('/api/v1/security/users/', 'post', 400, {
        message: Object.fromEntries(missing.map((key) => [key, ['Missing data for required field.']])),
      });
    const created = mockSecurityAdmin.createUser(body, access.caller.user.id);
    if (!created.ok) return contractJson('/api/v1/security/users/', 'post', 422, failure(created));
    return contractJson('/api/v1/security/users/', 'post', 201, {
      id: created.value.id,
      result: created.value,
    });
  }),

  http.get('/api/v1/security/users/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'User');
    if (!access.ok) return contractJson('/api/v1/security/users/{pk}', 'get', access.status, access.body);
    const user = mockSecurityAdmin.user(idOf(params));
    if (!user) return contractJson('/api/v1/security/users/{pk}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/security/users/{pk}', 'get', 200, { id: user.id, result: user });
  }),

  http.put('/api/v1/security/users/:pk', async ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'User');
    if (!access.ok) return contractJson('/api/v1/security/users/{pk}', 'put', access.status, access.body);
    const body = (await readBody(request)) as UserPut | undefined;
    if (!body) return contractJson('/api/v1/security/users/{pk}', 'put', 400, NOT_JSON);
    const changed = mockSecurityAdmin.updateUser(idOf(params), body, access.caller.user.id);
    if (!changed.ok)
      return changed.status === 404
        ? contractJson('/api/v1/security/users/{pk}', 'put', 404, NOT_FOUND)
        : contractJson('/api/v1/security/users/{pk}', 'put', 422, failure(changed));
    return contractJson('/api/v1/security/users/{pk}', 'put', 200, {
      id: changed.value.id,
      result: changed.value,
    });
  }),

  http.delete('/api/v1/security/users/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'User');
    if (!access.ok) return contractJson('/api/v1/security/users/{pk}', 'delete', access.status, access.body);
    const deleted = mockSecurityAdmin.deleteUser(idOf(params), access.caller.user.id);
    if (!deleted.ok)
      return deleted.status === 404
        ? contractJson('/api/v1/security/users/{pk}', 'delete', 404, NOT_FOUND)
        : contractJson('/api/v1/security/users/{pk}', 'delete', 422, failure(deleted));
    return contractJson('/api/v1/security/users/{pk}', 'delete', 200, { message: 'OK' });
  }),

  http.get('/api/v1/security/roles/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Role');
    if (!access.ok) return contractJson('/api/v1/security/roles/', 'get', access.status, access.body);
    const outcome = listOutcome(() =>
      listPlainRows(mockSecurityAdmin.roles(), listQueryParam(request), ['name']),
    );
    return outcome.ok
      ? contractJson('/api/v1/security/roles/', 'get', 200, outcome.body)
      : contractJson('/api/v1/security/roles/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/security/roles/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Role');
    if (!access.ok) return contractJson('/api/v1/security/roles/', 'post', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.name !== 'string' || body.name === '')
      return contractJson('/api/v1/security/roles/', 'post', 400, {
        message: { name: ['Missing data for required field.'] },
      });
    const created = mockSecurityAdmin.createRole(body.name);
    if (!created.ok) return contractJson('/api/v1/security/roles/', 'post', 422, failure(created));
    return contractJson('/api/v1/security/roles/', 'post', 201, {
      id: created.value.id,
      result: created.value,
    });
  }),

  http.get('/api/v1/security/roles/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'Role');
    if (!access.ok) return contractJson('/api/v1/security/roles/{pk}', 'get', access.status, access.body);
    const role = mockSecurityAdmin.role(idOf(params));
    if (!role) return contractJson('/api/v1/security/roles/{pk}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/security/roles/{pk}', 'get', 200, { id: role.id, result: role });
  }),

  http.put('/api/v1/security/roles/:pk', async ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Role');
    if (!access.ok) return contractJson('/api/v1/security/roles/{pk}', 'put', access.status, access.body);
    const body = await readBody(request);
    if (typeof body?.name !== 'string' || body.name === '')
      return contractJson('/api/v1/security/roles/{pk}', 'put', 400, {
        message: { name: ['Missing data for required field.'] },
      });
    const renamed = mockSecurityAdmin.renameRole(idOf(params), body.name);
    if (!renamed.ok)
      return renamed.status === 404
        ? contractJson('/api/v1/security/roles/{pk}', 'put', 404, NOT_FOUND)
        : contractJson('/api/v1/security/roles/{pk}', 'put', 422, failure(renamed));
    return contractJson('/api/v1/security/roles/{pk}', 'put', 200, {
      id: renamed.value.id,
      result: renamed.value,
    });
  }),

  http.delete('/api/v1/security/roles/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'Role');
    if (!access.ok) return contractJson('/api/v1/security/roles/{pk}', 'delete', access.status, access.body);
    const deleted = mockSecurityAdmin.deleteRole(idOf(params));
    if (!deleted.ok)
      return deleted.status === 404
        ? contractJson('/api/v1/security/roles/{pk}', 'delete', 404, NOT_FOUND)
        : contractJson('/api/v1/security/roles/{pk}', 'delete', 422, failure(deleted));
    return contractJson('/api/v1/security/roles/{pk}', 'delete', 200, { message: 'OK' });
  }),

  http.get('/api/v1/security/roles/:role_id/permissions', ({ request, params }) => {
    const path = '/api/v1/security/roles/{role_id}/permissions';
    const access = refusalOn(request, 'can_read', 'Role');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const permissions = mockSecurityAdmin.rolePermissions(idOf(params, 'role_id'));
    if (!permissions) return contractJson(path, 'get', 404, NOT_FOUND);
    return contractJson(path, 'get', 200, { result: permissions });
  }),

  http.post('/api/v1/security/roles/:role_id/permissions', async ({ request, params }) => {
    const path = '/api/v1/security/roles/{role_id}/permissions';
    const access = refusalOn(request, 'can_write', 'Role');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const body = await readBody(request);
    const ids = body?.permission_view_menu_ids;
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id)))
      return contractJson(path, 'post', 400, {
        message: { permission_view_menu_ids: ['Missing data for required field.'] },
      });
    const set = mockSecurityAdmin.setRolePermissions(idOf(params, 'role_id'), ids as number[]);
    if (!set.ok)
      return set.status === 404
        ? contractJson(path, 'post', 404, NOT_FOUND)
        : contractJson(path, 'post', 422, failure(set));
    return contractJson(path, 'post', 200, { result: { permission_view_menu_ids: set.value } });
  }),

  http.get('/api/v1/security/permissions/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Permission');
    if (!access.ok) return contractJson('/api/v1/security/permissions/', 'get', access.status, access.body);
    const outcome = listOutcome(() =>
      listPlainRows(mockSecurityAdmin.namesOf('permission'), listQueryParam(request), ['name']),
    );
    return outcome.ok
      ? contractJson('/api/v1/security/permissions/', 'get', 200, outcome.body)
      : contractJson('/api/v1/security/permissions/', 'get', 400, outcome.body);
  }),

  http.get('/api/v1/security/resources/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'ViewMenu');
    if (!access.ok) return contractJson('/api/v1/security/resources/', 'get', access.status, access.body);
    const outcome = listOutcome(() =>
      listPlainRows(mockSecurityAdmin.namesOf('view'), listQueryParam(request), ['name']),
    );
    return outcome.ok
      ? contractJson('/api/v1/security/resources/', 'get', 200, outcome.body)
      : contractJson('/api/v1/security/resources/', 'get', 400, outcome.body);
  }),

  http.get('/api/v1/security/permissions-resources/', ({ request }) => {
    const path = '/api/v1/security/permissions-resources/';
    const access = refusalOn(request, 'can_read', 'PermissionViewMenu');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const outcome = listOutcome(() => {
      const query = parseListQuery(listQueryParam(request));
      const rows = mockSecurityAdmin.pairs().map((pair) => ({
        item: pair,
        id: pair.id,
        permission: pair.permission.name,
        view_menu: pair.view_menu.name,
      }));
      const { count, rows: page } = applyListQuery(
        rows,
        { ...query, order_column: query.order_column ?? 'id', page_size: query.page_size ?? 25 },
        ['id', 'permission', 'view_menu'],
      );
      return { count, ids: page.map((row) => row.id), result: page.map((row) => row.item) };
    });
    return outcome.ok
      ? contractJson(path, 'get', 200, outcome.body)
      : contractJson(path, 'get', 400, outcome.body);
  }),
];
