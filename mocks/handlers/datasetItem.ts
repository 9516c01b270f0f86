// /api/v1/dataset/{pk}: show (whole, or the fields `q` names), change (owners, the
// managed-externally refusal, Superset's list checks, override_columns), delete, refresh and
// related_objects (the mock charts on the dataset and their dashboards), on the mock datasets.
import { http } from 'msw';
import { selectFieldsOf } from '../../lib/selectFields.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { mockCharts, mockDashboards } from '../charts.ts';
import { contractJson } from '../contract.ts';
import { mockColumnsFor, mockDatasets } from '../datasets.ts';
import { INVALID_RISON, parseBooleanString, unknownFields, validationError } from '../errors.ts';
import { readBody } from './auth.ts';
import { idOf } from './databaseRequests.ts';
import { FORBIDDEN, MANAGED_EXTERNALLY, mayChange, NOT_FOUND } from './dataset.ts';
import { refusalOn, risonOf } from './sqlLabAccess.ts';

type UpdateRequest = components['schemas']['DatasetUpdateRequest'];

/** DatasetUpdateRequest's fields (the contract refuses others). */
const UPDATE_FIELDS: readonly (keyof UpdateRequest)[] = [
  'database_id',
  'table_name',
  'sql',
  'filter_select_enabled',
  'fetch_values_predicate',
  'catalog',
  'schema',
  'description',
  'main_dttm_col',
  'normalize_columns',
  'always_filter_main_dttm',
  'offset',
  'default_endpoint',
  'cache_timeout',
  'is_sqllab_view',
  'template_params',
  'owners',
  'columns',
  'metrics',
  'extra',
  'is_managed_externally',
  'external_url',
];
type DatasetDetail = components['schemas']['DatasetDetail'];

/** Only the asked fields; `a.b` keeps b of the object (or of each item of the list) a. */
export function selectFields(detail: DatasetDetail, names: readonly string[]): Record<string, unknown> {
  return selectFieldsOf(detail, names, { pathOnScalar: 'omit' });
}

