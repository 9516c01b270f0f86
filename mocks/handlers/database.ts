// GET /api/v1/database/ (rison q: filters, order, paging on the mock databases), its _info, and
// create / show / update / delete with the server's validation and pretend connection tests.
import { http } from 'msw';
import { decodeRison } from '../../lib/rison.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { mockDatasets } from '../datasets.ts';
import { INVALID_RISON, NOT_AUTHORIZED, validationError } from '../errors.ts';
import { AVAILABLE_ENGINES } from '../fixtures/engines.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { applyListQuery, listOutcome, listQueryParam, parseListQuery } from '../listQuery.ts';
import { buildUri, connectionError, type MockConnection, parametersOf } from '../mockConnections.ts';
import { callerOf, readBody } from './auth.ts';
import { type ConnectionBody, idOf, readConnection, refusal } from './databaseRequests.ts';

type DatabaseDetail = components['schemas']['DatabaseDetail'];
type WriteFields = components['schemas']['DatabaseWriteFields'];

/** Columns a database list may filter and order on. */
export const DATABASE_LIST_COLUMNS = [
  'id',
  'database_name',
  'backend',
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'changed_on',
] as const;

const SEARCH_FILTERS = {
  database_name: [
    { name: 'Starts with', operator: 'sw' },
    { name: 'Ends with', operator: 'ew' },
    { name: 'Contains', operator: 'ct' },
    { name: 'Equal to', operator: 'eq' },
    { name: 'Not Starts With', operator: 'nsw' },
    { name: 'Not Ends With', operator: 'new' },
    { name: 'Not Contains', operator: 'nct' },
    { name: 'Not Equal to', operator: 'neq' },
  ],
  expose_in_sqllab: [
    { name: 'Equal to', operator: 'eq' },
    { name: 'Not Equal to', operator: 'neq' },
  ],
};

const NAME_TAKEN_MESSAGE = 'A database with the same name already exists.';
const NAME_TAKEN = {
  message: { database_name: [NAME_TAKEN_MESSAGE] },
  errors: [
    {
      message: NAME_TAKEN_MESSAGE,
      error_type: 'INVALID_PAYLOAD_SCHEMA_ERROR' as const,
      level: 'error' as const,
      extra: {
        invalid: ['database_name'],
        issue_codes: [
          { code: 1020, message: 'Issue 1020 - The submitted payload has the incorrect schema.' },
        ],
      },
    },
  ],
};
const NOT_FOUND = { message: 'Not found' };
const FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_ctas',
  'allow_cvas',
  'allow_file_upload',
  'allow_multi_catalog',
  'disable_data_preview',
  'allow_file_access',
] as const;

function withSettings(detail: DatabaseDetail, body: WriteFields): DatabaseDetail {
  const next = { ...detail };
  for (const flag of FLAGS) if (typeof body[flag] === 'boolean') next[flag] = body[flag];
  if (body.database_name !== undefined) next.database_name = body.database_name;
  if (body.force_ctas_schema !== undefined) next.force_ctas_schema = body.force_ctas_schema || null;
  if (body.cache_timeout !== undefined) next.cache_timeout = body.cache_timeout;
  if (body.extra !== undefined) next.extra = body.extra;
  return next;
}

function withConnection(
  detail: DatabaseDetail,
  connection: MockConnection,
  method: DatabaseDetail['configuration_method'],
): DatabaseDetail {
  const engine = AVAILABLE_ENGINES.find((e) => e.engine === connection.backend);
  return {
    ...detail,
    backend: connection.backend,
    driver: engine?.default_driver ?? null,
    sqlalchemy_uri: buildUri(connection, true),
    parameters: parametersOf(connection),
    configuration_method: method,
    engine_information: engine?.engine_information ?? detail.engine_information,
  };
}

function badExtra(extra: string | null | undefined): boolean {
  if (!extra) return false;
  try {
    const value: unknown = JSON.parse(extra);
    return typeof value !== 'object' || value === null || Array.isArray(value);
  } catch {
    return true;
  }
}

const EXTRA_ERROR = validationError('extra', ['Field cannot be decoded by JSON.']);

const BLANK: Omit<DatabaseDetail, 'id' | 'uuid' | 'changed_on'> = {
  database_name: '',
  backend: '',
  driver: null,
  sqlalchemy_uri: '',
  parameters: {},
  configuration_method: 'sqlalchemy_form',
  engine_information: {
    supports_file_upload: true,
    disable_ssh_tunneling: true,
    supports_dynamic_catalog: false,
    supports_oauth2: false,
  },
  expose_in_sqllab: true,
  allow_run_async: false,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  allow_multi_catalog: false,
  disable_data_preview: false,
  allow_file_access: false,
  force_ctas_schema: null,
  cache_timeout: null,
  extra: null,
  impersonate_user: false,
  is_managed_externally: false,
};

