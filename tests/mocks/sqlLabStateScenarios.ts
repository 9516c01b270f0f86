// Requests that drive the saved query, tab state, table schema and SQL Lab bootstrap operations
// of the mocks through their answers (fixtures: saved queries 1 and 2 and tab 1 with table 1 are
// the admin's; tab 2 is another user's).
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

const EDITOR = JSON.stringify({
  id: 'abc',
  name: 'Untitled Query 2',
  sql: 'SELECT 1',
  dbId: 1,
  schema: 'main',
});
const TABLE = JSON.stringify({ name: 'birth_names', dbId: 1, schema: 'main', queryEditorId: '1' });

export const SQL_LAB_STATE_SCENARIOS: Record<string, Scenario[]> = {
  'get /api/v1/saved_query/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered and paged',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'label', opr: 'all_text', value: 'revenue' },
          { col: 'database', opr: 'rel_o_m', value: 1 },
          { col: 'schema', opr: 'eq', value: 'main' },
        ],
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: 25,
      }),
      expectStatus: 200,
    },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'bad column', signedIn: true, query: '(order_column:password)', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'post /api/v1/saved_query/': [
    {
      name: 'created',
      signedIn: true,
      body: { label: 'Mine', db_id: 1, sql: 'SELECT 1' },
      expectStatus: 201,
    },
    { name: 'label too long', signedIn: true, body: { label: 'x'.repeat(300) }, expectStatus: 400 },
    { name: 'unknown database', signedIn: true, body: { label: 'x', db_id: 99 }, expectStatus: 422 },
    { name: 'anonymous', body: { label: 'x' }, expectStatus: 401 },
  ],
  'delete /api/v1/saved_query/': [
    { name: 'both', signedIn: true, query: '!(1,2)', expectStatus: 200 },
    { name: 'one missing', signedIn: true, query: '!(1,99)', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
    { name: 'anonymous', query: '!(1)', expectStatus: 401 },
  ],
  'get /api/v1/saved_query/_info': [
    { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
    { name: 'everything', signedIn: true, expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/saved_query/{pk}': [
    { name: 'found', signedIn: true, path: '/api/v1/saved_query/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/saved_query/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/saved_query/1', expectStatus: 401 },
  ],
  'put /api/v1/saved_query/{pk}': [
    {
      name: 'renamed',
      signedIn: true,
      path: '/api/v1/saved_query/1',
      body: { label: 'New' },
      expectStatus: 200,
    },
    {
      name: 'bad extra',
      signedIn: true,
      path: '/api/v1/saved_query/1',
      body: { extra_json: '{' },
      expectStatus: 400,
    },
    {
      name: 'unknown database',
      signedIn: true,
      path: '/api/v1/saved_query/1',
      body: { db_id: 99 },
      expectStatus: 422,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/saved_query/99', body: {}, expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/saved_query/1', body: {}, expectStatus: 401 },
  ],
  'delete /api/v1/saved_query/{pk}': [
    { name: 'deleted', signedIn: true, path: '/api/v1/saved_query/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/saved_query/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/saved_query/1', expectStatus: 401 },
  ],
  'get /api/v1/saved_query/related/{column_name}': [
    {
      name: 'databases',
      signedIn: true,
      path: '/api/v1/saved_query/related/database',
      query: '(filter:ex)',
      expectStatus: 200,
    },
    { name: 'users', signedIn: true, path: '/api/v1/saved_query/related/created_by', expectStatus: 200 },
    {
      name: 'bad rison',
      signedIn: true,
      path: '/api/v1/saved_query/related/database',
      query: '(',
      expectStatus: 400,
    },
    { name: 'unknown column', signedIn: true, path: '/api/v1/saved_query/related/sql', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/saved_query/related/database', expectStatus: 401 },
  ],
  'get /api/v1/saved_query/distinct/{column_name}': [
    { name: 'schemas', signedIn: true, path: '/api/v1/saved_query/distinct/schema', expectStatus: 200 },
    { name: 'unknown column', signedIn: true, path: '/api/v1/saved_query/distinct/sql', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/saved_query/distinct/schema', expectStatus: 401 },
  ],
  'post /tabstateview/': [
    { name: 'form', signedIn: true, form: { queryEditor: EDITOR }, expectStatus: 200 },
    { name: 'JSON', signedIn: true, body: { queryEditor: { name: 'T', dbId: 1 } }, expectStatus: 200 },
    { name: 'not JSON', signedIn: true, form: { queryEditor: '{' }, expectStatus: 400 },
    { name: 'unknown database', signedIn: true, form: { queryEditor: '{"dbId":99}' }, expectStatus: 422 },
    { name: 'anonymous', form: { queryEditor: EDITOR }, expectStatus: 401 },
  ],
  'get /tabstateview/{tab_state_id}': [
    { name: 'own', signedIn: true, path: '/tabstateview/1', expectStatus: 200 },
    { name: "another user's", signedIn: true, path: '/tabstateview/2', expectStatus: 403 },
    { name: 'missing', signedIn: true, path: '/tabstateview/99', expectStatus: 404 },
    { name: 'anonymous', path: '/tabstateview/1', expectStatus: 401 },
  ],
  'put /tabstateview/{tab_state_id}': [
    {
      name: 'form',
      signedIn: true,
      path: '/tabstateview/1',
      form: { sql: '"SELECT 2"', autorun: 'true', extra_json: JSON.stringify('{"version":1}') },
      expectStatus: 200,
    },
    { name: 'JSON', signedIn: true, path: '/tabstateview/1', body: { label: 'Renamed' }, expectStatus: 200 },
    {
      name: 'bad value',
      signedIn: true,
      path: '/tabstateview/1',
      form: { autorun: 'maybe' },
      expectStatus: 400,
    },
    { name: "another user's", signedIn: true, path: '/tabstateview/2', body: {}, expectStatus: 403 },
    { name: 'missing', signedIn: true, path: '/tabstateview/99', body: {}, expectStatus: 404 },
    { name: 'anonymous', path: '/tabstateview/1', body: {}, expectStatus: 401 },
  ],
  'delete /tabstateview/{tab_state_id}': [
    { name: 'own', signedIn: true, path: '/tabstateview/1', expectStatus: 200 },
    { name: "another user's", signedIn: true, path: '/tabstateview/2', expectStatus: 403 },
    { name: 'missing', signedIn: true, path: '/tabstateview/99', expectStatus: 404 },
    { name: 'anonymous', path: '/tabstateview/1', expectStatus: 401 },
  ],
  'post /tabstateview/{tab_state_id}/activate': [
    { name: 'own', signedIn: true, path: '/tabstateview/1/activate', expectStatus: 200 },
    { name: "another user's", signedIn: true, path: '/tabstateview/2/activate', expectStatus: 403 },
    { name: 'missing', signedIn: true, path: '/tabstateview/99/activate', expectStatus: 404 },
    { name: 'anonymous', path: '/tabstateview/1/activate', expectStatus: 401 },
  ],
  'post /tabstateview/{tab_state_id}/migrate_query': [
    {
      name: 'own',
      signedIn: true,
      path: '/tabstateview/1/migrate_query',
      form: { queryId: '"q1"' },
      expectStatus: 200,
    },
    {
      name: 'no query id',
      signedIn: true,
      path: '/tabstateview/1/migrate_query',
      form: {},
      expectStatus: 400,
    },
    {
      name: "another user's",
      signedIn: true,
      path: '/tabstateview/2/migrate_query',
      form: { queryId: '"q"' },
      expectStatus: 403,
    },
    {
      name: 'missing',
      signedIn: true,
      path: '/tabstateview/99/migrate_query',
      form: { queryId: '"q"' },
      expectStatus: 404,
    },
    { name: 'anonymous', path: '/tabstateview/1/migrate_query', form: { queryId: '"q"' }, expectStatus: 401 },
  ],
  'delete /tabstateview/{tab_state_id}/query/{client_id}': [
    { name: 'own', signedIn: true, path: '/tabstateview/1/query/q1', expectStatus: 200 },
    { name: "another user's", signedIn: true, path: '/tabstateview/2/query/q1', expectStatus: 403 },
    { name: 'missing', signedIn: true, path: '/tabstateview/99/query/q1', expectStatus: 404 },
    { name: 'anonymous', path: '/tabstateview/1/query/q1', expectStatus: 401 },
  ],
  'post /tableschemaview/': [
    { name: 'form', signedIn: true, form: { table: TABLE }, expectStatus: 200 },
    { name: 'not a table', signedIn: true, form: { table: '[]' }, expectStatus: 400 },
    {
      name: "another user's tab",
      signedIn: true,
      form: { table: JSON.stringify({ name: 'sales', queryEditorId: 2 }) },
      expectStatus: 403,
    },
    {
      name: 'missing tab',
      signedIn: true,
      form: { table: JSON.stringify({ name: 's', queryEditorId: 99 }) },
      expectStatus: 404,
    },
    { name: 'anonymous', form: { table: TABLE }, expectStatus: 401 },
  ],
  'post /tableschemaview/{table_schema_id}/expanded': [
    {
      name: 'collapse',
      signedIn: true,
      path: '/tableschemaview/1/expanded',
      form: { expanded: 'false' },
      expectStatus: 200,
    },
    {
      name: 'not a boolean',
      signedIn: true,
      path: '/tableschemaview/1/expanded',
      form: { expanded: 'x' },
      expectStatus: 400,
    },
    {
      name: 'missing',
      signedIn: true,
      path: '/tableschemaview/99/expanded',
      form: { expanded: 'true' },
      expectStatus: 404,
    },
    { name: 'anonymous', path: '/tableschemaview/1/expanded', form: { expanded: 'true' }, expectStatus: 401 },
  ],
  'delete /tableschemaview/{table_schema_id}': [
    { name: 'own', signedIn: true, path: '/tableschemaview/1', expectStatus: 200 },
    { name: 'missing', signedIn: true, path: '/tableschemaview/99', expectStatus: 404 },
    { name: 'anonymous', path: '/tableschemaview/1', expectStatus: 401 },
  ],
  'get /api/v1/sqllab/': [
    { name: 'bootstrap', signedIn: true, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
};
