// Requests that drive the Explore handlers (bootstrap, form-data cache, permalinks) through
// their success and error answers.
import { EXAMPLE_EXPLORE_PERMALINK_KEY, EXAMPLE_FORM_DATA_KEY } from '../../mocks/explore.ts';
import type { Scenario } from './scenario.ts';

const FORM_DATA = { datasource_id: 1, datasource_type: 'table', form_data: '{"viz_type":"table"}' };

export const EXPLORE_SCENARIOS: Record<string, Scenario[]> = {
  'get /api/v1/explore/': [
    {
      name: 'new chart on a dataset',
      signedIn: true,
      search: { datasource_id: '1', datasource_type: 'table' },
      expectStatus: 200,
    },
    { name: 'saved chart', signedIn: true, search: { slice_id: '1' }, expectStatus: 200 },
    {
      name: 'cached form data',
      signedIn: true,
      search: { form_data_key: EXAMPLE_FORM_DATA_KEY },
      expectStatus: 200,
    },
    {
      name: 'expired form data, back to the dataset',
      signedIn: true,
      search: { form_data_key: 'gone', datasource_id: '1', datasource_type: 'table' },
      expectStatus: 200,
    },
    {
      name: 'permalink',
      signedIn: true,
      search: { permalink_key: EXAMPLE_EXPLORE_PERMALINK_KEY },
      expectStatus: 200,
    },
    { name: 'unknown permalink', signedIn: true, search: { permalink_key: 'nope' }, expectStatus: 404 },
    { name: 'unknown chart', signedIn: true, search: { slice_id: '999' }, expectStatus: 404 },
    {
      name: 'unknown dataset (Superset’s missing-dataset placeholder)',
      signedIn: true,
      search: { datasource_id: '999', datasource_type: 'table' },
      expectStatus: 200,
    },
    { name: 'nothing to explore', signedIn: true, search: {}, expectStatus: 404 },
    { name: 'anonymous', search: { datasource_id: '1', datasource_type: 'table' }, expectStatus: 401 },
  ],
  'post /api/v1/explore/form_data': [
    { name: 'stored', signedIn: true, body: FORM_DATA, expectStatus: 201 },
    {
      name: 'stored for a tab',
      signedIn: true,
      search: { tab_id: '3' },
      body: { ...FORM_DATA, chart_id: 1 },
      expectStatus: 201,
    },
    { name: 'form_data not text', signedIn: true, body: { ...FORM_DATA, form_data: {} }, expectStatus: 400 },
    {
      name: 'unknown dataset',
      signedIn: true,
      body: { ...FORM_DATA, datasource_id: 999 },
      expectStatus: 404,
    },
    { name: 'anonymous', body: FORM_DATA, expectStatus: 401 },
  ],
  'get /api/v1/explore/form_data/{key}': [
    {
      name: 'stored',
      signedIn: true,
      path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`,
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/explore/form_data/nope', expectStatus: 404 },
    { name: 'anonymous', path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`, expectStatus: 401 },
  ],
  'put /api/v1/explore/form_data/{key}': [
    {
      name: 'updated',
      signedIn: true,
      path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`,
      body: FORM_DATA,
      expectStatus: 200,
    },
    {
      name: 'missing datasource_id',
      signedIn: true,
      path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`,
      body: { form_data: '{}' },
      expectStatus: 400,
    },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/explore/form_data/nope',
      body: FORM_DATA,
      expectStatus: 404,
    },
    {
      name: 'anonymous',
      path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`,
      body: FORM_DATA,
      expectStatus: 401,
    },
  ],
  'delete /api/v1/explore/form_data/{key}': [
    {
      name: 'deleted',
      signedIn: true,
      path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`,
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/explore/form_data/nope', expectStatus: 404 },
    { name: 'anonymous', path: `/api/v1/explore/form_data/${EXAMPLE_FORM_DATA_KEY}`, expectStatus: 401 },
  ],
  'post /api/v1/explore/permalink': [
    {
      name: 'created',
      signedIn: true,
      body: { formData: { datasource: '1__table', viz_type: 'table' }, urlParams: [['standalone', '1']] },
      expectStatus: 201,
    },
    { name: 'missing formData', signedIn: true, body: { urlParams: [] }, expectStatus: 400 },
    { name: 'no datasource', signedIn: true, body: { formData: { viz_type: 'table' } }, expectStatus: 400 },
    {
      name: 'unknown dataset',
      signedIn: true,
      body: { formData: { datasource: '999__table' } },
      expectStatus: 404,
    },
    { name: 'anonymous', body: { formData: {} }, expectStatus: 401 },
  ],
  'get /api/v1/explore/permalink/{key}': [
    {
      name: 'stored',
      signedIn: true,
      path: `/api/v1/explore/permalink/${EXAMPLE_EXPLORE_PERMALINK_KEY}`,
      expectStatus: 200,
    },
    {
      name: 'kv: prefix',
      signedIn: true,
      path: `/api/v1/explore/permalink/kv:${EXAMPLE_EXPLORE_PERMALINK_KEY}`,
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/explore/permalink/nope', expectStatus: 404 },
    {
      name: 'anonymous',
      path: `/api/v1/explore/permalink/${EXAMPLE_EXPLORE_PERMALINK_KEY}`,
      expectStatus: 401,
    },
  ],
};
