// /api/v1/saved_query/: the caller's own saved queries (list with rison filters, order and
// paging, 25 a page, newest change first), _info, CRUD, bulk delete, related databases and
// distinct schemas, kept in memory like the server keeps them.
import { http } from 'msw';
import type { components } from '../../src/api/schema.gen.ts';
import { contractJson } from '../contract.ts';
import { mockDatabases } from '../databases.ts';
import { INVALID_RISON } from '../errors.ts';
import { permissionsOn } from '../fixtures/roles.ts';
import { applyListQuery, listOutcome, listQueryParam, parseListQuery } from '../listQuery.ts';
import { mockSavedQueries } from '../savedQueries.ts';
import { readBody } from './auth.ts';
import { idOf } from './databaseRequests.ts';
import { type Caller, refusalOn, risonOf } from './sqlLabAccess.ts';

type WriteFields = components['schemas']['SavedQueryWriteFields'];

const NOT_FOUND = { message: 'Not found' };
const LIST_COLUMNS = [
  'label',
  'schema',
  'sql',
  'description',
  'database',
  'created_by',
  'changed_on',
  'rows',
];
const ORDER_ALIASES: Record<string, string> = {
  changed_on_delta_humanized: 'changed_on',
  last_run_delta_humanized: 'changed_on',
  'database.database_name': 'database_name',
  'created_by.first_name': 'created_by_name',
};
const FILTERS = {
  label: [
    { name: 'Contains', operator: 'ct' },
    { name: 'All Text', operator: 'all_text' },
  ],
  database: [{ name: 'Relation', operator: 'rel_o_m' }],
  schema: [{ name: 'Equal to', operator: 'eq' }],
  created_by: [{ name: 'Relation', operator: 'rel_o_m' }],
  sql: [{ name: 'Contains', operator: 'ct' }],
};

function validate(body: WriteFields): Record<string, string[]> | null {
  if (typeof body.label === 'string' && body.label.length > 256)
    return { label: ['Longer than maximum length 256.'] };
  if (body.db_id !== undefined && body.db_id !== null && !Number.isInteger(body.db_id))
    return { db_id: ['Not a valid integer.'] };
  if (typeof body.extra_json === 'string' && body.extra_json !== '') {
    try {
      JSON.parse(body.extra_json);
    } catch {
      return { extra_json: ['Field cannot be decoded by JSON.'] };
    }
  }
  return null;
}

function databaseMissing(body: WriteFields): boolean {
  return typeof body.db_id === 'number' && !mockDatabases.find(body.db_id);
}

function list(caller: Caller, q: string | null) {
  const query = parseListQuery(q);
  const rows = mockSavedQueries.ownedBy(caller.user.id).map((row) => ({
    item: mockSavedQueries.listItem(row),
    label: row.label,
    schema: row.schema,
    sql: row.sql,
    description: row.description,
    database: row.db_id,
    database_name: row.database?.database_name ?? null,
    created_by: row.created_by?.id ?? null,
    created_by_name: row.created_by?.first_name ?? null,
    changed_on: row.changed_on,
    rows: row.rows,
    all_text: [row.label, row.description, row.sql].join(' '),
  }));
  const filters = (query.filters ?? []).map((filter) => {
    if (filter.opr === 'all_text') return { ...filter, col: 'all_text', opr: 'ct' };
    if (filter.opr === 'rel_o_m') return { ...filter, opr: 'eq', value: Number(filter.value) };
    return filter;
  });
  const orderColumn = query.order_column ?? 'changed_on_delta_humanized';
  const { count, rows: page } = applyListQuery(
    rows,
    {
      ...query,
      filters,
      order_column: ORDER_ALIASES[orderColumn] ?? orderColumn,
      order_direction: query.order_direction ?? (query.order_column ? 'asc' : 'desc'),
      page_size: query.page_size ?? 25,
    },
    [...LIST_COLUMNS, 'all_text', 'database_name', 'created_by_name'],
  );
  return { count, ids: page.map((row) => row.item.id), result: page.map((row) => row.item) };
}

