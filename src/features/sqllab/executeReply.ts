// What an execute call's outcome does to its query actor: a finished run brings its results, a
// 202 hands the query to polling, a timeout or a failure ends it with its typed errors.
import { isClientError, type SupersetError } from '../../api/clientError.ts';
import { type ExecuteReply, toQueryResults, toServerUpdate } from './sqlLabApi.ts';
import type { QueryActor } from './sqlLabSessionTypes.ts';

function isTimeout(error: unknown): boolean {
  if (!isClientError(error)) return false;
  if (error.status === 408) return true;
  return (error.errors ?? []).some((e) =>
    ['SQLLAB_TIMEOUT_ERROR', 'BACKEND_TIMEOUT_ERROR', 'FRONTEND_TIMEOUT_ERROR'].includes(e.error_type),
  );
}

/** A 200 (results) or a 202 (queued: `onQueued` starts polling). */
export function applyExecuteReply(actor: QueryActor, reply: ExecuteReply, onQueued: () => void): void {
  if (reply.status === 202) {
    actor.send({ type: 'SERVER_UPDATE', query: toServerUpdate(reply.body.query) });
    onQueued();
  } else {
    actor.send({ type: 'SUCCESS', results: toQueryResults(reply.body) });
  }
}

/**
 * A failed execute call. A timeout's typed errors go to `keepTimeoutErrors` before the machine
 * hears of it (the machine keeps those of failures only, and the page renders on the event).
 */
export function applyExecuteError(
  actor: QueryActor,
  error: unknown,
  keepTimeoutErrors: (errors: SupersetError[] | null) => void,
): void {
  const errors = isClientError(error) ? (error.errors ?? null) : null;
  const message = error instanceof Error ? error.message : String(error);
  if (isTimeout(error)) {
    keepTimeoutErrors(errors);
    actor.send({ type: 'TIMEOUT', errorMessage: message });
    return;
  }
  actor.send({
    type: 'FAILURE',
    errorMessage: message,
    errors,
    link: isClientError(error) ? (error.link ?? null) : null,
  });
}
