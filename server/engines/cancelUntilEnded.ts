// Stopping a statement on a server engine (PostgreSQL, MySQL / MariaDB): the engine is asked to
// cancel from a second connection, again and again until the statement has ended. Both ignore a
// cancel that reaches the connection before it has read the statement (pg_cancel_backend finds
// the backend idle; KILL QUERY on an idle thread is forgotten when the next statement starts), so
// one cancel sent in that moment would let the statement run to its end, however long.

import { setTimeout as sleep } from 'node:timers/promises';

/** How often a stopped statement is cancelled again until it has ended. */
export const CANCEL_INTERVAL_MS = 200;
/** How long stopping keeps cancelling before it gives up. */
export const CANCEL_WAIT_MS = 10_000;

/** What runs on a connection, known until it settles. */
export interface RunningStatement {
  /** Settles when the statement running on the connection has ended (none: resolved). */
  running?: Promise<void>;
}

/** The statement, known as running on the connection until it settles. */
export function trackStatement<T>(connection: RunningStatement, work: Promise<T>): Promise<T> {
  connection.running = work.then(
    () => {},
    () => {},
  );
  return work;
}

/** Sends `cancelOnce` until the connection's statement has ended (at most CANCEL_WAIT_MS). */
export async function cancelUntilEnded(
  connection: RunningStatement,
  cancelOnce: () => Promise<void>,
): Promise<void> {
  const running = connection.running ?? Promise.resolve();
  let ended = false;
  void running.then(() => {
    ended = true;
  });
  const deadline = Date.now() + CANCEL_WAIT_MS;
  while (!ended && Date.now() < deadline) {
    await cancelOnce().catch(() => {});
    await Promise.race([running, sleep(CANCEL_INTERVAL_MS, undefined, { ref: false })]);
  }
}
