// Requests that drive the chart data operations of the mocks.
import type { Scenario } from './scenario.ts';

const BY_REGION = {
  datasource: { id: 1, type: 'table' },
  force: false,
  queries: [
    {
      columns: ['region'],
      metrics: [
        'count',
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'revenue' },
          label: 'SUM(revenue)',
        },
      ],
      filters: [{ col: 'country', op: 'IN', val: ['France', 'Japan'] }],
      orderby: [['count', false]],
      row_limit: 100,
      extras: { where: '', having: '', time_grain_sqla: null },
      unknown_field: 'kept',
    },
  ],
  result_type: 'full',
  result_format: 'json',
};

const asType = (resultType: string) => ({ ...BY_REGION, result_type: resultType });

export const CHART_DATA_SCENARIOS: Record<string, Scenario[]> = {
  'post /api/v1/chart/data': [
    { name: 'full', signedIn: true, body: BY_REGION, expectStatus: 200 },
    { name: 'query', signedIn: true, body: asType('query'), expectStatus: 200 },
    { name: 'samples', signedIn: true, body: asType('samples'), expectStatus: 200 },
    { name: 'columns', signedIn: true, body: asType('columns'), expectStatus: 200 },
    { name: 'timegrains', signedIn: true, body: asType('timegrains'), expectStatus: 200 },
    { name: 'csv', signedIn: true, body: { ...BY_REGION, result_format: 'csv' }, expectStatus: 200 },
    {
      name: 'unknown column',
      signedIn: true,
      body: { ...BY_REGION, queries: [{ columns: ['nope'], metrics: ['count'] }] },
      expectStatus: 400,
    },
    { name: 'no queries', signedIn: true, body: { datasource: { id: 1, type: 'table' } }, expectStatus: 400 },
    {
      name: 'unknown dataset',
      signedIn: true,
      body: { ...BY_REGION, datasource: { id: 99, type: 'table' } },
      expectStatus: 404,
    },
    { name: 'anonymous', body: BY_REGION, expectStatus: 401 },
  ],
  'get /api/v1/chart/data/{cache_key}': [
    { name: 'expired key', signedIn: true, path: '/api/v1/chart/data/gone', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/chart/data/gone', expectStatus: 401 },
  ],
};
