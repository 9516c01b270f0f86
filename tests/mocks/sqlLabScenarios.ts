// Requests that drive the SQL Lab execution and query history operations of the mocks.
import { encodeRison } from '../../lib/rison.ts';
import { SALES_CLIENT_ID, SALES_RESULTS_KEY } from '../../mocks/sqllabQueries.ts';
import type { Scenario } from './scenario.ts';

const SALES = { database_id: 1, sql: 'SELECT * FROM sales', client_id: 'abc123', queryLimit: 100 };

export const SQL_LAB_SCENARIOS: Record<string, Scenario[]> = {
  'post /api/v1/sqllab/execute/': [
    { name: 'sales rows', signedIn: true, body: SALES, expectStatus: 200 },
    {
      name: 'async on a database without async runs now',
      signedIn: true,
      body: { ...SALES, runAsync: true },
      expectStatus: 200,
    },
    {
      name: 'DML refused',
      signedIn: true,
      body: { database_id: 1, sql: 'DELETE FROM sales' },
      expectStatus: 400,
    },
    { name: 'missing sql', signedIn: true, body: { database_id: 1 }, expectStatus: 400 },
    {
      name: 'unknown database',
      signedIn: true,
      body: { database_id: 999, sql: 'SELECT 1' },
      expectStatus: 404,
    },
    { name: 'anonymous', body: SALES, expectStatus: 401 },
  ],
  'get /api/v1/sqllab/results/': [
    {
      name: 'stored results',
      signedIn: true,
      query: encodeRison({ key: SALES_RESULTS_KEY, rows: 100 }),
      expectStatus: 200,
    },
    { name: 'expired key', signedIn: true, query: encodeRison({ key: 'gone' }), expectStatus: 410 },
    { name: 'no key', signedIn: true, query: '()', expectStatus: 400 },
    { name: 'anonymous', query: encodeRison({ key: SALES_RESULTS_KEY }), expectStatus: 401 },
  ],
  'post /api/v1/sqllab/estimate/': [
    { name: 'cost', signedIn: true, body: { database_id: 1, sql: 'SELECT * FROM sales' }, expectStatus: 200 },
    {
      name: 'unknown database',
      signedIn: true,
      body: { database_id: 999, sql: 'SELECT 1' },
      expectStatus: 404,
    },
    { name: 'missing sql', signedIn: true, body: { database_id: 1 }, expectStatus: 400 },
    { name: 'anonymous', body: { database_id: 1, sql: 'SELECT 1' }, expectStatus: 401 },
  ],
  'post /api/v1/sqllab/format_sql/': [
    { name: 'formatted', signedIn: true, body: { sql: 'select * from sales where 1=1' }, expectStatus: 200 },
    { name: 'missing sql', signedIn: true, body: {}, expectStatus: 400 },
    { name: 'anonymous', body: { sql: 'select 1' }, expectStatus: 401 },
  ],
  'get /api/v1/sqllab/export/{client_id}/': [
    { name: 'CSV', signedIn: true, path: `/api/v1/sqllab/export/${SALES_CLIENT_ID}/`, expectStatus: 200 },
    { name: 'unknown query', signedIn: true, path: '/api/v1/sqllab/export/nope/', expectStatus: 404 },
    { name: 'anonymous', path: `/api/v1/sqllab/export/${SALES_CLIENT_ID}/`, expectStatus: 401 },
  ],
  'post /api/v1/sqllab/permalink': [
    {
      name: 'created',
      signedIn: true,
      body: { dbId: 1, sql: 'SELECT 1', schema: 'main' },
      expectStatus: 201,
    },
    { name: 'missing sql', signedIn: true, body: { dbId: 1 }, expectStatus: 400 },
    { name: 'anonymous', body: { sql: 'SELECT 1' }, expectStatus: 401 },
  ],
  'post /sqllab/': [
    {
      name: 'requested query',
      signedIn: true,
      form: { form_data: JSON.stringify({ sql: 'SELECT 1', dbid: 1, schema: 'main', autorun: true }) },
      expectStatus: 303,
    },
    { name: 'not a query', signedIn: true, form: { form_data: '{"schema":"main"}' }, expectStatus: 400 },
    { name: 'anonymous', form: { form_data: JSON.stringify({ sql: 'SELECT 1' }) }, expectStatus: 401 },
  ],
  'get /api/v1/sqllab/permalink/{key}': [
    {
      name: 'stored',
      signedIn: true,
      path: '/api/v1/sqllab/permalink/examplePermalinkKey',
      expectStatus: 200,
    },
    {
      name: 'kv: prefix',
      signedIn: true,
      path: '/api/v1/sqllab/permalink/kv:examplePermalinkKey',
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/sqllab/permalink/nope', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/sqllab/permalink/examplePermalinkKey', expectStatus: 401 },
  ],
  'get /api/v1/query/': [
    { name: 'history', signedIn: true, expectStatus: 200 },
    {
      name: 'filtered',
      signedIn: true,
      query: encodeRison({
        filters: [
          { col: 'sql', opr: 'ct', value: 'sales' },
          { col: 'status', opr: 'eq', value: 'success' },
        ],
        page: 0,
        page_size: 25,
      }),
      expectStatus: 200,
    },
    {
      name: 'bad filter',
      signedIn: true,
      query: encodeRison({ filters: [{ col: 'password', opr: 'eq', value: 'x' }] }),
      expectStatus: 400,
    },
    { name: 'bad rison', signedIn: true, query: '(filters:!(', expectStatus: 400 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'get /api/v1/query/{pk}': [
    { name: 'the sales query', signedIn: true, path: '/api/v1/query/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/query/999', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/query/1', expectStatus: 401 },
  ],
  'get /api/v1/query/updated_since': [
    { name: 'changes', signedIn: true, query: encodeRison({ last_updated_ms: 0 }), expectStatus: 200 },
    { name: 'no time', signedIn: true, query: '()', expectStatus: 400 },
    { name: 'anonymous', query: encodeRison({ last_updated_ms: 0 }), expectStatus: 401 },
  ],
  'post /api/v1/query/stop': [
    { name: 'stopped', signedIn: true, body: { client_id: 'salesQuery1' }, expectStatus: 200 },
    { name: 'unknown', signedIn: true, body: { client_id: 'nope' }, expectStatus: 404 },
    { name: 'missing client_id', signedIn: true, body: {}, expectStatus: 400 },
    { name: 'anonymous', body: { client_id: 'salesQuery1' }, expectStatus: 401 },
  ],
};