export function datasetItemHandlers() {
  const path = '/api/v1/dataset/{pk}';
  return [
    http.get('/api/v1/dataset/:pk', ({ request, params }) => {
      const access = refusalOn(request, 'can_read', 'Dataset');
      if (!access.ok) return contractJson(path, 'get', access.status, access.body);
      const found = mockDatasets.find(idOf(params.pk) ?? -1);
      if (!found) return contractJson(path, 'get', 404, NOT_FOUND);
      const q = risonOf(request);
      if (!q.ok) return contractJson(path, 'get', 400, INVALID_RISON);
      const asked = q.value as { columns?: string[]; select_columns?: string[] } | undefined;
      const names = asked?.columns ?? asked?.select_columns;
      return contractJson(path, 'get', 200, {
        id: found.id,
        result: names ? selectFields(found, names) : found,
      });
    }),

    http.put('/api/v1/dataset/:pk', async ({ request, params }) => {
      const access = refusalOn(request, 'can_write', 'Dataset');
      if (!access.ok) return contractJson(path, 'put', access.status, access.body);
      const found = mockDatasets.find(idOf(params.pk) ?? -1);
      if (!found) return contractJson(path, 'put', 404, NOT_FOUND);
      const body = (await readBody(request)) as UpdateRequest | undefined;
      if (!body) return contractJson(path, 'put', 400, { message: 'Request is not JSON' });
      const unknown = unknownFields(body, UPDATE_FIELDS);
      if (unknown) return contractJson(path, 'put', 400, unknown);
      if (typeof body.cache_timeout === 'string' && body.cache_timeout !== '')
        return contractJson(path, 'put', 400, validationError('cache_timeout', ['Not a valid integer.']));
      if (!mayChange(access.caller, found)) return contractJson(path, 'put', 403, FORBIDDEN);
      if (found.is_managed_externally) return contractJson(path, 'put', 422, { message: MANAGED_EXTERNALLY });
      const names = (body.columns ?? []).map((c) => c.column_name);
      if (new Set(names).size !== names.length)
        return contractJson(
          path,
          'put',
          422,
          validationError('columns', ['One or more columns are duplicated']),
        );
      const metricNames = (body.metrics ?? []).map((m) => m.metric_name);
      if (new Set(metricNames).size !== metricNames.length)
        return contractJson(
          path,
          'put',
          422,
          validationError('metrics', ['One or more metrics are duplicated']),
        );
      if (body.catalog !== undefined && body.catalog !== found.catalog && !found.database.allow_multi_catalog)
        return contractJson(
          path,
          'put',
          422,
          validationError('catalog', ['Only the default catalog is supported for this connection']),
        );
      const table = body.table_name ?? found.table_name;
      const schema = body.schema !== undefined ? body.schema : found.schema;
      if (mockDatasets.exists(found.database.id, schema, table, found.id))
        return contractJson(
          path,
          'put',
          422,
          validationError('table_name', [`Dataset ${table} already exists`]),
        );
      const override = parseBooleanString(new URL(request.url).searchParams.get('override_columns'));
      const changed = mockDatasets.update(found, body, override);
      const result = { ...body, ...(body.cache_timeout === '' ? { cache_timeout: null } : {}) };
      return contractJson(path, 'put', 200, { id: changed.id, result });
    }),

    http.delete('/api/v1/dataset/:pk', ({ request, params }) => {
      const access = refusalOn(request, 'can_write', 'Dataset');
      if (!access.ok) return contractJson(path, 'delete', access.status, access.body);
      const found = mockDatasets.find(idOf(params.pk) ?? -1);
      if (!found) return contractJson(path, 'delete', 404, NOT_FOUND);
      if (!mayChange(access.caller, found)) return contractJson(path, 'delete', 403, FORBIDDEN);
      if (found.is_managed_externally)
        return contractJson(path, 'delete', 422, { message: MANAGED_EXTERNALLY });
      mockDatasets.remove([found.id]);
      return contractJson(path, 'delete', 200, { message: 'OK' });
    }),

    http.put('/api/v1/dataset/:pk/refresh', ({ request, params }) => {
      const refresh = '/api/v1/dataset/{pk}/refresh';
      const access = refusalOn(request, 'can_write', 'Dataset');
      if (!access.ok) return contractJson(refresh, 'put', access.status, access.body);
      const found = mockDatasets.find(idOf(params.pk) ?? -1);
      if (!found) return contractJson(refresh, 'put', 404, NOT_FOUND);
      if (!mayChange(access.caller, found)) return contractJson(refresh, 'put', 403, FORBIDDEN);
      if (found.is_managed_externally)
        return contractJson(refresh, 'put', 422, { message: MANAGED_EXTERNALLY });
      const fresh = mockColumnsFor(found.table_name, found.sql);
      const columns = fresh.map((c) => {
        const kept = found.columns.find((old) => old.column_name === c.column_name);
        return kept
          ? { ...kept, type: c.type, type_generic: c.type_generic, is_dttm: kept.is_dttm || c.is_dttm }
          : c;
      });
      const calculated = found.columns.filter((c) => c.expression);
      mockDatasets.update(found, { columns: [...columns, ...calculated] }, false);
      return contractJson(refresh, 'put', 200, { message: 'OK' });
    }),

    http.get('/api/v1/dataset/:pk/related_objects', ({ request, params }) => {
      const related = '/api/v1/dataset/{pk}/related_objects';
      const access = refusalOn(request, 'can_read', 'Dataset');
      if (!access.ok) return contractJson(related, 'get', access.status, access.body);
      const id = idOf(params.pk) ?? -1;
      if (!mockDatasets.find(id)) return contractJson(related, 'get', 404, NOT_FOUND);
      const charts = mockCharts.all().filter((c) => c.datasource_type === 'table' && c.datasource_id === id);
      const boards = mockDashboards
        .all()
        .filter((d) => charts.some((c) => c.dashboards.some((ref) => ref.id === d.id)));
      return contractJson(related, 'get', 200, {
        charts: {
          count: charts.length,
          result: charts.map((c) => ({
            id: c.id,
            slice_name: c.slice_name ?? '',
            viz_type: c.viz_type ?? '',
          })),
        },
        dashboards: {
          count: boards.length,
          result: boards.map((d) => ({
            id: d.id,
            json_metadata: d.json_metadata,
            slug: d.slug,
            title: d.dashboard_title,
          })),
        },
      });
    }),
  ];
}