export const savedQueryHandlers = [
  http.get('/api/v1/saved_query/', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/', 'get', access.status, access.body);
    const outcome = listOutcome(() => list(access.caller, listQueryParam(request)));
    return outcome.ok
      ? contractJson('/api/v1/saved_query/', 'get', 200, outcome.body)
      : contractJson('/api/v1/saved_query/', 'get', 400, outcome.body);
  }),

  http.post('/api/v1/saved_query/', async ({ request }) => {
    const access = refusalOn(request, 'can_write', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/', 'post', access.status, access.body);
    const body = (await readBody(request)) as WriteFields | undefined;
    if (!body) return contractJson('/api/v1/saved_query/', 'post', 400, { message: 'Request is not JSON' });
    const invalid = validate(body);
    if (invalid) return contractJson('/api/v1/saved_query/', 'post', 400, { message: invalid });
    if (databaseMissing(body))
      return contractJson('/api/v1/saved_query/', 'post', 422, {
        message: { db_id: ['Database not found.'] },
      });
    const created = mockSavedQueries.create(access.caller.user.id, body);
    return contractJson('/api/v1/saved_query/', 'post', 201, {
      id: created.id,
      result: writeResult(created),
    });
  }),

  http.delete('/api/v1/saved_query/', ({ request }) => {
    const access = refusalOn(request, 'can_write', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/', 'delete', access.status, access.body);
    const ids = risonOf(request);
    if (!ids.ok || !Array.isArray(ids.value) || !ids.value.every((id) => Number.isInteger(id)))
      return contractJson('/api/v1/saved_query/', 'delete', 400, INVALID_RISON);
    const list = ids.value as number[];
    if (!mockSavedQueries.remove(list, access.caller.user.id))
      return contractJson('/api/v1/saved_query/', 'delete', 404, NOT_FOUND);
    const n = new Set(list).size;
    return contractJson('/api/v1/saved_query/', 'delete', 200, {
      message: n === 1 ? 'Deleted 1 saved query' : `Deleted ${n} saved queries`,
    });
  }),

  http.get('/api/v1/saved_query/_info', ({ request }) => {
    const access = refusalOn(request, 'can_read', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/_info', 'get', access.status, access.body);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/saved_query/_info', 'get', 400, INVALID_RISON);
    const keys = (q.value as { keys?: string[] } | undefined)?.keys ?? ['permissions', 'filters'];
    const permissions = access.caller.roles.includes('Admin')
      ? ['can_export', 'can_read', 'can_write']
      : permissionsOn('SavedQuery', access.caller.roles);
    return contractJson('/api/v1/saved_query/_info', 'get', 200, {
      ...(keys.includes('permissions') ? { permissions } : {}),
      ...(keys.includes('filters') ? { filters: FILTERS } : {}),
    });
  }),

  http.get('/api/v1/saved_query/related/:column_name', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'SavedQuery');
    if (!access.ok)
      return contractJson('/api/v1/saved_query/related/{column_name}', 'get', access.status, access.body);
    if (!['database', 'created_by', 'changed_by'].includes(String(params.column_name)))
      return contractJson('/api/v1/saved_query/related/{column_name}', 'get', 404, NOT_FOUND);
    const q = risonOf(request);
    if (!q.ok) return contractJson('/api/v1/saved_query/related/{column_name}', 'get', 400, INVALID_RISON);
    const filter = String((q.value as { filter?: string } | undefined)?.filter ?? '').toLowerCase();
    const values =
      params.column_name === 'database'
        ? mockDatabases.all().map((d) => ({ value: d.id, text: d.database_name }))
        : [
            {
              value: access.caller.user.id,
              text: `${access.caller.user.first_name} ${access.caller.user.last_name}`,
            },
          ];
    const result = values
      .filter((v) => v.text.toLowerCase().includes(filter))
      .map((v) => ({ ...v, extra: {} }));
    return contractJson('/api/v1/saved_query/related/{column_name}', 'get', 200, {
      count: result.length,
      result,
    });
  }),

  http.get('/api/v1/saved_query/distinct/:column_name', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'SavedQuery');
    if (!access.ok)
      return contractJson('/api/v1/saved_query/distinct/{column_name}', 'get', access.status, access.body);
    if (params.column_name !== 'schema')
      return contractJson('/api/v1/saved_query/distinct/{column_name}', 'get', 404, NOT_FOUND);
    const schemas = [...new Set(mockSavedQueries.ownedBy(access.caller.user.id).map((r) => r.schema))]
      .filter((s): s is string => s !== null)
      .sort();
    const result = schemas.map((s) => ({ value: s, text: s }));
    return contractJson('/api/v1/saved_query/distinct/{column_name}', 'get', 200, {
      count: result.length,
      result,
    });
  }),

  http.get('/api/v1/saved_query/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_read', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/{pk}', 'get', access.status, access.body);
    const found = mockSavedQueries.find(idOf(params.pk) ?? -1, access.caller.user.id);
    if (!found) return contractJson('/api/v1/saved_query/{pk}', 'get', 404, NOT_FOUND);
    const { owner_id: _owner, db_id: _db, rows: _rows, created_on: _created, ...result } = found;
    return contractJson('/api/v1/saved_query/{pk}', 'get', 200, { id: found.id, result });
  }),

  http.put('/api/v1/saved_query/:pk', async ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/{pk}', 'put', access.status, access.body);
    const found = mockSavedQueries.find(idOf(params.pk) ?? -1, access.caller.user.id);
    if (!found) return contractJson('/api/v1/saved_query/{pk}', 'put', 404, NOT_FOUND);
    const body = (await readBody(request)) as WriteFields | undefined;
    if (!body)
      return contractJson('/api/v1/saved_query/{pk}', 'put', 400, { message: 'Request is not JSON' });
    const invalid = validate(body);
    if (invalid) return contractJson('/api/v1/saved_query/{pk}', 'put', 400, { message: invalid });
    if (databaseMissing(body))
      return contractJson('/api/v1/saved_query/{pk}', 'put', 422, {
        message: { db_id: ['Database not found.'] },
      });
    const changed = mockSavedQueries.update(found, body);
    return contractJson('/api/v1/saved_query/{pk}', 'put', 200, {
      id: changed.id,
      result: writeResult(changed),
    });
  }),

  http.delete('/api/v1/saved_query/:pk', ({ request, params }) => {
    const access = refusalOn(request, 'can_write', 'SavedQuery');
    if (!access.ok) return contractJson('/api/v1/saved_query/{pk}', 'delete', access.status, access.body);
    if (!mockSavedQueries.remove([idOf(params.pk) ?? -1], access.caller.user.id))
      return contractJson('/api/v1/saved_query/{pk}', 'delete', 404, NOT_FOUND);
    return contractJson('/api/v1/saved_query/{pk}', 'delete', 200, { message: 'OK' });
  }),
];

function writeResult(row: ReturnType<typeof mockSavedQueries.create>) {
  return {
    label: row.label,
    db_id: row.db_id,
    catalog: row.catalog,
    schema: row.schema,
    sql: row.sql,
    description: row.description,
    template_parameters: row.template_parameters,
    extra_json: row.extra_json,
  };
}
