// Requests that drive the dataset and datasource operations of the mocks through their answers
// (fixtures: dataset 1 `sales`, physical, and dataset 2 `revenue_by_region`, virtual, both the
// admin's, on the examples database).
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

const METRIC = { metric_name: 'avg_price', expression: 'AVG(unit_price)', d3format: ',.2f' };

export const DATASET_SCENARIOS: Record<string, Scenario[]> = {
  'get /api/v1/dataset/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered, ordered and paged',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'table_name', opr: 'ct', value: 'sal' },
          { col: 'database', opr: 'rel_o_m', value: 1 },
          { col: 'owners', opr: 'rel_m_m', value: 1 },
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
        ],
        order_column: 'table_name',
        order_direction: 'asc',
        page: 0,
        page_size: 25,
      }),
      expectStatus: 200,
    },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'bad column', signedIn: true, query: '(order_column:password)', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'post /api/v1/dataset/': [
    {
      name: 'physical',
      signedIn: true,
      body: { database: 1, schema: 'main', table_name: 'birth_names' },
      expectStatus: 201,
    },
    {
      name: 'virtual',
      signedIn: true,
      body: {
        database: 1,
        schema: 'main',
        table_name: 'big_orders',
        sql: 'SELECT * FROM sales WHERE quantity > 5',
      },
      expectStatus: 201,
    },
    {
      name: 'exists',
      signedIn: true,
      body: { database: 1, schema: 'main', table_name: 'sales' },
      expectStatus: 422,
    },
    {
      name: 'no such table',
      signedIn: true,
      body: { database: 1, schema: 'main', table_name: 'nope' },
      expectStatus: 422,
    },
    { name: 'no table name', signedIn: true, body: { database: 1 }, expectStatus: 400 },
    { name: 'anonymous', body: { database: 1, table_name: 'x' }, expectStatus: 401 },
  ],
  'delete /api/v1/dataset/': [
    { name: 'both', signedIn: true, query: '!(1,2)', expectStatus: 200 },
    { name: 'one missing', signedIn: true, query: '!(1,99)', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
    { name: 'anonymous', query: '!(1)', expectStatus: 401 },
  ],
  'get /api/v1/dataset/_info': [
    { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
    { name: 'everything', signedIn: true, expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/dataset/{pk}': [
    { name: 'sales', signedIn: true, path: '/api/v1/dataset/1', expectStatus: 200 },
    {
      name: 'some fields',
      signedIn: true,
      path: '/api/v1/dataset/1',
      query: '(columns:!(id,table_name,schema,database.id,select_star,columns.column_name))',
      expectStatus: 200,
    },
    { name: 'missing', signedIn: true, path: '/api/v1/dataset/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/1', expectStatus: 401 },
  ],
  'put /api/v1/dataset/{pk}': [
    {
      name: 'metric added',
      signedIn: true,
      path: '/api/v1/dataset/1',
      body: {
        description: 'Orders',
        cache_timeout: '',
        metrics: [{ id: 1, metric_name: 'count', expression: 'COUNT(*)' }, METRIC],
      },
      expectStatus: 200,
    },
    {
      name: 'override columns',
      signedIn: true,
      path: '/api/v1/dataset/2',
      search: { override_columns: 'true' },
      body: { sql: 'SELECT region FROM sales', columns: [{ column_name: 'region', type: 'VARCHAR' }] },
      expectStatus: 200,
    },
    {
      name: 'override columns spelled True',
      signedIn: true,
      path: '/api/v1/dataset/2',
      search: { override_columns: 'True' },
      body: { sql: 'SELECT region FROM sales', columns: [{ column_name: 'region', type: 'VARCHAR' }] },
      expectStatus: 200,
    },
    {
      name: 'unknown field',
      signedIn: true,
      path: '/api/v1/dataset/1',
      body: { description: 'x', bogus: 1 },
      expectStatus: 400,
    },
    {
      name: 'duplicate metric',
      signedIn: true,
      path: '/api/v1/dataset/1',
      body: { metrics: [METRIC, METRIC] },
      expectStatus: 422,
    },
    {
      name: 'catalog on a one-catalog database',
      signedIn: true,
      path: '/api/v1/dataset/1',
      body: { catalog: 'other' },
      expectStatus: 422,
    },
    { name: 'missing', signedIn: true, path: '/api/v1/dataset/99', body: {}, expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/1', body: {}, expectStatus: 401 },
  ],
  'delete /api/v1/dataset/{pk}': [
    { name: 'deleted', signedIn: true, path: '/api/v1/dataset/2', expectStatus: 200 },
    { name: 'missing', signedIn: true, path: '/api/v1/dataset/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/2', expectStatus: 401 },
  ],
  'get /api/v1/dataset/related/{column_name}': [
    {
      name: 'owners',
      signedIn: true,
      path: '/api/v1/dataset/related/owners',
      query: '(filter:adm)',
      expectStatus: 200,
    },
    { name: 'databases', signedIn: true, path: '/api/v1/dataset/related/database', expectStatus: 200 },
    { name: 'unknown column', signedIn: true, path: '/api/v1/dataset/related/sql', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/related/owners', expectStatus: 401 },
  ],
  'get /api/v1/dataset/distinct/{column_name}': [
    { name: 'schemas', signedIn: true, path: '/api/v1/dataset/distinct/schema', expectStatus: 200 },
    { name: 'unknown column', signedIn: true, path: '/api/v1/dataset/distinct/sql', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/distinct/schema', expectStatus: 401 },
  ],
  'post /api/v1/dataset/duplicate': [
    {
      name: 'virtual',
      signedIn: true,
      body: { base_model_id: 2, table_name: 'revenue_copy' },
      expectStatus: 201,
    },
    {
      name: 'physical',
      signedIn: true,
      body: { base_model_id: 1, table_name: 'sales_copy' },
      expectStatus: 422,
    },
    { name: 'no name', signedIn: true, body: { base_model_id: 2 }, expectStatus: 400 },
    { name: 'anonymous', body: { base_model_id: 2, table_name: 'x' }, expectStatus: 401 },
  ],
  'post /api/v1/dataset/get_or_create/': [
    {
      name: 'existing',
      signedIn: true,
      body: { database_id: 1, schema: 'main', table_name: 'sales' },
      expectStatus: 200,
    },
    {
      name: 'created',
      signedIn: true,
      body: { database_id: 1, schema: 'main', table_name: 'edge_cases' },
      expectStatus: 200,
    },
    {
      name: 'no such table',
      signedIn: true,
      body: { database_id: 1, table_name: 'nope' },
      expectStatus: 422,
    },
    { name: 'anonymous', body: { database_id: 1, table_name: 'sales' }, expectStatus: 401 },
  ],
  'put /api/v1/dataset/{pk}/refresh': [
    { name: 'refreshed', signedIn: true, path: '/api/v1/dataset/1/refresh', expectStatus: 200 },
    { name: 'missing', signedIn: true, path: '/api/v1/dataset/99/refresh', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/1/refresh', expectStatus: 401 },
  ],
  'get /api/v1/dataset/{pk}/related_objects': [
    { name: 'charts on it', signedIn: true, path: '/api/v1/dataset/1/related_objects', expectStatus: 200 },
    { name: 'missing', signedIn: true, path: '/api/v1/dataset/99/related_objects', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/dataset/1/related_objects', expectStatus: 401 },
  ],
  'get /api/v1/datasource/{datasource_type}/{datasource_id}/column/{column_name}/values/': [
    {
      name: 'regions',
      signedIn: true,
      path: '/api/v1/datasource/table/1/column/region/values/',
      expectStatus: 200,
    },
    {
      name: 'unknown column',
      signedIn: true,
      path: '/api/v1/datasource/table/1/column/nope/values/',
      expectStatus: 400,
    },
    {
      name: 'bad type',
      signedIn: true,
      path: '/api/v1/datasource/query/1/column/region/values/',
      expectStatus: 400,
    },
    { name: 'anonymous', path: '/api/v1/datasource/table/1/column/region/values/', expectStatus: 401 },
  ],
  'get /superset/fetch_datasource_metadata': [
    { name: 'sales', signedIn: true, search: { datasourceKey: '1__table' }, expectStatus: 200 },
    { name: 'bad key', signedIn: true, search: { datasourceKey: 'sales' }, expectStatus: 400 },
    { name: 'missing', signedIn: true, search: { datasourceKey: '99__table' }, expectStatus: 404 },
    { name: 'anonymous', search: { datasourceKey: '1__table' }, expectStatus: 401 },
  ],
  'get /datasource/external_metadata/{datasource_type}/{datasource_id}/': [
    { name: 'sales', signedIn: true, path: '/datasource/external_metadata/table/1/', expectStatus: 200 },
    { name: 'virtual', signedIn: true, path: '/datasource/external_metadata/table/2/', expectStatus: 200 },
    { name: 'missing', signedIn: true, path: '/datasource/external_metadata/table/99/', expectStatus: 404 },
    { name: 'bad type', signedIn: true, path: '/datasource/external_metadata/query/1/', expectStatus: 400 },
    { name: 'anonymous', path: '/datasource/external_metadata/table/1/', expectStatus: 401 },
  ],
  'post /datasource/samples': [
    {
      name: 'first page',
      signedIn: true,
      search: { force: 'false', datasource_type: 'table', datasource_id: '1', per_page: '2', page: '1' },
      body: {},
      expectStatus: 200,
    },
    {
      name: 'virtual',
      signedIn: true,
      search: { datasource_type: 'table', datasource_id: '2' },
      expectStatus: 200,
    },
    {
      name: 'missing',
      signedIn: true,
      search: { datasource_type: 'table', datasource_id: '99' },
      expectStatus: 404,
    },
    { name: 'anonymous', search: { datasource_type: 'table', datasource_id: '1' }, expectStatus: 401 },
  ],
};
