// What the chart-data service needs from the rest of the server, as one object: the dataset (as
// the compiler reads it, with what access checks and cache timeouts need), the database's pool,
// the compiler, post-processing and the result cache. createChartDataServices builds it from the
// real services; nothing here is a stand-in.
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { QueryDatasource } from '../../query/queryDatasource.ts';
import type { Principal } from '../security/principal.ts';
import type { AccessTarget } from './datasourceAccess.ts';

export interface ChartDataset {
  model: QueryDatasource;
  /** The pooled engine of the dataset's database. */
  pool: EnginePool;
  access: AccessTarget;
  databaseId: number;
  /** The dataset's cache_timeout, then its database's (null: not set). */
  cacheTimeout: number | null;
  databaseCacheTimeout: number | null;
  /** The database's "Allow file access" (0/1): its queries' SQL containment. */
  allowFileAccess: number;
  /** Changes to the dataset change the cache key. */
  changedOn: string;
}

/** The result cache (memory or Redis): values are JSON-serialisable. */
export interface ChartResultCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface ChartDataPorts {
  /** The dataset with its database's pool; a 404 LoupeError when it does not exist. */
  loadDataset(id: number): Promise<ChartDataset>;
  /** The caller's row level security conditions on the dataset (services/security/rowLevelSecurity.ts). */
  rowLevelFilters(principal: Principal, datasetId: number): Promise<string[]>;
  /** The saved chart's cache_timeout (null: not set, or no such chart), for form_data slice_id. */
  chartCacheTimeout(sliceId: number): Promise<number | null>;
  cache: ChartResultCache;
  defaultCacheTimeout: number;
  sqlMaxRow: number;
  queryTimeoutMs: number;
  now(): Date;
}
