// Requests that drive the users, roles, permissions, row level security and own-account
// operations through their answers, on the mocks and on the real server alike: the ids, names and
// passwords they name come from a SecurityWorld (the mocks' fixtures, or a server's seed).
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

/** What the scenarios refer to: the mocks' fixtures, or what a real server was seeded with. */
export interface SecurityWorld {
  admin: { id: number; email: string; password: string };
  alice: { id: number; username: string; email: string };
  roles: Record<'Alpha' | 'Gamma' | 'sql_lab' | 'Public', number>;
  /** Two (permission, view) pair ids. */
  pairIds: number[];
  datasetId: number;
  ruleId: number;
  /** An id no user, role, rule or dataset has. */
  unknownId: number;
}

/** The mocks' fixtures: admin 1 and alice 2 (Gamma), the builtin roles 1–5, rule 1 on dataset 1. */
export const MOCK_SECURITY_WORLD: SecurityWorld = {
  admin: { id: 1, email: 'admin@loupe.invalid', password: 'admin' },
  alice: { id: 2, username: 'alice', email: 'alice@loupe.invalid' },
  roles: { Alpha: 2, Gamma: 3, sql_lab: 4, Public: 5 },
  pairIds: [1, 2],
  datasetId: 1,
  ruleId: 1,
  unknownId: 99999,
};

const anonymous = (path?: string): Scenario => ({
  name: 'anonymous',
  ...(path ? { path } : {}),
  expectStatus: 401,
});

