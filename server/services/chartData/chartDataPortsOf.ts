// The chart-data service's ports made of the real services: datasets (as the dataset service
// keeps them for queries) with their database's pool, the configured cache (memory or Redis) and limits.
import type { ResolvedConfig } from '../../config.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { chartCacheTimeoutOf } from '../../store/repositories/chartsRepository.ts';
import type { CacheStore, CacheValue } from '../cache/cacheStore.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import type { DatasetServices } from '../datasets/datasetServices.ts';
import { rowLevelFiltersOf } from '../security/rowLevelSecurity.ts';
import type { ChartDataPorts } from './chartDataPorts.ts';
import { chartDatasetOf } from './chartDatasets.ts';

export function chartDataPorts(
  config: ResolvedConfig,
  databases: DatabaseServices,
  datasets: DatasetServices,
  cache: CacheStore,
  db: MetadataDb,
): ChartDataPorts {
  return {
    chartCacheTimeout: (sliceId) => chartCacheTimeoutOf(db, sliceId),
    rowLevelFilters: (principal, datasetId) => rowLevelFiltersOf(db, principal, datasetId),
    async loadDataset(id) {
      const dataset = await datasets.loadDatasetForQuery(id);
      const { row, pool } = await databases.open(dataset.database_id);
      return chartDatasetOf(dataset, {
        pool,
        cacheTimeout: row.cache_timeout,
        changedOn: row.changed_on,
        allowFileAccess: row.allow_file_access,
      });
    },
    cache: {
      get: (key) => cache.get(key),
      set: (key, value, ttlSeconds) => cache.set(key, value as CacheValue, ttlSeconds),
    },
    defaultCacheTimeout: config.cacheDefaultTimeoutSeconds,
    sqlMaxRow: config.sqlMaxRow,
    queryTimeoutMs: config.webserverTimeoutSeconds * 1000,
    now: () => new Date(),
  };
}
