// The rules of spec §4 'SQL editor queries' as pure functions; the machine's guards and
// actions call these, so the machine and the functions cannot disagree.

import { FETCH_RESULTS_FAILED } from './messages.ts';
import { isQueryState, type QueryState } from './states.ts';
import type { QueryContext, QueryError, QueryRecord, QueryResults, ServerQueryUpdate } from './types.ts';

/** The inactive-cleanup interval (Superset polls every 2000 ms and cleans up with the same value). */
export const INACTIVE_CLEANUP_MS = 2000;

/** While run locally, a server "success" does not replace these (results may still be on the way). */
const KEPT_ON_SERVER_SUCCESS: readonly QueryState[] = ['fetching', 'success', 'running'];

/**
 * The state a query is in after a server refresh says `server`: stopped and failed are never
 * overwritten; a local fetching, success or running state is kept when the server says success;
 * otherwise the server's state (an unknown one changes nothing).
 */
export function serverStateFor(local: QueryState, server: string): QueryState {
  if (local === 'stopped' || local === 'failed') return local;
  if (!isQueryState(server)) return local;
  if (server === 'success' && KEPT_ON_SERVER_SUCCESS.includes(local)) return local;
  return server;
}

function toMs(value: number | string | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  const ms = Number(value);
  return Number.isFinite(ms) ? ms : undefined;
}

/** The fields a server refresh brings (progress, rows, results key, errors, times, ...). */
export function serverFields(update: ServerQueryUpdate): Partial<QueryContext> {
  const fields: Partial<QueryContext> = {
    progress: update.progress,
    rows: update.rows,
    resultsKey: update.resultsKey,
    errorMessage: update.errorMessage,
    errors: update.errors,
    startDttm: toMs(update.startDttm),
    endDttm: toMs(update.endDttm),
    limitingFactor: update.limitingFactor,
    trackingUrl: update.trackingUrl,
    tempSchema: update.tempSchema,
    tempTable: update.tempTable,
    changedOn: update.changed_on,
    extra: update.extra,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function isSuccessResult(results: QueryResults | null | undefined): results is QueryResults {
  return results?.status === 'success';
}

/** What a successful result sets on the query. */
export function successFields(
  context: QueryContext,
  results: QueryResults,
  now: number,
): Partial<QueryContext> {
  return {
    endDttm: now,
    progress: 100,
    results,
    rows: results.query?.rows ?? 0,
    limitingFactor: results.query?.limitingFactor ?? null,
    tempSchema: results.query?.tempSchema ?? null,
    tempTable: results.query?.tempTable ?? null,
    resultsKey: results.query?.resultsKey ?? context.resultsKey,
    errorMessage: null,
    cached: false,
  };
}

/** The message of a failed call: its `error`, `message` or `statusText`, else the fallback. */
export function errorMessageOf(error: unknown, fallback: string = FETCH_RESULTS_FAILED): string {
  if (typeof error === 'string' && error) return error;
  if (error && typeof error === 'object') {
    for (const key of ['error', 'message', 'statusText']) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'string' && value) return value;
    }
  }
  return fallback;
}

export function errorsOf(error: unknown): QueryError[] | null {
  const errors = error && typeof error === 'object' ? (error as { errors?: unknown }).errors : undefined;
  return Array.isArray(errors) ? (errors as QueryError[]) : null;
}

/**
 * Inactive cleanup: a query that is running or pending, has zero progress and started more
 * than `intervalMs` ago is dropped (Superset does it when a poll finds nothing running).
 */
export function shouldDropInactive(
  query: Pick<QueryRecord, 'state' | 'progress' | 'startDttm'>,
  now: number,
  intervalMs: number = INACTIVE_CLEANUP_MS,
): boolean {
  return (
    (query.state === 'running' || query.state === 'pending') &&
    query.progress === 0 &&
    query.startDttm !== null &&
    now - query.startDttm > intervalMs
  );
}
