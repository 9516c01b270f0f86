// The rules of the chart life cycle as pure functions (spec §4 'Chart life cycle').
import { NETWORK_ERROR, QUERY_TIMEOUT, RENDERING_FAILED } from './messages.ts';
import type { ChartState, ChartStatus, QueryResponse } from './types.ts';

export const CHART_STATUSES: readonly ChartStatus[] = [
  'loading',
  'success',
  'stopped',
  'rendered',
  'failed',
  '',
];

/** Superset's defaults of a new chart: loading, with a query triggered. */
export function defaultChartState(id: number): ChartState {
  return {
    id,
    chartStatus: 'loading',
    chartAlert: null,
    chartStackTrace: null,
    chartUpdateStartTime: 0,
    chartUpdateEndTime: null,
    latestQueryFormData: {},
    sliceFormData: null,
    queriesResponse: null,
    triggerQuery: true,
    lastRendered: 0,
    annotationQuery: {},
    annotationData: {},
    annotationError: {},
  };
}

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
}

/** An aborted request (fetch's AbortError, or Superset's `statusText: 'abort'`). */
export function isAbort(error: unknown): boolean {
  return field(error, 'name') === 'AbortError' || field(error, 'statusText') === 'abort';
}

/** A request that timed out (`statusText: 'timeout'`). */
export function isTimeout(error: unknown): boolean {
  return field(error, 'statusText') === 'timeout';
}

/**
 * The responses a failed chart query left: `{ queriesResponse: [...] }` as given, an error
 * object of the server (`error`, `errors` or `stacktrace`) as the only response, or null when
 * there was no response at all (a network error).
 */
export function failedResponses(error: unknown): QueryResponse[] | null {
  const given = field(error, 'queriesResponse');
  if (Array.isArray(given)) return given as QueryResponse[];
  if (given === null) return null;
  if (['error', 'errors', 'stacktrace'].some((name) => field(error, name) !== undefined)) {
    return [error as QueryResponse];
  }
  return null;
}

/** The chart state after a failed update: the first response's error and stack trace, or
 * 'Network error.' when there is no response. */
export function updateFailedFields(
  queriesResponse: QueryResponse[] | null | undefined,
): Pick<ChartState, 'chartAlert' | 'chartStackTrace' | 'queriesResponse'> {
  if (!queriesResponse) return { chartAlert: NETWORK_ERROR, chartStackTrace: null, queriesResponse: null };
  const first = queriesResponse[0];
  return {
    chartAlert: first?.error ?? null,
    chartStackTrace: first?.stacktrace ?? null,
    queriesResponse,
  };
}

/** 'An error occurred while rendering the visualization: %s' with the error. */
export function renderingFailedAlert(error: string): string {
  return RENDERING_FAILED.replace('%s', error);
}

export type AnnotationFailure =
  | { kind: 'success' }
  | { kind: 'ignored' }
  | { kind: 'failed'; message: string };

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  const text = field(error, 'error') ?? field(error, 'message');
  return typeof text === 'string' && text !== '' ? text : NETWORK_ERROR;
}

/**
 * How a failed annotation query is recorded: a timeout is 'Query timeout'; an error that says
 * 'no data' is a success (without data); an aborted one is ignored; any other is its message.
 */
export function annotationFailure(error: unknown): AnnotationFailure {
  if (isTimeout(error)) return { kind: 'failed', message: QUERY_TIMEOUT };
  const message = field(error, 'message') ?? (typeof error === 'string' ? error : '');
  if (typeof message === 'string' && message.includes('no data')) return { kind: 'success' };
  if (isAbort(error)) return { kind: 'ignored' };
  return { kind: 'failed', message: messageOf(error) };
}

/** A copy of `record` without `key`. */
export function without<T>(record: Record<string, T>, key: string): Record<string, T> {
  const copy = { ...record };
  delete copy[key];
  return copy;
}
