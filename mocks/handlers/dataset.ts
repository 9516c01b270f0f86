// /api/v1/dataset/: list (rison filters, order, paging), _info, CRUD with owners and the
// managed-externally refusal, bulk delete, related / distinct, duplicate, get_or_create, refresh
// and related_objects, kept in memory (mocks/datasets.ts) like the server keeps them.
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { mockDatasets } from '../datasets.ts';
import { INVALID_RISON, validationError } from '../errors.ts';
import { EXAMPLES_COLUMNS, EXAMPLES_SCHEMA } from '../fixtures/examplesTables.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { ACCOUNTS } from '../fixtures/users.ts';
import { applyListQuery, listOutcome, listQueryParam, parseListQuery } from '../listQuery.ts';
import { readBody } from './auth.ts';
import { type Caller, refusalOn, risonOf } from './sqlLabAccess.ts';

type DatasetDetail = components['schemas']['DatasetDetail'];
type CreateRequest = components['schemas']['DatasetCreateRequest'];

export const NOT_FOUND = { message: 'Not found' };
export const FORBIDDEN = { message: 'Forbidden' };
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in Superset";
const FILTERS = {
  table_name: [{ name: 'Contains', operator: 'ct' }],
  database: [{ name: 'Relation', operator: 'rel_o_m' }],
  owners: [{ name: 'Relation as Many', operator: 'rel_m_m' }],
  schema: [
    { name: 'Equal to', operator: 'eq' },
    { name: 'Contains', operator: 'ct' },
  ],
  sql: [{ name: 'Null or Empty', operator: 'dataset_is_null_or_empty' }],
  id: [{ name: 'Is certified', operator: 'dataset_is_certified' }],
};
const ORDER_ALIASES: Record<string, string> = {
  changed_on_delta_humanized: 'changed_on',
  'database.database_name': 'database_name',
  'changed_by.first_name': 'changed_by_name',
};

/** Superset's DatasetCertifiedFilter: extra holds a certification. */
function certified(extra: string | null): boolean {
  try {
    return Boolean(extra && (JSON.parse(extra) as { certification?: unknown }).certification);
  } catch {
    return false;
  }
}

function list(q: string | null) {
  const query = parseListQuery(q);
  const rows = mockDatasets.all().map((row) => ({
    item: mockDatasets.listItem(row),
    table_name: row.table_name,
    schema: row.schema,
    catalog: row.catalog,
    database: row.database.id,
    database_name: row.database.database_name,
    owners: row.owners.map((o) => o.id),
    sql: !row.sql,
    id: certified(row.extra),
    changed_on: row.changed_on,
    changed_by_name: row.changed_by?.first_name ?? null,
  }));
  const filters = (query.filters ?? []).map((filter) => {
    if (filter.opr === 'rel_o_m') return { ...filter, opr: 'eq', value: Number(filter.value) };
    if (filter.opr === 'dataset_is_null_or_empty' || filter.opr === 'dataset_is_certified')
      return { ...filter, opr: 'eq', value: Boolean(filter.value) };
    return filter;
  });
  const ownerFilters = filters.filter((f) => f.opr === 'rel_m_m');
  const owned = rows.filter((row) => ownerFilters.every((f) => row.owners.includes(Number(f.value))));
  const orderColumn = query.order_column ?? 'changed_on_delta_humanized';
  const { count, rows: page } = applyListQuery(
    owned,
    {
      ...query,
      filters: filters.filter((f) => f.opr !== 'rel_m_m'),
      order_column: ORDER_ALIASES[orderColumn] ?? orderColumn,
      order_direction: query.order_direction ?? (query.order_column ? 'asc' : 'desc'),
      page_size: query.page_size ?? 25,
    },
    [
      'table_name',
      'schema',
      'catalog',
      'database',
      'database_name',
      'sql',
      'id',
      'changed_on',
      'changed_by_name',
    ],
  );
  return { count, ids: page.map((row) => row.item.id), result: page.map((row) => row.item) };
}

export function mayChange(caller: Caller, row: DatasetDetail): boolean {
  return caller.roles.includes('Admin') || mockDatasets.isOwner(row, caller.user.id);
}

function tableMissing(body: {
  database: number;
  schema?: string | null;
  table_name: string;
  sql?: string | null;
}) {
  if (body.sql) return false;
  return !EXAMPLES_COLUMNS[body.table_name] || (body.schema ?? EXAMPLES_SCHEMA) !== EXAMPLES_SCHEMA;
}

