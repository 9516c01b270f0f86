// Explore's bootstrap (Superset 3.1's GetExploreCommand): the form data from a permalink, the
// form-data cache, a saved chart or a dataset (in that order; an expired cache key falls back to
// the chart or dataset with a message), the chart's params under it, the dataset as charts see
// it (Superset's '[Missing Dataset]' placeholder when it was deleted), Explore's defaults filled in; plus Loupe's `common` and the caller's chart permissions.
import {
  type ExploreDefaultsConfig,
  MISSING_DATASOURCE,
  withExploreDefaults,
} from '../../../lib/explore/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { datasetNotFound } from '../datasets/datasetReads.ts';
import { can, type Principal } from '../security/principal.ts';
import { jsonObjectOf } from '../shared/jsonText.ts';
import { notFound } from '../shared/loupeError.ts';
import {
  assertChartAccess,
  assertDatasetAccess,
  type ExploreChartFacts,
  findExploreDataset,
  isChartOwner,
} from './exploreAccess.ts';
import { datasourceOf, type ExplorePermalinkContext, readExplorePermalink } from './explorePermalinks.ts';
import { type FormDataCacheContext, findFormData } from './formDataCache.ts';

type ExploreContext = components['schemas']['ExploreContext'];
type ExploreSlice = components['schemas']['ExploreSlice'];
type ExploreCommon = components['schemas']['ExploreCommon'];
type DatasourceMetadata = components['schemas']['DatasourceMetadata'];

export interface ExploreQuery {
  form_data_key?: string;
  permalink_key?: string;
  slice_id?: number;
  datasource_id?: number;
  datasource_type?: string;
}

/** A saved chart as Explore shows it, with what access checks read. */
export interface ExploreChart extends ExploreChartFacts {
  slice: ExploreSlice;
  /** The chart's stored params (its form data). */
  params: Record<string, unknown>;
}

export interface ExploreContextDeps extends FormDataCacheContext, ExplorePermalinkContext {
  findChart(id: number): Promise<ExploreChart | undefined>;
  /** The dataset as /superset/fetch_datasource_metadata gives it. */
  datasourceMetadata(id: number): Promise<DatasourceMetadata>;
  common: ExploreCommon;
}

/** The form data the request names, before the chart's params and the defaults; and a message. */
async function initialFormData(
  deps: ExploreContextDeps,
  principal: Principal,
  query: ExploreQuery,
): Promise<{ formData: Record<string, unknown>; message: string | null }> {
  let formData: Record<string, unknown> = {};
  let message: string | null = null;
  if (query.permalink_key) {
    const state = await readExplorePermalink(deps, principal, query.permalink_key);
    formData = { ...state.formData };
    const pairs = (state.urlParams ?? []).filter((pair) => Array.isArray(pair) && pair.length === 2);
    if (pairs.length > 0)
      formData.url_params = Object.fromEntries(pairs.map(([name, value]) => [name, value]));
  } else if (query.form_data_key) {
    const entry = await findFormData(deps, principal, query.form_data_key);
    if (entry) {
      formData = jsonObjectOf(entry.form_data);
      // The cache entry names its datasource and chart even when the text does not.
      formData.datasource ??= `${entry.datasource_id}__${entry.datasource_type}`;
      if (entry.chart_id !== null) formData.slice_id ??= entry.chart_id;
    }
  }
  if (Object.keys(formData).length === 0) {
    if (query.slice_id !== undefined) {
      formData = { slice_id: query.slice_id };
      if (query.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
    } else if (query.datasource_id !== undefined) {
      formData = { datasource: `${query.datasource_id}__${query.datasource_type ?? 'table'}` };
      if (query.form_data_key) message = 'Form data not found in cache, reverting to dataset metadata.';
    }
  }
  return { formData, message };
}

export async function exploreContext(
  deps: ExploreContextDeps,
  principal: Principal,
  query: ExploreQuery,
): Promise<ExploreContext> {
  if (query.permalink_key === undefined && query.form_data_key === undefined) {
    if (query.slice_id === undefined && query.datasource_id === undefined) throw notFound();
  }
  const initial = await initialFormData(deps, principal, query);
  let formData = initial.formData;
  const sliceId = typeof formData.slice_id === 'number' ? formData.slice_id : (query.slice_id ?? null);
  let chart: ExploreChart | undefined;
  if (sliceId !== null) {
    chart = await deps.findChart(sliceId);
    assertChartAccess(principal, chart);
    formData = { ...chart?.params, ...formData, slice_id: sliceId };
  }
  const datasource =
    datasourceOf(formData) ??
    (query.datasource_id !== undefined
      ? { id: query.datasource_id, type: query.datasource_type ?? 'table' }
      : null);
  if (!datasource) throw datasetNotFound();
  const dataset = await findExploreDataset(deps.db, datasource.id, datasource.type);
  if (dataset) assertDatasetAccess(principal, dataset);
  const conf: ExploreDefaultsConfig = deps.common.conf;
  const filled = {
    ...withExploreDefaults(formData, conf),
    datasource: `${datasource.id}__table`,
  };
  return {
    result: {
      // A deleted dataset: Superset's placeholder, so the chart still opens (and can be swapped).
      dataset: dataset ? await deps.datasourceMetadata(dataset.id) : MISSING_DATASOURCE,
      form_data: filled,
      slice: chart?.slice ?? null,
      message: initial.message,
      common: deps.common,
      user_permissions: {
        can_add: can(principal, 'can_write', 'Chart'),
        can_download: can(principal, 'can_csv', 'Superset'),
        can_overwrite: chart ? isChartOwner(principal, chart) : false,
      },
    },
  };
}
