// Requests that drive the users, roles, permissions, row level security and own-account
// operations of the mocks through their answers (fixtures: admin 1 and alice 2 (Gamma), the
// builtin roles 1–5 (Admin … Public), rule 1 on the sales dataset).
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

const NEW_USER = {
  username: 'bob',
  first_name: 'Bob',
  last_name: 'Builder',
  email: 'bob@loupe.invalid',
  password: 'secret',
  roles: [3],
};
const NEW_RULE = { name: 'East', filter_type: 'Base', tables: [1], roles: [2], clause: "region = 'East'" };

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

export const SECURITY_ADMIN_SCENARIOS: Record<string, Scenario[]> = {
  'get /api/v1/security/users/_info': info(),
  'get /api/v1/security/roles/_info': info(),
  'get /api/v1/rowlevelsecurity/_info': info(),
  'get /api/v1/security/users/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered by role',
      signedIn: true,
      query: encodeRison({ filters: [{ col: 'roles', opr: 'rel_m_m', value: 3 }], order_column: 'username' }),
      expectStatus: 200,
    },
    { name: 'bad column', signedIn: true, query: '(order_column:password)', expectStatus: 400 },
    anonymous(),
  ],
  'post /api/v1/security/users/': [
    { name: 'created', signedIn: true, body: NEW_USER, expectStatus: 201 },
    { name: 'username taken', signedIn: true, body: { ...NEW_USER, username: 'alice' }, expectStatus: 422 },
    { name: 'missing fields', signedIn: true, body: { username: 'x' }, expectStatus: 400 },
    anonymous(),
  ],
  'get /api/v1/security/users/{pk}': [
    { name: 'found', signedIn: true, path: '/api/v1/security/users/2', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/users/99', expectStatus: 404 },
    anonymous('/api/v1/security/users/2'),
  ],
  'put /api/v1/security/users/{pk}': [
    {
      name: 'deactivated',
      signedIn: true,
      path: '/api/v1/security/users/2',
      body: { active: false, roles: [2, 3] },
      expectStatus: 200,
    },
    {
      name: 'email taken',
      signedIn: true,
      path: '/api/v1/security/users/2',
      body: { email: 'admin@loupe.invalid' },
      expectStatus: 422,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/users/99', body: {}, expectStatus: 404 },
    anonymous('/api/v1/security/users/2'),
  ],
  'delete /api/v1/security/users/{pk}': [
    { name: 'deleted', signedIn: true, path: '/api/v1/security/users/2', expectStatus: 200 },
    { name: 'oneself', signedIn: true, path: '/api/v1/security/users/1', expectStatus: 422 },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/users/99', expectStatus: 404 },
    anonymous('/api/v1/security/users/2'),
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
    { name: 'found', signedIn: true, path: '/api/v1/security/roles/3', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/roles/99', expectStatus: 404 },
    anonymous('/api/v1/security/roles/3'),
  ],
  'put /api/v1/security/roles/{pk}': [
    {
      name: 'builtin',
      signedIn: true,
      path: '/api/v1/security/roles/3',
      body: { name: 'G' },
      expectStatus: 422,
    },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/security/roles/99',
      body: { name: 'G' },
      expectStatus: 404,
    },
    anonymous('/api/v1/security/roles/3'),
  ],
  'delete /api/v1/security/roles/{pk}': [
    { name: 'builtin', signedIn: true, path: '/api/v1/security/roles/3', expectStatus: 422 },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/roles/99', expectStatus: 404 },
    anonymous('/api/v1/security/roles/3'),
  ],
  'get /api/v1/security/roles/{role_id}/permissions': [
    { name: 'Gamma', signedIn: true, path: '/api/v1/security/roles/3/permissions', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/security/roles/99/permissions', expectStatus: 404 },
    anonymous('/api/v1/security/roles/3/permissions'),
  ],
  'post /api/v1/security/roles/{role_id}/permissions': [
    {
      name: 'Public',
      signedIn: true,
      path: '/api/v1/security/roles/5/permissions',
      body: { permission_view_menu_ids: [1, 2] },
      expectStatus: 200,
    },
    {
      name: 'Gamma is fixed',
      signedIn: true,
      path: '/api/v1/security/roles/3/permissions',
      body: { permission_view_menu_ids: [1] },
      expectStatus: 422,
    },
    {
      name: 'unknown pair',
      signedIn: true,
      path: '/api/v1/security/roles/5/permissions',
      body: { permission_view_menu_ids: [99999] },
      expectStatus: 422,
    },
    {
      name: 'unknown role',
      signedIn: true,
      path: '/api/v1/security/roles/99/permissions',
      body: { permission_view_menu_ids: [] },
      expectStatus: 404,
    },
    {
      name: 'no ids',
      signedIn: true,
      path: '/api/v1/security/roles/5/permissions',
      body: {},
      expectStatus: 400,
    },
    anonymous('/api/v1/security/roles/5/permissions'),
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
      query: encodeRison({ filters: [{ col: 'tables', opr: 'rel_m_m', value: 1 }] }),
      expectStatus: 200,
    },
    anonymous(),
  ],
  'post /api/v1/rowlevelsecurity/': [
    { name: 'created', signedIn: true, body: NEW_RULE, expectStatus: 201 },
    { name: 'unknown dataset', signedIn: true, body: { ...NEW_RULE, tables: [99] }, expectStatus: 422 },
    { name: 'missing fields', signedIn: true, body: { name: 'x' }, expectStatus: 400 },
    anonymous(),
  ],
  'delete /api/v1/rowlevelsecurity/': [
    { name: 'deleted', signedIn: true, query: '!(1)', expectStatus: 200 },
    { name: 'unknown', signedIn: true, query: '!(1,99)', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
    anonymous(),
  ],
  'get /api/v1/rowlevelsecurity/{pk}': [
    { name: 'found', signedIn: true, path: '/api/v1/rowlevelsecurity/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/rowlevelsecurity/99', expectStatus: 404 },
    anonymous('/api/v1/rowlevelsecurity/1'),
  ],
  'put /api/v1/rowlevelsecurity/{pk}': [
    {
      name: 'changed',
      signedIn: true,
      path: '/api/v1/rowlevelsecurity/1',
      body: { group_key: null, roles: [3, 4] },
      expectStatus: 200,
    },
    {
      name: 'unknown role',
      signedIn: true,
      path: '/api/v1/rowlevelsecurity/1',
      body: { roles: [99] },
      expectStatus: 422,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/rowlevelsecurity/99', body: {}, expectStatus: 404 },
    anonymous('/api/v1/rowlevelsecurity/1'),
  ],
  'delete /api/v1/rowlevelsecurity/{pk}': [
    { name: 'deleted', signedIn: true, path: '/api/v1/rowlevelsecurity/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/rowlevelsecurity/99', expectStatus: 404 },
    anonymous('/api/v1/rowlevelsecurity/1'),
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
    { name: 'email taken', signedIn: true, body: { email: 'alice@loupe.invalid' }, expectStatus: 422 },
    anonymous(),
  ],
  'put /api/v1/me/password': [
    {
      name: 'changed',
      signedIn: true,
      body: { current_password: 'admin', new_password: 'n3w' },
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