export const databaseHandlers = [
  http.get('/api/v1/database/', ({ request }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/', 'get', denied.status, denied.body);
    const outcome = listOutcome(() => {
      const query = parseListQuery(listQueryParam(request));
      const { count, rows } = applyListQuery(mockDatabases.listItems(), query, DATABASE_LIST_COLUMNS);
      return { count, ids: rows.map((row) => row.id), result: rows };
    });
    return outcome.ok
      ? contractJson('/api/v1/database/', 'get', 200, outcome.body)
      : contractJson('/api/v1/database/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/database/', async ({ request }) => {
    const denied = refusal(request, 'can_write');
    if (denied) return contractJson('/api/v1/database/', 'post', denied.status, denied.body);
    const body = (await readBody(request)) as (WriteFields & ConnectionBody) | undefined;
    if (!body) return contractJson('/api/v1/database/', 'post', 400, { message: 'Request is not JSON' });
    if (!body.database_name) {
      return contractJson(
        '/api/v1/database/',
        'post',
        400,
        validationError('database_name', ['Missing data for required field.']),
      );
    }
    if (badExtra(body.extra)) return contractJson('/api/v1/database/', 'post', 400, EXTRA_ERROR);
    const read = readConnection(body);
    if (!read.ok) return contractJson('/api/v1/database/', 'post', 400, read.body);
    if (mockDatabases.findByName(body.database_name))
      return contractJson('/api/v1/database/', 'post', 422, NAME_TAKEN);
    const failure = connectionError(read.connection);
    if (failure)
      return contractJson('/api/v1/database/', 'post', 422, { message: failure.message, errors: [failure] });
    const detail = withConnection(
      withSettings({ ...BLANK, id: 0, uuid: '', changed_on: '' }, body),
      read.connection,
      read.method,
    );
    const { id: _id, uuid: _uuid, changed_on: _changed, ...fields } = detail;
    const created = mockDatabases.add(fields);
    return contractJson('/api/v1/database/', 'post', 201, { id: created.id, result: created });
  }),

  http.get('/api/v1/database/_info', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/database/_info', 'get', 401, NOT_AUTHORIZED);
    const q = new URL(request.url).searchParams.get('q');
    let keys: unknown = ['permissions', 'filters'];
    if (q) {
      try {
        const decoded = decodeRison(q);
        keys = typeof decoded === 'object' && decoded !== null && 'keys' in decoded ? decoded.keys : keys;
      } catch {
        return contractJson('/api/v1/database/_info', 'get', 400, INVALID_RISON);
      }
    }
    if (!Array.isArray(keys)) {
      return contractJson(
        '/api/v1/database/_info',
        'get',
        400,
        validationError('keys', ['Not a valid list.']),
      );
    }
    return contractJson('/api/v1/database/_info', 'get', 200, {
      ...(keys.includes('permissions') ? { permissions: permissionsOn('Database', account.roles) } : {}),
      ...(keys.includes('filters') ? { filters: SEARCH_FILTERS } : {}),
    });
  }),

  http.get('/api/v1/database/:pk', ({ request, params }) => {
    const denied = refusal(request, 'can_read');
    if (denied) return contractJson('/api/v1/database/{pk}', 'get', denied.status, denied.body);
    const found = mockDatabases.find(idOf(params.pk) ?? -1);
    if (!found) return contractJson('/api/v1/database/{pk}', 'get', 404, NOT_FOUND);
    return contractJson('/api/v1/database/{pk}', 'get', 200, { id: found.id, result: found });
  }),

  http.put('/api/v1/database/:pk', async ({ request, params }) => {
    const denied = refusal(request, 'can_write');
    if (denied) return contractJson('/api/v1/database/{pk}', 'put', denied.status, denied.body);
    const found = mockDatabases.find(idOf(params.pk) ?? -1);
    if (!found) return contractJson('/api/v1/database/{pk}', 'put', 404, NOT_FOUND);
    const body = (await readBody(request)) as (WriteFields & ConnectionBody) | undefined;
    if (!body) return contractJson('/api/v1/database/{pk}', 'put', 400, { message: 'Request is not JSON' });
    if (badExtra(body.extra)) return contractJson('/api/v1/database/{pk}', 'put', 400, EXTRA_ERROR);
    let next = withSettings(found, body);
    if (body.sqlalchemy_uri !== undefined || body.configuration_method === 'dynamic_form') {
      const read = readConnection(body, found.backend);
      if (!read.ok) return contractJson('/api/v1/database/{pk}', 'put', 400, read.body);
      const failure = connectionError(read.connection);
      if (failure)
        return contractJson('/api/v1/database/{pk}', 'put', 422, {
          message: failure.message,
          errors: [failure],
        });
      next = withConnection(next, read.connection, read.method);
    }
    const other = mockDatabases.findByName(next.database_name);
    if (other && other.id !== found.id) return contractJson('/api/v1/database/{pk}', 'put', 422, NAME_TAKEN);
    const changed = mockDatabases.replace(next);
    return contractJson('/api/v1/database/{pk}', 'put', 200, { id: changed.id, result: changed });
  }),

  http.delete('/api/v1/database/:pk', ({ request, params }) => {
    const denied = refusal(request, 'can_write');
    if (denied) return contractJson('/api/v1/database/{pk}', 'delete', denied.status, denied.body);
    if (mockDatasets.all().some((dataset) => dataset.database.id === idOf(params.pk))) {
      return contractJson('/api/v1/database/{pk}', 'delete', 422, {
        message: 'Cannot delete a database that has datasets attached',
      });
    }
    if (!mockDatabases.remove(idOf(params.pk) ?? -1))
      return contractJson('/api/v1/database/{pk}', 'delete', 404, NOT_FOUND);
    return contractJson('/api/v1/database/{pk}', 'delete', 200, { message: 'OK' });
  }),
];