function createProblem(body: CreateRequest): Record<string, string[]> | null {
  if (!mockDatabases.find(body.database)) return { database: ['Database does not exist'] };
  if (mockDatasets.exists(body.database, body.schema ?? null, body.table_name))
    return { table_name: [`Dataset ${body.table_name} already exists`] };
  if (tableMissing(body))
    return {
      table_name: [
        `Table [${body.table_name}] could not be found, please double check your database connection, schema, and table name`,
      ],
    };
  return null;
}

function isCreateRequest(body: Record<string, unknown> | undefined): body is CreateRequest {
  return (
    !!body && Number.isInteger(body.database) && typeof body.table_name === 'string' && body.table_name !== ''
  );
}

export const datasetHandlers = [
  http.get('/api/v1/dataset/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Dataset');
    if (!access.ok) return contractJson('/api/v1/dataset/', 'get', access.status, access.body);
    const outcome = listOutcome(() => list(listQueryParam(request)));
    return outcome.ok
      ? contractJson('/api/v1/dataset/', 'get', 200, outcome.body)
      : contractJson('/api/v1/dataset/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/dataset/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Dataset');
    if (!access.ok) return contractJson('/api/v1/dataset/', 'post', access.status, access.body);
    const body = await readBody(request);
    if (!isCreateRequest(body))
      return contractJson('/api/v1/dataset/', 'post', 400, {
        message: { table_name: ['Missing data for required field.'] },
      });
    const problem = createProblem(body);
    if (problem) return contractJson('/api/v1/dataset/', 'post', 422, { message: problem });
    const created = mockDatasets.create(access.caller.user.id, body);
    return contractJson('/api/v1/dataset/', 'post', 201, {
      id: created.id,
      result: {
        database: body.database,
        catalog: created.catalog,
        schema: created.schema,
        table_name: created.table_name,
        sql: created.sql,
        owners: created.owners.map((o) => o.id),
        template_params: created.template_params,
        always_filter_main_dttm: created.always_filter_main_dttm,
        normalize_columns: created.normalize_columns,
        is_managed_externally: created.is_managed_externally,
        external_url: created.external_url,
      },
    });
  }),

  http.delete('/api/v1/dataset/', ({ request }) => {
    const access = refusalOn(request, 'can_write', 'Dataset');
    if (!access.ok) return contractJson('/api/v1/dataset/', 'delete', access.status, access.body);
    const ids = risonOf(request);
    if (!ids.ok || !Array.isArray(ids.value) || !ids.value.every((id) => Number.isInteger(id)))
      return contractJson('/api/v1/dataset/', 'delete', 400, INVALID_RISON);
    const found = (ids.value as number[]).map((id) => mockDatasets.find(id));
    if (found.some((row) => !row)) return contractJson('/api/v1/dataset/', 'delete', 404, NOT_FOUND);
    const rows = found as DatasetDetail[];
    if (rows.some((row) => !mayChange(access.caller, row)))
      return contractJson('/api/v1/dataset/', 'delete', 403, FORBIDDEN);
    if (rows.some((row) => row.is_managed_externally))
      return contractJson('/api/v1/dataset/', 'delete', 422, { message: MANAGED_EXTERNALLY });
    mockDatasets.remove(rows.map((row) => row.id));
    const n = rows.length;
    return contractJson('/api/v1/dataset/', 'delete', 200, {
      message: n === 1 ? 'Deleted 1 dataset' : `Deleted ${n} datasets`,
    });
  }),

  http.get('/api/v1/dataset/_info', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'Dataset');
    if (!access.ok) return contractJson('/api/v1/dataset/_info', 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/dataset/_info', 'get', 400, INVALID_RISON);
    const keys = (q.value as { keys?: string[] } | undefined)?.keys ?? ['permissions', 'filters'];
    const permissions = access.caller.roles.includes('Admin')
      ? [
          'can_duplicate',
          'can_export',
          'can_get_or_create_dataset',
          'can_read',
          'can_warm_up_cache',
          'can_write',
        ]
      : permissionsOn('Dataset', access.caller.roles);
    return contractJson('/api/v1/dataset/_info', 'get', 200, {
      ...(keys.includes('permissions') ? { permissions } : {}),
      ...(keys.includes('filters') ? { filters: FILTERS } : {}),
    });
  }),

  http.get('/api/v1/dataset/related/:column_name', ({ request, params }) => {
    const path = '/api/v1/dataset/related/{column_name}';
    const access = refusalOn(request, 'can_read', 'Dataset');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const column = String(params.column_name);
    if (!['owners', 'database', 'created_by', 'changed_by'].includes(column))
      return contractJson(path, 'get', 404, NOT_FOUND);
    const q = risonOf(request);
    if (!q.ok) return contractJson(path, 'get', 400, INVALID_RISON);
    const filter = String((q.value as { filter?: string } | undefined)?.filter ?? '').toLowerCase();
    const values =
      column === 'database'
        ? mockDatabases.all().map((d) => ({ value: d.id, text: d.database_name, extra: {} }))
        : ACCOUNTS.map(({ user }) => ({
            value: user.id,
            text: `${user.first_name} ${user.last_name}`,
            extra: { email: user.email, active: user.is_active },
          }));
    const result = values.filter((v) => v.text.toLowerCase().includes(filter));
    return contractJson(path, 'get', 200, { count: result.length, result });
  }),

  http.get('/api/v1/dataset/distinct/:column_name', ({ request, params }) => {
    const path = '/api/v1/dataset/distinct/{column_name}';
    const access = refusalOn(request, 'can_read', 'Dataset');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    if (params.column_name !== 'schema') return contractJson(path, 'get', 404, NOT_FOUND);
    const q = risonOf(request);
    if (!q.ok) return contractJson(path, 'get', 400, INVALID_RISON);
    const filter = String((q.value as { filter?: string } | undefined)?.filter ?? '').toLowerCase();
    const schemas = [...new Set(mockDatasets.all().map((r) => r.schema))]
      .filter((s): s is string => typeof s === 'string' && s.toLowerCase().includes(filter))
      .sort();
    const result = schemas.map((s) => ({ value: s, text: s }));
    return contractJson(path, 'get', 200, { count: result.length, result });
  }),

  http.post('/api/v1/dataset/duplicate', async ({ request }) => {
    const path = '/api/v1/dataset/duplicate';
    const access = refusalOn(request, 'can_write', 'Dataset');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const body = await readBody(request);
    if (
      !body ||
      !Number.isInteger(body.base_model_id) ||
      typeof body.table_name !== 'string' ||
      !body.table_name
    )
      return contractJson(path, 'post', 400, {
        message: { table_name: ['Missing data for required field.'] },
      });
    const base = mockDatasets.find(body.base_model_id as number);
    if (!base)
      return contractJson(path, 'post', 422, { message: { base_model_id: ['Dataset does not exist'] } });
    if (!base.sql)
      return contractJson(
        path,
        'post',
        422,
        validationError('datasource_type', ['Datasource type is invalid']),
      );
    if (mockDatasets.exists(base.database.id, base.schema, body.table_name))
      return contractJson(path, 'post', 422, {
        message: { table_name: [`Dataset ${body.table_name} already exists`] },
      });
    const copy = mockDatasets.duplicate(base, body.table_name, access.caller.user.id);
    return contractJson(path, 'post', 201, {
      id: copy.id,
      result: { base_model_id: base.id, table_name: copy.table_name },
    });
  }),

  http.post('/api/v1/dataset/get_or_create/', async ({ request }) => {
    const path = '/api/v1/dataset/get_or_create/';
    const access = refusalOn(request, 'can_get_or_create_dataset', 'Dataset');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const body = await readBody(request);
    if (
      !body ||
      !Number.isInteger(body.database_id) ||
      typeof body.table_name !== 'string' ||
      !body.table_name
    )
      return contractJson(path, 'post', 400, {
        message: { table_name: ['Missing data for required field.'] },
      });
    const schema = typeof body.schema === 'string' ? body.schema : null;
    const existing = mockDatasets
      .all()
      .find(
        (r) => r.database.id === body.database_id && r.schema === schema && r.table_name === body.table_name,
      );
    if (existing) return contractJson(path, 'post', 200, { result: { table_id: existing.id } });
    const create = { database: body.database_id as number, table_name: body.table_name, schema };
    const problem = createProblem(create);
    if (problem) return contractJson(path, 'post', 422, { message: problem });
    const created = mockDatasets.create(access.caller.user.id, create);
    return contractJson(path, 'post', 200, { result: { table_id: created.id } });
  }),
];
