// Async jobs (GLOBAL_ASYNC_QUERIES): plain data naming a handler kind ('chart_data'), the job's
// metadata (channel, job id, user) and a JSON payload. A handler registered for the kind does
// the work and returns where the result is; runAsyncJob wraps it with the events Superset's
// tasks publish: running, then done with result_url, or error with errors. The same handlers run
// in the web process (in-process queue) and in `loupe worker` (BullMQ on Redis).
import { EngineError } from '../engines/errors.ts';
import type { AsyncEventStream, AsyncJobMetadata } from '../services/asyncQueries/asyncEvents.ts';
import type { Services } from '../services/services.ts';
import { LoupeError } from '../services/shared/loupeError.ts';

export interface AsyncJob {
  kind: string;
  /** The job's metadata as the 202 reply gave it (status pending). */
  metadata: AsyncJobMetadata;
  /** What the handler needs, JSON-serialisable (it crosses Redis to a worker). */
  payload: unknown;
}

export interface AsyncJobOutcome {
  /** Where the client fetches the result. */
  result_url: string;
}

export interface AsyncJobContext {
  /** The services of the process running the job (web process or worker). */
  services: Services;
}

export type AsyncJobHandler = (job: AsyncJob, context: AsyncJobContext) => Promise<AsyncJobOutcome>;

export interface AsyncJobQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Queues the job (throws QueueFullError when the in-process queue is full). */
  enqueue(job: AsyncJob): Promise<void>;
  /** Stops taking jobs; the in-process queue waits for the running ones. */
  close(): Promise<void>;
}

const handlers = new Map<string, AsyncJobHandler>();

/** Registers (or replaces) the handler of a kind of job, for every queue of this process. */
export function registerAsyncJobHandler(kind: string, handler: AsyncJobHandler): void {
  handlers.set(kind, handler);
}

export function asyncJobHandler(kind: string): AsyncJobHandler | undefined {
  return handlers.get(kind);
}

export interface RunContext extends AsyncJobContext {
  events: AsyncEventStream;
  /** Where failures are logged besides the error event (default: nowhere). */
  onError?: (error: unknown, job: AsyncJob) => void;
}

/** Runs one job with its handler, publishing running then done or error on its channel. */
export async function runAsyncJob(job: AsyncJob, context: RunContext): Promise<void> {
  const { metadata } = job;
  const publish = (status: AsyncJobMetadata['status'], extra: Partial<AsyncJobMetadata>) =>
    context.events.publish(metadata.channel_id, {
      ...metadata,
      errors: [],
      result_url: null,
      status,
      ...extra,
    });
  await publish('running', {});
  let outcome: AsyncJobOutcome;
  try {
    const handler = asyncJobHandler(job.kind);
    if (!handler) throw new Error(`no handler for async jobs of kind ${JSON.stringify(job.kind)}`);
    outcome = await handler(job, { services: context.services });
  } catch (error) {
    context.onError?.(error, job);
    await publish('error', { errors: asyncJobErrors(error) });
    return;
  }
  await publish('done', { result_url: outcome.result_url });
}

/** An error as the events carry it: Superset errors, or {message} (Superset's tasks). */
export function asyncJobErrors(error: unknown): AsyncJobMetadata['errors'] {
  if (error instanceof EngineError) return [{ ...error.toPayload() }];
  if (error instanceof LoupeError) {
    if (error.errors && error.errors.length > 0) return error.errors.map((e) => ({ ...e }));
    return [{ message: error.message, error_type: error.errorType, level: 'error', extra: error.extra }];
  }
  return [{ message: error instanceof Error ? error.message : String(error) }];
}
