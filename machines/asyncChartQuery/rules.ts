// The rules of async chart queries as pure functions (spec §4 'Async chart queries').
import { UNEXPECTED_STATUS } from './messages.ts';
import type { AsyncEvent, AsyncJob } from './types.ts';

function resultOf(json: unknown): unknown {
  return typeof json === 'object' && json !== null && 'result' in json
    ? (json as { result: unknown }).result
    : json;
}

/** The data of an HTTP 200 reply or of a fetched result: its `result`, else the body; as a list. */
export function dataOf(json: unknown): unknown[] {
  const result = resultOf(json);
  return Array.isArray(result) ? result : [result];
}

/** The job descriptors of an HTTP 202 reply (one job, or a list, possibly under `result`). */
export function jobsOf(json: unknown): AsyncJob[] {
  return dataOf(json).filter(
    (job): job is AsyncJob =>
      typeof job === 'object' && job !== null && typeof (job as AsyncJob).job_id === 'string',
  );
}

/** 'Received unexpected response status (x) while fetching chart data', as an error object. */
export function unexpectedStatus(status: number): { error: string } {
  return { error: UNEXPECTED_STATUS.replace('%s', String(status)) };
}

export type JobEventOutcome = 'done' | 'error' | 'ignored';

/** done and error end a job; any other status is ignored (with a warning). */
export function jobEventOutcome(event: Pick<AsyncEvent, 'status'>): JobEventOutcome {
  return event.status === 'done' ? 'done' : event.status === 'error' ? 'error' : 'ignored';
}

/** The error of an event with status error (Superset's parseErrorJson): the first error's
 * message as `error`, with every error. */
export function jobError(event: Pick<AsyncEvent, 'errors'>): { error: string; errors: unknown[] } {
  const errors = event.errors ?? [];
  const first = errors[0] as { message?: unknown; error?: unknown } | undefined;
  const message = first?.message ?? first?.error;
  return { error: typeof message === 'string' ? message : 'Error', errors };
}
