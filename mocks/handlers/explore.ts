// Explore: the page's bootstrap (GET /api/v1/explore/) from a permalink, cached form data, a
// saved chart or a dataset; the form-data cache; Explore permalinks. Answered from the mock
// datasets, the mock charts (mocks/charts.ts) and mocks/explore.ts.
import { http } from 'msw';
import { MISSING_DATASOURCE, withExploreDefaults } from '../../lib/explore/index.ts';
import type { components } from '../../src/api/schema.gen.ts';
import { mockCharts } from '../charts.ts';
import { contractJson } from '../contract.ts';
import { mockDatasets } from '../datasets.ts';
import { validationError } from '../errors.ts';
import { type MockFormDataEntry, mockExplore } from '../explore.ts';
import { EXPLORE_COMMON } from '../fixtures/exploreCommon.ts';
import { readBody } from './auth.ts';
import { refusalOn } from './sqlLabAccess.ts';

type ExploreFormData = components['schemas']['ExploreFormData'];
type ExploreSlice = components['schemas']['ExploreSlice'];
type ChartListItem = components['schemas']['ChartListItem'];
type ExplorePermalinkState = components['schemas']['ExplorePermalinkState'];

const NOT_FOUND = { message: 'Not found' };
const CHART_NOT_FOUND = { message: 'Chart not found' };
const DATASET_NOT_FOUND = { message: 'Dataset does not exist' };
const NOT_OWNER = { message: "You don't have permission to modify the value." };
const DATASOURCE_TYPES = ['sl_table', 'table', 'dataset', 'query', 'saved_query', 'view'];

const integer = (value: string | null) => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

function datasourceIdOf(formData: Record<string, unknown>): number | null {
  const match = /^(\d+)__\w+$/.exec(String(formData.datasource ?? ''));
  return match ? Number(match[1]) : null;
}

type Parsed = { ok: true; entry: Omit<MockFormDataEntry, 'owner'> } | { ok: false; field: string };

/** The body of POST/PUT form_data, checked as the contract's FormDataPayload. */
function parsePayload(body: Record<string, unknown> | undefined): Parsed {
  if (!body) return { ok: false, field: '_schema' };
  if (!Number.isInteger(body.datasource_id)) return { ok: false, field: 'datasource_id' };
  if (!DATASOURCE_TYPES.includes(String(body.datasource_type)))
    return { ok: false, field: 'datasource_type' };
  if (typeof body.form_data !== 'string') return { ok: false, field: 'form_data' };
  if (body.chart_id != null && !Number.isInteger(body.chart_id)) return { ok: false, field: 'chart_id' };
  return {
    ok: true,
    entry: {
      datasource_id: body.datasource_id as number,
      datasource_type: String(body.datasource_type),
      chart_id: (body.chart_id as number | null | undefined) ?? null,
      form_data: body.form_data,
    },
  };
}

/** 404 message when the entry's dataset or chart is unknown, else null. */
function missingTarget(entry: Omit<MockFormDataEntry, 'owner'>): { message: string } | null {
  if (!mockDatasets.find(entry.datasource_id)) return DATASET_NOT_FOUND;
  if (entry.chart_id !== null && !mockCharts.find(entry.chart_id)) {
    return CHART_NOT_FOUND;
  }
  return null;
}

function parseObject(text: string | null): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** A mock chart as Explore's bootstrap shows it. */
function sliceOf(row: ChartListItem): ExploreSlice {
  const datasource = `${row.datasource_id}__${row.datasource_type}`;
  return {
    slice_id: row.id,
    slice_name: row.slice_name ?? '',
    description: row.description,
    viz_type: row.viz_type ?? 'table',
    owners: row.owners.map((owner) => owner.id),
    datasource,
    form_data: { ...parseObject(row.params), slice_id: row.id, datasource },
    query_context: parseObject(row.query_context),
    cache_timeout: row.cache_timeout,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    changed_on: row.changed_on_utc,
    dashboards: row.dashboards.map((dashboard) => dashboard.id),
    slice_url: `/explore/?slice_id=${row.id}`,
    is_managed_externally: false,
  };
}

const tabIdOf = (request: Request) => integer(new URL(request.url).searchParams.get('tab_id'));

