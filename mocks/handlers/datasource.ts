// The datasource calls charts make on a dataset: a column's distinct values, the dataset as
// charts see it (/superset/fetch_datasource_metadata), sample rows (/datasource/samples) and the
// source's columns (/datasource/external_metadata), answered from the mock datasets and the examples tables' fixtures.
import { http } from 'msw';
import { contractJson } from '../contract.ts';
import { mockColumnsFor, mockDatasets } from '../datasets.ts';
import { mockGenericType } from '../fixtures/datasets.ts';
import { EXAMPLES_COLUMNS } from '../fixtures/examplesTables.ts';
import { readBody } from './auth.ts';
import { idOf } from './databaseRequests.ts';
import { refusalOn } from './sqlLabAccess.ts';

const REGIONS = ['Africa', 'Americas', 'Asia', 'Europe', 'Oceania'];

/** Pretend values of a column: its fixtures have no rows, so a few plausible ones by type. */
function valuesOf(name: string, type: string | null): (string | number | boolean | null)[] {
  if (name === 'region') return REGIONS;
  const generic = mockGenericType(type);
  if (generic === 0) return [1, 2, 3];
  if (generic === 2) return ['2024-01-01T00:00:00', '2024-02-01T00:00:00'];
  if (generic === 3) return [false, true];
  return [`${name} a`, `${name} b`, `${name} c`];
}

export const datasourceHandlers = [
  http.get(
    '/api/v1/datasource/:datasource_type/:datasource_id/column/:column_name/values/',
    ({ request, params }) => {
      const path = '/api/v1/datasource/{datasource_type}/{datasource_id}/column/{column_name}/values/';
      const access = refusalOn(request, 'can_read', 'Dataset');
      if (!access.ok) return contractJson(path, 'get', access.status, access.body);
      if (params.datasource_type !== 'table')
        return contractJson(path, 'get', 400, { message: 'Invalid datasource type' });
      const found = mockDatasets.find(idOf(params.datasource_id) ?? -1);
      if (!found) return contractJson(path, 'get', 404, { message: 'Datasource does not exist' });
      const column = found.columns.find((c) => c.column_name === params.column_name);
      if (!column)
        return contractJson(path, 'get', 400, {
          message: `Column name ${String(params.column_name)} does not exist`,
        });
      return contractJson(path, 'get', 200, { result: valuesOf(column.column_name, column.type) });
    },
  ),

  http.get('/superset/fetch_datasource_metadata', ({ request }) => {
    const path = '/superset/fetch_datasource_metadata';
    const access = refusalOn(request, 'can_fetch_datasource_metadata', 'Superset');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const key = new URL(request.url).searchParams.get('datasourceKey') ?? '';
    const match = /^(\d+)__table$/.exec(key);
    if (!match) return contractJson(path, 'get', 400, { message: 'Invalid datasource key' });
    const found = mockDatasets.find(Number(match[1]));
    if (!found) return contractJson(path, 'get', 404, { message: 'Dataset does not exist' });
    return contractJson(path, 'get', 200, mockDatasets.metadata(found));
  }),

  http.get('/datasource/external_metadata/:datasource_type/:datasource_id/', ({ request, params }) => {
    const path = '/datasource/external_metadata/{datasource_type}/{datasource_id}/';
    const access = refusalOn(request, 'can_external_metadata', 'Datasource');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    if (params.datasource_type !== 'table')
      return contractJson(path, 'get', 400, { message: 'Invalid datasource type' });
    const found = mockDatasets.find(idOf(params.datasource_id) ?? -1);
    if (!found) return contractJson(path, 'get', 404, { message: 'Datasource does not exist' });
    const columns = mockColumnsFor(found.table_name, found.sql).map((column) => ({
      column_name: column.column_name,
      name: column.column_name,
      type: column.type,
      type_generic: column.type_generic,
      is_dttm: column.is_dttm,
    }));
    return contractJson(path, 'get', 200, columns);
  }),

  http.post('/datasource/samples', async ({ request }) => {
    const path = '/datasource/samples';
    const access = refusalOn(request, 'can_samples', 'Datasource');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const search = new URL(request.url).searchParams;
    await readBody(request);
    if (search.get('datasource_type') !== 'table')
      return contractJson(path, 'post', 400, { message: 'Invalid datasource type' });
    const found = mockDatasets.find(idOf(search.get('datasource_id') ?? '') ?? -1);
    if (!found) return contractJson(path, 'post', 404, { message: 'Dataset does not exist' });
    const page = Math.max(1, Number(search.get('page') ?? 1) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(search.get('per_page') ?? 1000) || 1000));
    const columns = found.sql
      ? found.columns
      : (EXAMPLES_COLUMNS[found.table_name] ?? []).map(([name, type]) => ({ column_name: name, type }));
    const total = 3;
    const data = Array.from(
      { length: Math.max(0, Math.min(perPage, total - (page - 1) * perPage)) },
      (_, i) =>
        Object.fromEntries(
          columns.map((c) => [c.column_name, valuesOf(c.column_name, c.type)[i % 2] ?? null]),
        ),
    );
    return contractJson(path, 'post', 200, {
      result: {
        colnames: columns.map((c) => c.column_name),
        coltypes: columns.map((c) => mockGenericType(c.type) ?? 1),
        data,
        rowcount: data.length,
        total_count: total,
        page,
        per_page: perPage,
        is_cached: false,
        query: found.sql
          ? `SELECT * FROM (${found.sql}) AS virtual_table`
          : `SELECT * FROM ${found.schema}.${found.table_name}`,
        status: 'success',
      },
    });
  }),
];