const info = (): Scenario[] => [
  { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
  { name: 'everything', signedIn: true, expectStatus: 200 },
  { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
  { name: 'anonymous', expectStatus: 401 },
];

/** One table, two targets: the mock handlers (tests/mocks/handlers.test.ts) and the server. */
export function securityAdminScenarios(w: SecurityWorld): Record<string, Scenario[]> {
  const NEW_USER = {
    username: 'bob',
    first_name: 'Bob',
    last_name: 'Builder',
    email: 'bob@loupe.invalid',
    password: 'secret',
    roles: [w.roles.Gamma],
  };
  const NEW_RULE = {
    name: 'East',
    filter_type: 'Base',
    tables: [w.datasetId],
    roles: [w.roles.Alpha],
    clause: "region = 'East'",
  };
  return {
    'get /api/v1/security/users/_info': info(),
    'get /api/v1/security/roles/_info': info(),
    'get /api/v1/rowlevelsecurity/_info': info(),
    'get /api/v1/security/users/': [
      { name: 'all', signedIn: true, expectStatus: 200 },
      {
        name: 'filtered by role',
        signedIn: true,
        query: encodeRison({
          filters: [{ col: 'roles', opr: 'rel_m_m', value: w.roles.Gamma }],
          order_column: 'username',
        }),
        expectStatus: 200,
      },
      { name: 'bad column', signedIn: true, query: '(order_column:password)', expectStatus: 400 },
      anonymous(),
    ],
    'post /api/v1/security/users/': [
      { name: 'created', signedIn: true, body: NEW_USER, expectStatus: 201 },
      {
        name: 'username taken',
        signedIn: true,
        body: { ...NEW_USER, username: w.alice.username },
        expectStatus: 422,
      },
      { name: 'missing fields', signedIn: true, body: { username: 'x' }, expectStatus: 400 },
      anonymous(),
    ],
    'get /api/v1/security/users/{pk}': [
      { name: 'found', signedIn: true, path: `/api/v1/security/users/${w.alice.id}`, expectStatus: 200 },
      { name: 'unknown', signedIn: true, path: `/api/v1/security/users/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/security/users/${w.alice.id}`),
    ],
    'put /api/v1/security/users/{pk}': [
      {
        name: 'deactivated',
        signedIn: true,
        path: `/api/v1/security/users/${w.alice.id}`,
        body: { active: false, roles: [w.roles.Alpha, w.roles.Gamma] },
        expectStatus: 200,
      },
      {
        name: 'email taken',
        signedIn: true,
        path: `/api/v1/security/users/${w.alice.id}`,
        body: { email: w.admin.email },
        expectStatus: 422,
      },
      {
        name: 'unknown',
        signedIn: true,
        path: `/api/v1/security/users/${w.unknownId}`,
        body: {},
        expectStatus: 404,
      },
      anonymous(`/api/v1/security/users/${w.alice.id}`),
    ],
    'delete /api/v1/security/users/{pk}': [
      { name: 'deleted', signedIn: true, path: `/api/v1/security/users/${w.alice.id}`, expectStatus: 200 },
      { name: 'oneself', signedIn: true, path: `/api/v1/security/users/${w.admin.id}`, expectStatus: 422 },
      { name: 'unknown', signedIn: true, path: `/api/v1/security/users/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/security/users/${w.alice.id}`),
    ],
    'get /api/v1/security/roles/': [
      { name: 'all', signedIn: true, expectStatus: 200 },
      {
        name: 'filtered',
        signedIn: true,
        query: encodeRison({ filters: [{ col: 'name', opr: 'ct', value: 'a' }] }),
        expectStatus: 200,
      },
      anonymous(),
    ],
    'post /api/v1/security/roles/': [
      { name: 'created', signedIn: true, body: { name: 'Analysts' }, expectStatus: 201 },
      { name: 'name taken', signedIn: true, body: { name: 'Gamma' }, expectStatus: 422 },
      { name: 'no name', signedIn: true, body: {}, expectStatus: 400 },
      anonymous(),
    ],
    'get /api/v1/security/roles/{pk}': [
      { name: 'found', signedIn: true, path: `/api/v1/security/roles/${w.roles.Gamma}`, expectStatus: 200 },
      { name: 'unknown', signedIn: true, path: `/api/v1/security/roles/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/security/roles/${w.roles.Gamma}`),
    ],
    'put /api/v1/security/roles/{pk}': [
      {
        name: 'builtin',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Gamma}`,
        body: { name: 'G' },
        expectStatus: 422,
      },
      {
        name: 'unknown',
        signedIn: true,
        path: `/api/v1/security/roles/${w.unknownId}`,
        body: { name: 'G' },
        expectStatus: 404,
      },
      anonymous(`/api/v1/security/roles/${w.roles.Gamma}`),
    ],
    'delete /api/v1/security/roles/{pk}': [
      { name: 'builtin', signedIn: true, path: `/api/v1/security/roles/${w.roles.Gamma}`, expectStatus: 422 },
      { name: 'unknown', signedIn: true, path: `/api/v1/security/roles/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/security/roles/${w.roles.Gamma}`),
    ],
    'get /api/v1/security/roles/{role_id}/permissions': [
      {
        name: 'Gamma',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Gamma}/permissions`,
        expectStatus: 200,
      },
      {
        name: 'unknown',
        signedIn: true,
        path: `/api/v1/security/roles/${w.unknownId}/permissions`,
        expectStatus: 404,
      },
      anonymous(`/api/v1/security/roles/${w.roles.Gamma}/permissions`),
    ],
    'post /api/v1/security/roles/{role_id}/permissions': [
      {
        name: 'Public',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Public}/permissions`,
        body: { permission_view_menu_ids: w.pairIds },
        expectStatus: 200,
      },
      {
        name: 'Gamma is fixed',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Gamma}/permissions`,
        body: { permission_view_menu_ids: w.pairIds.slice(0, 1) },
        expectStatus: 422,
      },
      {
        name: 'unknown pair',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Public}/permissions`,
        body: { permission_view_menu_ids: [w.unknownId] },
        expectStatus: 422,
      },
      {
        name: 'unknown role',
        signedIn: true,
        path: `/api/v1/security/roles/${w.unknownId}/permissions`,
        body: { permission_view_menu_ids: [] },
        expectStatus: 404,
      },
      {
        name: 'no ids',
        signedIn: true,
        path: `/api/v1/security/roles/${w.roles.Public}/permissions`,
        body: {},
        expectStatus: 400,
      },
      anonymous(`/api/v1/security/roles/${w.roles.Public}/permissions`),
    ],
    'get /api/v1/security/permissions/': [
      { name: 'all', signedIn: true, query: '(page_size:-1)', expectStatus: 200 },
      { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
      anonymous(),
    ],
    'get /api/v1/security/resources/': [{ name: 'all', signedIn: true, expectStatus: 200 }, anonymous()],
    'get /api/v1/security/permissions-resources/': [
      { name: 'all', signedIn: true, query: '(page_size:-1)', expectStatus: 200 },
      {
        name: 'on one view',
        signedIn: true,
        query: encodeRison({ filters: [{ col: 'view_menu', opr: 'eq', value: 'Dashboard' }] }),
        expectStatus: 200,
      },
      anonymous(),
    ],
    'get /api/v1/rowlevelsecurity/': [
      { name: 'all', signedIn: true, expectStatus: 200 },
      {
        name: 'by table',
        signedIn: true,
        query: encodeRison({ filters: [{ col: 'tables', opr: 'rel_m_m', value: w.datasetId }] }),
        expectStatus: 200,
      },
      anonymous(),
    ],
    'post /api/v1/rowlevelsecurity/': [
      { name: 'created', signedIn: true, body: NEW_RULE, expectStatus: 201 },
      {
        name: 'unknown dataset',
        signedIn: true,
        body: { ...NEW_RULE, tables: [w.unknownId] },
        expectStatus: 422,
      },
      { name: 'missing fields', signedIn: true, body: { name: 'x' }, expectStatus: 400 },
      anonymous(),
    ],
    'delete /api/v1/rowlevelsecurity/': [
      { name: 'deleted', signedIn: true, query: `!(${w.ruleId})`, expectStatus: 200 },
      { name: 'unknown', signedIn: true, query: `!(${w.ruleId},${w.unknownId})`, expectStatus: 404 },
      { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
      anonymous(),
    ],
    'get /api/v1/rowlevelsecurity/{pk}': [
      { name: 'found', signedIn: true, path: `/api/v1/rowlevelsecurity/${w.ruleId}`, expectStatus: 200 },
      { name: 'unknown', signedIn: true, path: `/api/v1/rowlevelsecurity/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/rowlevelsecurity/${w.ruleId}`),
    ],
    'put /api/v1/rowlevelsecurity/{pk}': [
      {
        name: 'changed',
        signedIn: true,
        path: `/api/v1/rowlevelsecurity/${w.ruleId}`,
        body: { group_key: null, roles: [w.roles.Gamma, w.roles.sql_lab] },
        expectStatus: 200,
      },
      {
        name: 'unknown role',
        signedIn: true,
        path: `/api/v1/rowlevelsecurity/${w.ruleId}`,
        body: { roles: [w.unknownId] },
        expectStatus: 422,
      },
      {
        name: 'unknown',
        signedIn: true,
        path: `/api/v1/rowlevelsecurity/${w.unknownId}`,
        body: {},
        expectStatus: 404,
      },
      anonymous(`/api/v1/rowlevelsecurity/${w.ruleId}`),
    ],
    'delete /api/v1/rowlevelsecurity/{pk}': [
      { name: 'deleted', signedIn: true, path: `/api/v1/rowlevelsecurity/${w.ruleId}`, expectStatus: 200 },
      { name: 'unknown', signedIn: true, path: `/api/v1/rowlevelsecurity/${w.unknownId}`, expectStatus: 404 },
      anonymous(`/api/v1/rowlevelsecurity/${w.ruleId}`),
    ],
    'get /api/v1/rowlevelsecurity/related/{column_name}': [
      { name: 'tables', signedIn: true, path: '/api/v1/rowlevelsecurity/related/tables', expectStatus: 200 },
      {
        name: 'roles',
        signedIn: true,
        path: '/api/v1/rowlevelsecurity/related/roles',
        query: '(filter:am)',
        expectStatus: 200,
      },
      { name: 'other', signedIn: true, path: '/api/v1/rowlevelsecurity/related/owners', expectStatus: 404 },
      anonymous('/api/v1/rowlevelsecurity/related/roles'),
    ],
    'put /api/v1/me/': [
      { name: 'renamed', signedIn: true, body: { first_name: 'Ada', last_name: 'Admin' }, expectStatus: 200 },
      { name: 'email taken', signedIn: true, body: { email: w.alice.email }, expectStatus: 422 },
      anonymous(),
    ],
    'put /api/v1/me/password': [
      {
        name: 'changed',
        signedIn: true,
        body: { current_password: w.admin.password, new_password: 'n3w' },
        expectStatus: 200,
      },
      {
        name: 'wrong current password',
        signedIn: true,
        body: { current_password: 'nope', new_password: 'n3w' },
        expectStatus: 422,
      },
      { name: 'missing fields', signedIn: true, body: {}, expectStatus: 400 },
      anonymous(),
    ],
  };
}
