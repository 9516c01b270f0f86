// Everything the SQL Lab and query routes call: execution (sync and queued), stop, results,
// history, estimates, formatting, CSV export and permalinks, sharing one running-query registry,
// one results backend and one in-process queue.

import type { components } from '../../../src/api/schema.gen.ts';
import type { ResolvedConfig } from '../../config.ts';
import { createInProcessQueryQueue } from '../../jobs/queryQueue.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import type { DatabaseServices } from '../databases/databaseServices.ts';
import type { Principal } from '../security/principal.ts';
import { exportCsv } from './csvExport.ts';
import { type ExecutePayload, executeSql, runQueuedQuery } from './executeSql.ts';
import { createPermalink, type PermalinkState, readPermalink } from './permalinks.ts';
import {
  fetchResults,
  getQuery,
  listQueriesFor,
  queriesUpdatedSince,
  type ResultsQuery,
  stopQuery,
} from './queryHistory.ts';
import { requestedQueryLocation } from './requestedQuery.ts';
import { createMemoryResultsBackend } from './resultsBackend.ts';
import { createRunningQueries } from './runningQueries.ts';
import type { AsyncQueryJob, SqlLabContext } from './sqlLabContext.ts';
import { type EstimatePayload, estimateCost, type FormatSqlPayload, formatSql } from './sqlLabTools.ts';
import { type ValidateSqlPayload, validateSql } from './validateSql.ts';

type ListQuery = components['schemas']['ListQuery'];

export function createSqlLabServices(db: MetadataDb, config: ResolvedConfig, databases: DatabaseServices) {
  const ctx: SqlLabContext = {
    db,
    config,
    databases,
    running: createRunningQueries(),
    results: createMemoryResultsBackend(),
    queue: createInProcessQueryQueue<AsyncQueryJob>((job) => runQueuedQuery(ctx, job)),
  };
  return {
    execute: (principal: Principal, body: ExecutePayload) => executeSql(ctx, principal, body),
    stop: (principal: Principal, clientId: string) => stopQuery(ctx, principal, clientId),
    results: (principal: Principal, q: ResultsQuery | undefined) => fetchResults(ctx, principal, q),
    get: (principal: Principal, id: number) => getQuery(ctx, principal, id),
    list: (principal: Principal, q: ListQuery | undefined) => listQueriesFor(ctx, principal, q),
    updatedSince: (principal: Principal, lastUpdatedMs: number | undefined) =>
      queriesUpdatedSince(ctx, principal, lastUpdatedMs),
    estimate: (principal: Principal, body: EstimatePayload) => estimateCost(ctx, principal, body),
    format: (body: FormatSqlPayload) => formatSql(ctx, body),
    validateSql: (principal: Principal, databaseId: number, body: ValidateSqlPayload) =>
      validateSql(ctx, principal, databaseId, body),
    exportCsv: (principal: Principal, clientId: string) => exportCsv(ctx, principal, clientId),
    createPermalink: (principal: Principal, state: PermalinkState, baseUrl: string) =>
      createPermalink(ctx, principal, state, baseUrl),
    readPermalink: (key: string) => readPermalink(ctx, key),
    requestedQueryLocation: (principal: Principal, formData: string) =>
      requestedQueryLocation(ctx, principal, formData),
    /** Stops queued work and waits for running queries (before the engine pools close). */
    close: async () => {
      ctx.running.stopAll();
      await ctx.queue.close();
    },
  };
}

export type SqlLabServices = ReturnType<typeof createSqlLabServices>;
