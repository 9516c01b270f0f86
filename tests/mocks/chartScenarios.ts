// Requests that drive the chart and dashboard operations of the mocks through their answers
// (fixtures: charts 1-4 on dataset 1, chart 1 on dashboard 1 and the admin's favourite, chart 2
// without a saved query context; dashboards 1 `sales` and 2).
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

const NEW_CHART = {
  slice_name: 'Revenue by region',
  viz_type: 'table',
  datasource_id: 1,
  datasource_type: 'table',
  params: '{"viz_type":"table"}',
  dashboards: [2],
  owners: [],
};

export const CHART_SCENARIOS: Record<string, Scenario[]> = {
  'get /api/v1/chart/data': [
    { name: 'saved chart', signedIn: true, search: { form_data: '{"slice_id":1}' }, expectStatus: 200 },
    { name: 'no query context', signedIn: true, search: { form_data: '{"slice_id":2}' }, expectStatus: 400 },
    { name: 'unknown chart', signedIn: true, search: { form_data: '{"slice_id":999}' }, expectStatus: 404 },
    { name: 'bad form_data', signedIn: true, search: { form_data: 'nope' }, expectStatus: 400 },
    { name: 'anonymous', search: { form_data: '{"slice_id":1}' }, expectStatus: 401 },
  ],
  'get /api/v1/chart/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered, ordered, paged and selected',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'slice_name', opr: 'ct', value: 'orders' },
          { col: 'viz_type', opr: 'eq', value: 'pie' },
          { col: 'owners', opr: 'rel_m_m', value: 1 },
          { col: 'dashboards', opr: 'rel_m_m', value: 1 },
          { col: 'id', opr: 'chart_is_favorite', value: true },
        ],
        order_column: 'slice_name',
        order_direction: 'asc',
        page: 0,
        page_size: 200,
        select_columns: ['id', 'slice_name', 'dashboards.id'],
      }),
      expectStatus: 200,
    },
    { name: 'page size above 200', signedIn: true, query: '(page_size:201)', expectStatus: 400 },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'bad column', signedIn: true, query: '(order_column:params)', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'post /api/v1/chart/': [
    { name: 'with a dashboard', signedIn: true, body: NEW_CHART, expectStatus: 201 },
    { name: 'no name', signedIn: true, body: { ...NEW_CHART, slice_name: '' }, expectStatus: 400 },
    { name: 'unknown dataset', signedIn: true, body: { ...NEW_CHART, datasource_id: 99 }, expectStatus: 422 },
    {
      name: 'unknown dashboard',
      signedIn: true,
      body: { ...NEW_CHART, dashboards: [99] },
      expectStatus: 422,
    },
    { name: 'anonymous', body: NEW_CHART, expectStatus: 401 },
  ],
  'delete /api/v1/chart/': [
    { name: 'bulk', signedIn: true, query: '!(4)', expectStatus: 200 },
    { name: 'unknown id', signedIn: true, query: '!(999)', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
    { name: 'anonymous', query: '!(3)', expectStatus: 401 },
  ],
  'get /api/v1/chart/_info': [
    { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
    { name: 'everything', signedIn: true, expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/chart/{pk}': [
    { name: 'chart', signedIn: true, path: '/api/v1/chart/1', expectStatus: 200 },
    {
      name: 'dashboards.id',
      signedIn: true,
      path: '/api/v1/chart/1',
      query: '(select_columns:!(dashboards.id))',
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/999', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, path: '/api/v1/chart/1', query: '(', expectStatus: 400 },
    { name: 'anonymous', path: '/api/v1/chart/1', expectStatus: 401 },
  ],
  'put /api/v1/chart/{pk}': [
    {
      name: 'overwrite',
      signedIn: true,
      path: '/api/v1/chart/1',
      body: { slice_name: 'Orders per region', dashboards: [1, 2], owners: [1] },
      expectStatus: 200,
    },
    {
      name: 'unknown dashboard',
      signedIn: true,
      path: '/api/v1/chart/1',
      body: { dashboards: [99] },
      expectStatus: 422,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/999', body: {}, expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/1', body: {}, expectStatus: 401 },
  ],
  'delete /api/v1/chart/{pk}': [
    { name: 'delete', signedIn: true, path: '/api/v1/chart/3', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/3', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/1', expectStatus: 401 },
  ],
  'get /api/v1/chart/related/{column_name}': [
    { name: 'owners', signedIn: true, path: '/api/v1/chart/related/owners', expectStatus: 200 },
    {
      name: 'created_by filtered',
      signedIn: true,
      path: '/api/v1/chart/related/created_by',
      query: '(filter:adm,page:0,page_size:100)',
      expectStatus: 200,
    },
    { name: 'unknown column', signedIn: true, path: '/api/v1/chart/related/params', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/related/owners', expectStatus: 401 },
  ],
  'get /api/v1/chart/favorite_status/': [
    { name: 'flags', signedIn: true, query: '!(1,2)', expectStatus: 200 },
    { name: 'unknown id', signedIn: true, query: '!(999)', expectStatus: 404 },
    { name: 'bad rison', signedIn: true, query: '!(', expectStatus: 400 },
    { name: 'anonymous', query: '!(1)', expectStatus: 401 },
  ],
  'post /api/v1/chart/{pk}/favorites/': [
    { name: 'add', signedIn: true, path: '/api/v1/chart/2/favorites/', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/999/favorites/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/2/favorites/', expectStatus: 401 },
  ],
  'delete /api/v1/chart/{pk}/favorites/': [
    { name: 'remove', signedIn: true, path: '/api/v1/chart/2/favorites/', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/999/favorites/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/2/favorites/', expectStatus: 401 },
  ],
  'get /api/v1/chart/{pk}/data/': [
    { name: 'saved query context', signedIn: true, path: '/api/v1/chart/1/data/', expectStatus: 200 },
    {
      name: 'as csv',
      signedIn: true,
      path: '/api/v1/chart/1/data/',
      search: { format: 'csv' },
      expectStatus: 200,
    },
    { name: 'no query context', signedIn: true, path: '/api/v1/chart/2/data/', expectStatus: 400 },
    { name: 'unknown', signedIn: true, path: '/api/v1/chart/999/data/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/1/data/', expectStatus: 401 },
  ],
  'get /api/v1/dashboard/': [
    { name: 'all', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered, ordered and selected',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'dashboard_title', opr: 'ct', value: 'sal' },
          { col: 'owners', opr: 'rel_m_m', value: 1 },
          { col: 'published', opr: 'eq', value: true },
          { col: 'id', opr: 'dashboard_is_favorite', value: false },
        ],
        order_column: 'dashboard_title',
        order_direction: 'asc',
        page: 0,
        page_size: 100,
        select_columns: ['id', 'dashboard_title'],
      }),
      expectStatus: 200,
    },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'bad column', signedIn: true, query: '(order_column:css)', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'post /api/v1/dashboard/': [
    { name: 'title only', signedIn: true, body: { dashboard_title: 'New dashboard' }, expectStatus: 201 },
    { name: 'taken slug', signedIn: true, body: { dashboard_title: 'X', slug: 'sales' }, expectStatus: 422 },
    { name: 'bad position', signedIn: true, body: { position_json: '{' }, expectStatus: 400 },
    { name: 'anonymous', body: { dashboard_title: 'X' }, expectStatus: 401 },
  ],
  'get /api/v1/dashboard/_info': [
    { name: 'permissions', signedIn: true, query: '(keys:!(permissions))', expectStatus: 200 },
    { name: 'bad rison', signedIn: true, query: '(keys:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
};
