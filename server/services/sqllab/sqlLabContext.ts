// What the SQL Lab services share: the metadata database, the limits, the databases service
// (rows and pooled engines), the queries running here, the results backend and the async queue.
import type { ResolvedConfig } from '../../config.ts';
import type { QueryQueue } from '../../jobs/queryQueue.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import type { ExecutionPlan } from './executionPlan.ts';
import type { ResultsBackend } from './resultsBackend.ts';
import type { RunningQueries } from './runningQueries.ts';

/** An async query as queued: plain data. */
export interface AsyncQueryJob {
  queryId: number;
  plan: ExecutionPlan;
}

export interface SqlLabContext {
  db: MetadataDb;
  config: Pick<ResolvedConfig, 'sqlMaxRow' | 'displayMaxRow' | 'sqllabTimeoutSeconds'>;
  databases: Pick<DatabaseServices, 'open'>;
  running: RunningQueries;
  results: ResultsBackend;
  queue: QueryQueue<AsyncQueryJob>;
}

/** Superset's DEFAULT_SQLLAB_LIMIT. */
export const DEFAULT_SQLLAB_LIMIT = 1000;
/** Superset's SQLLAB_ASYNC_TIME_LIMIT_SEC (6 h). */
export const ASYNC_TIME_LIMIT_MS = 6 * 3600 * 1000;
