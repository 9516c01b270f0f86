// Requests that drive the database operations of the mocks through their answers.
import { encodeRison } from '../../lib/rison.ts';
import type { Scenario } from './scenario.ts';

const CREATE = {
  database_name: 'warehouse',
  sqlalchemy_uri: 'postgresql://loupe:secret@db.example:5432/warehouse',
};
const PARAMETERS = {
  host: 'db.example',
  port: 5432,
  database: 'warehouse',
  username: 'loupe',
  password: 'pw',
};

export const DATABASE_SCENARIOS: Record<string, Scenario[]> = {
  'post /api/v1/database/': [
    { name: 'by URI', signedIn: true, body: CREATE, expectStatus: 201 },
    {
      name: 'by parameters',
      signedIn: true,
      body: {
        database_name: 'by parameters',
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: PARAMETERS,
      },
      expectStatus: 201,
    },
    { name: 'taken name', signedIn: true, body: { ...CREATE, database_name: 'examples' }, expectStatus: 422 },
    {
      name: 'refused connection',
      signedIn: true,
      body: { ...CREATE, sqlalchemy_uri: 'postgresql://loupe:wrong@db.example/warehouse' },
      expectStatus: 422,
    },
    { name: 'no URI', signedIn: true, body: { database_name: 'x' }, expectStatus: 400 },
    { name: 'anonymous', body: CREATE, expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}': [
    { name: 'examples', signedIn: true, path: '/api/v1/database/1', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1', expectStatus: 401 },
  ],
  'put /api/v1/database/{pk}': [
    {
      name: 'flags',
      signedIn: true,
      path: '/api/v1/database/1',
      body: { allow_dml: true },
      expectStatus: 200,
    },
    {
      name: 'connection',
      signedIn: true,
      path: '/api/v1/database/1',
      body: { sqlalchemy_uri: 'duckdb:////tmp/other.duckdb' },
      expectStatus: 200,
    },
    {
      name: 'bad extra',
      signedIn: true,
      path: '/api/v1/database/1',
      body: { extra: '{' },
      expectStatus: 400,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99', body: {}, expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1', body: {}, expectStatus: 401 },
  ],
  'delete /api/v1/database/{pk}': [
    { name: 'examples, which has datasets', signedIn: true, path: '/api/v1/database/1', expectStatus: 422 },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1', expectStatus: 401 },
  ],
  'get /api/v1/database/available/': [
    { name: 'engines', signedIn: true, expectStatus: 200 },
    { name: 'anonymous', expectStatus: 401 },
  ],
  'post /api/v1/database/test_connection/': [
    { name: 'ok', signedIn: true, body: { sqlalchemy_uri: CREATE.sqlalchemy_uri }, expectStatus: 200 },
    {
      name: 'bad host',
      signedIn: true,
      body: { sqlalchemy_uri: 'mysql://root@nowhere.invalid/x' },
      expectStatus: 422,
    },
    { name: 'nothing to test', signedIn: true, body: {}, expectStatus: 400 },
    { name: 'anonymous', body: {}, expectStatus: 401 },
  ],
  'post /api/v1/database/validate_parameters/': [
    {
      name: 'ok',
      signedIn: true,
      body: { engine: 'postgresql', configuration_method: 'dynamic_form', parameters: PARAMETERS },
      expectStatus: 200,
    },
    {
      name: 'missing fields',
      signedIn: true,
      body: {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { host: 'db.example' },
      },
      expectStatus: 422,
    },
    {
      name: 'refused',
      signedIn: true,
      body: {
        engine: 'postgresql',
        configuration_method: 'dynamic_form',
        parameters: { ...PARAMETERS, password: 'wrong' },
      },
      expectStatus: 422,
    },
    { name: 'no engine', signedIn: true, body: {}, expectStatus: 400 },
    { name: 'anonymous', body: {}, expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/schemas/': [
    {
      name: 'examples',
      signedIn: true,
      path: '/api/v1/database/1/schemas/',
      query: '(force:!t)',
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99/schemas/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1/schemas/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/catalogs/': [
    {
      name: 'examples',
      signedIn: true,
      path: '/api/v1/database/1/catalogs/',
      query: '(force:!f)',
      expectStatus: 200,
    },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99/catalogs/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1/catalogs/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/tables/': [
    {
      name: 'main',
      signedIn: true,
      path: '/api/v1/database/1/tables/',
      query: encodeRison({ force: false, schema_name: 'main' }),
      expectStatus: 200,
    },
    { name: 'no schema', signedIn: true, path: '/api/v1/database/1/tables/', expectStatus: 400 },
    {
      name: 'bad rison',
      signedIn: true,
      path: '/api/v1/database/1/tables/',
      query: '(schema_name:',
      expectStatus: 400,
    },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/database/99/tables/',
      query: '(schema_name:main)',
      expectStatus: 404,
    },
    { name: 'anonymous', path: '/api/v1/database/1/tables/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/table_metadata/': [
    {
      name: 'birth_names',
      signedIn: true,
      path: '/api/v1/database/1/table_metadata/',
      search: { name: 'birth_names', schema: 'main' },
      expectStatus: 200,
    },
    {
      name: 'unknown table',
      signedIn: true,
      path: '/api/v1/database/1/table_metadata/',
      search: { name: 'nope' },
      expectStatus: 404,
    },
    { name: 'no name', signedIn: true, path: '/api/v1/database/1/table_metadata/', expectStatus: 400 },
    { name: 'anonymous', path: '/api/v1/database/1/table_metadata/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/table_metadata/extra/': [
    {
      name: 'sales',
      signedIn: true,
      path: '/api/v1/database/1/table_metadata/extra/',
      search: { name: 'sales', schema: 'main' },
      expectStatus: 200,
    },
    { name: 'no name', signedIn: true, path: '/api/v1/database/1/table_metadata/extra/', expectStatus: 400 },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/database/99/table_metadata/extra/',
      search: { name: 'x' },
      expectStatus: 404,
    },
    { name: 'anonymous', path: '/api/v1/database/1/table_metadata/extra/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/select_star/{table_name}/': [
    { name: 'sales', signedIn: true, path: '/api/v1/database/1/select_star/sales/', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99/select_star/sales/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1/select_star/sales/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/select_star/{table_name}/{schema_name}/': [
    {
      name: 'main.sales',
      signedIn: true,
      path: '/api/v1/database/1/select_star/sales/main/',
      expectStatus: 200,
    },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/database/99/select_star/sales/main/',
      expectStatus: 404,
    },
    { name: 'anonymous', path: '/api/v1/database/1/select_star/sales/main/', expectStatus: 401 },
  ],
  'get /api/v1/database/{pk}/function_names/': [
    { name: 'examples', signedIn: true, path: '/api/v1/database/1/function_names/', expectStatus: 200 },
    { name: 'unknown', signedIn: true, path: '/api/v1/database/99/function_names/', expectStatus: 404 },
    { name: 'anonymous', path: '/api/v1/database/1/function_names/', expectStatus: 401 },
  ],
  'post /api/v1/database/{pk}/validate_sql/': [
    {
      name: 'valid',
      signedIn: true,
      path: '/api/v1/database/1/validate_sql/',
      body: { sql: 'SELECT count(*) FROM sales' },
      expectStatus: 200,
    },
    {
      name: 'typo',
      signedIn: true,
      path: '/api/v1/database/1/validate_sql/',
      body: { sql: 'SELECT 1;\nSELEC 2' },
      expectStatus: 200,
    },
    {
      name: 'unknown',
      signedIn: true,
      path: '/api/v1/database/99/validate_sql/',
      body: { sql: 'SELECT 1' },
      expectStatus: 404,
    },
    {
      name: 'missing sql',
      signedIn: true,
      path: '/api/v1/database/1/validate_sql/',
      body: {},
      expectStatus: 400,
    },
    {
      name: 'anonymous',
      path: '/api/v1/database/1/validate_sql/',
      body: { sql: 'SELECT 1' },
      expectStatus: 401,
    },
  ],
};