export const exploreHandlers = [
  http.get('/api/v1/explore/', ({ request }) => {
    const path = '/api/v1/explore/';
    const access = refusalOn(request, 'can_read', 'Explore');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const search = new URL(request.url).searchParams;
    const sliceId = integer(search.get('slice_id'));
    const datasourceId = integer(search.get('datasource_id'));
    const formDataKey = search.get('form_data_key');
    const permalinkKey = search.get('permalink_key');
    let formData: Record<string, unknown> = {};
    let message: string | null = null;
    if (permalinkKey) {
      const state = mockExplore.permalink(permalinkKey);
      if (!state) return contractJson(path, 'get', 404, NOT_FOUND);
      formData = { ...state.formData };
      if (state.urlParams?.length) formData.url_params = Object.fromEntries(state.urlParams);
    } else if (formDataKey) {
      const entry = mockExplore.formData(formDataKey);
      if (entry) formData = JSON.parse(entry.form_data) as Record<string, unknown>;
      else if (sliceId !== null) message = 'Form data not found in cache, reverting to chart metadata.';
      else if (datasourceId !== null)
        message = 'Form data not found in cache, reverting to dataset metadata.';
    }
    if (Object.keys(formData).length === 0) {
      if (sliceId !== null) formData = { slice_id: sliceId };
      else if (datasourceId !== null) formData = { datasource: `${datasourceId}__table` };
    }
    const chartId = typeof formData.slice_id === 'number' ? formData.slice_id : null;
    const row = chartId === null ? undefined : mockCharts.find(chartId);
    if (chartId !== null && !row) return contractJson(path, 'get', 404, CHART_NOT_FOUND);
    const chart = row ? sliceOf(row) : undefined;
    if (chart) formData = { ...chart.form_data, ...formData };
    const datasetId = datasourceIdOf(formData);
    if (datasetId === null) return contractJson(path, 'get', 404, DATASET_NOT_FOUND);
    const dataset = mockDatasets.find(datasetId);
    const filled = withExploreDefaults(
      { ...formData, datasource: `${datasetId}__table` },
      EXPLORE_COMMON.conf,
    ) as ExploreFormData;
    return contractJson(path, 'get', 200, {
      result: {
        // A deleted dataset: Superset's placeholder.
        dataset: dataset ? mockDatasets.metadata(dataset) : MISSING_DATASOURCE,
        form_data: filled,
        slice: chart ?? null,
        message,
        common: EXPLORE_COMMON,
        user_permissions: {
          can_add: true,
          can_download: true,
          can_overwrite: chart?.owners.includes(access.caller.user.id) ?? false,
        },
      },
    });
  }),

  http.post('/api/v1/explore/form_data', async ({ request }) => {
    const path = '/api/v1/explore/form_data';
    const access = refusalOn(request, 'can_write', 'ExploreFormDataRestApi');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const parsed = parsePayload(await readBody(request));
    if (!parsed.ok) {
      return contractJson(
        path,
        'post',
        400,
        validationError(parsed.field, ['Missing data for required field.']),
      );
    }
    const missing = missingTarget(parsed.entry);
    if (missing) return contractJson(path, 'post', 404, missing);
    const key = mockExplore.storeFormData(
      { ...parsed.entry, owner: access.caller.user.id },
      tabIdOf(request),
    );
    return contractJson(path, 'post', 201, { key });
  }),

  http.get('/api/v1/explore/form_data/:key', ({ request, params }) => {
    const path = '/api/v1/explore/form_data/{key}';
    const access = refusalOn(request, 'can_read', 'ExploreFormDataRestApi');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const entry = mockExplore.formData(String(params.key));
    if (!entry) return contractJson(path, 'get', 404, NOT_FOUND);
    return contractJson(path, 'get', 200, { form_data: entry.form_data });
  }),

  http.put('/api/v1/explore/form_data/:key', async ({ request, params }) => {
    const path = '/api/v1/explore/form_data/{key}';
    const access = refusalOn(request, 'can_write', 'ExploreFormDataRestApi');
    if (!access.ok) return contractJson(path, 'put', access.status, access.body);
    const parsed = parsePayload(await readBody(request));
    if (!parsed.ok) {
      return contractJson(
        path,
        'put',
        400,
        validationError(parsed.field, ['Missing data for required field.']),
      );
    }
    const missing = missingTarget(parsed.entry);
    if (missing) return contractJson(path, 'put', 404, missing);
    const stored = mockExplore.formData(String(params.key));
    if (!stored) return contractJson(path, 'put', 404, NOT_FOUND);
    if (stored.owner !== access.caller.user.id) return contractJson(path, 'put', 403, NOT_OWNER);
    const key = mockExplore.storeFormData(
      { ...parsed.entry, owner: access.caller.user.id },
      tabIdOf(request),
    );
    return contractJson(path, 'put', 200, { message: 'Value updated successfully.', key });
  }),

  http.delete('/api/v1/explore/form_data/:key', ({ request, params }) => {
    const path = '/api/v1/explore/form_data/{key}';
    const access = refusalOn(request, 'can_write', 'ExploreFormDataRestApi');
    if (!access.ok) return contractJson(path, 'delete', access.status, access.body);
    const stored = mockExplore.formData(String(params.key));
    if (!stored) return contractJson(path, 'delete', 404, NOT_FOUND);
    if (stored.owner !== access.caller.user.id) return contractJson(path, 'delete', 403, NOT_OWNER);
    mockExplore.deleteFormData(String(params.key));
    return contractJson(path, 'delete', 200, { message: 'Deleted successfully' });
  }),

  http.post('/api/v1/explore/permalink', async ({ request }) => {
    const path = '/api/v1/explore/permalink';
    const access = refusalOn(request, 'can_write', 'ExplorePermalinkRestApi');
    if (!access.ok) return contractJson(path, 'post', access.status, access.body);
    const body = await readBody(request);
    const formData = body?.formData;
    if (typeof formData !== 'object' || formData === null || Array.isArray(formData)) {
      return contractJson(
        path,
        'post',
        400,
        validationError('formData', ['Missing data for required field.']),
      );
    }
    const datasourceId = datasourceIdOf(formData as Record<string, unknown>);
    if (datasourceId === null) {
      return contractJson(path, 'post', 400, {
        message: { formData: { datasource: ['Not a valid datasource.'] } },
      });
    }
    if (!mockDatasets.find(datasourceId)) return contractJson(path, 'post', 404, DATASET_NOT_FOUND);
    const state: ExplorePermalinkState = { formData: formData as Record<string, unknown> };
    if (body?.urlParams !== undefined) state.urlParams = body.urlParams as ExplorePermalinkState['urlParams'];
    const key = mockExplore.addPermalink(state);
    return contractJson(path, 'post', 201, { key, url: `${location.origin}/explore/p/${key}/` });
  }),

  http.get('/api/v1/explore/permalink/:key', ({ request, params }) => {
    const path = '/api/v1/explore/permalink/{key}';
    const access = refusalOn(request, 'can_read', 'ExplorePermalinkRestApi');
    if (!access.ok) return contractJson(path, 'get', access.status, access.body);
    const state = mockExplore.permalink(String(params.key));
    if (!state) return contractJson(path, 'get', 404, NOT_FOUND);
    return contractJson(path, 'get', 200, { state });
  }),
];
