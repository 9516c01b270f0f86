// Everything the Explore routes call: the bootstrap, the form-data cache and permalinks, bound to
// the metadata database, the cache store, the dataset services (the dataset as charts see it)
// and the saved charts.
import { DEFAULT_TIME_FILTER, DEFAULT_VIZ_TYPE } from '../../../lib/explore/index.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { ResolvedConfig } from '../../config.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { asyncClientConf } from '../asyncQueries/asyncQueryServices.ts';
import type { CacheStore } from '../cache/cacheStore.ts';
import type { DatasetServices } from '../datasets/datasetServices.ts';
import type { Principal } from '../security/principal.ts';
import { assertChartAccess, assertDatasetAccess, requireExploreDataset } from './exploreAccess.ts';
import {
  type ExploreChart,
  type ExploreContextDeps,
  type ExploreQuery,
  exploreContext,
} from './exploreContext.ts';
import {
  createExplorePermalink,
  type ExplorePermalinkState,
  readExplorePermalink,
} from './explorePermalinks.ts';
import {
  createFormData,
  deleteFormData,
  type FormDataPayload,
  getFormData,
  updateFormData,
} from './formDataCache.ts';

type ExploreCommon = components['schemas']['ExploreCommon'];

export type ExploreConfig = Pick<
  ResolvedConfig,
  'featureFlags' | 'sqlMaxRow' | 'webserverTimeoutSeconds' | 'asyncTransport' | 'asyncPollingDelayMs'
>;

export function exploreCommon(config: ExploreConfig): ExploreCommon {
  return {
    feature_flags: { ...config.featureFlags },
    conf: {
      SQL_MAX_ROW: config.sqlMaxRow,
      DEFAULT_VIZ_TYPE,
      DEFAULT_TIME_FILTER,
      SUPERSET_WEBSERVER_TIMEOUT: config.webserverTimeoutSeconds,
      ...asyncClientConf(config),
    },
  };
}

export interface ExplorePorts {
  db: MetadataDb;
  cache: CacheStore;
  datasets: Pick<DatasetServices, 'datasourceMetadataAfterAccessCheck'>;
  findChart(id: number): Promise<ExploreChart | undefined>;
}

export function createExploreServices(config: ExploreConfig, ports: ExplorePorts) {
  const deps: ExploreContextDeps = {
    db: ports.db,
    cache: ports.cache,
    findChart: ports.findChart,
    // exploreContext checks the caller's access to the dataset before it asks.
    datasourceMetadata: (id) => ports.datasets.datasourceMetadataAfterAccessCheck(`${id}__table`),
    common: exploreCommon(config),
    async checkAccess(principal, datasourceId, datasourceType, chartId) {
      assertDatasetAccess(principal, await requireExploreDataset(ports.db, datasourceId, datasourceType));
      if (chartId !== null) assertChartAccess(principal, await ports.findChart(chartId));
    },
  };
  return {
    context: (principal: Principal, query: ExploreQuery) => exploreContext(deps, principal, query),
    createFormData: (principal: Principal, body: FormDataPayload, tabId: number | null) =>
      createFormData(deps, principal, body, tabId),
    getFormData: (principal: Principal, key: string) => getFormData(deps, principal, key),
    updateFormData: (principal: Principal, key: string, body: FormDataPayload, tabId: number | null) =>
      updateFormData(deps, principal, key, body, tabId),
    deleteFormData: (principal: Principal, key: string) => deleteFormData(deps, principal, key),
    createPermalink: (principal: Principal, state: ExplorePermalinkState, baseUrl: string) =>
      createExplorePermalink(deps, principal, state, baseUrl),
    readPermalink: async (principal: Principal, key: string) => ({
      state: await readExplorePermalink(deps, principal, key),
    }),
  };
}

export type ExploreServices = ReturnType<typeof createExploreServices>;
export type { ExploreChart, ExplorePermalinkState, ExploreQuery, FormDataPayload };
