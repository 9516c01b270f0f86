// The connections of one DuckDB pool and what runs on them. Stopping a statement interrupts its
// connection again and again until the statement has ended: a statement is queued on a worker
// thread, and DuckDB forgets an interrupt that arrives before it really starts, so a single
// interrupt may be lost and the statement run on. A connection is closed only once its
// statement has ended — closing it under a running statement may crash the process, and it
// keeps the database instance alive, so the next open of the same file through DuckDB's
// instance cache waits for that instance to go away — and the pool closes its instance only
// after its connections.
import { setTimeout as sleep } from 'node:timers/promises';
import type { DuckDBConnection } from '@duckdb/node-api';

/** How often a stopped statement is interrupted again until it ends. */
export const INTERRUPT_INTERVAL_MS = 20;
/** How long stopping waits for a statement to end before giving up on its connection. */
export const STOP_WAIT_MS = 10_000;

export class DuckDBConnections {
  private readonly running = new Map<DuckDBConnection, Promise<void>>();
  private readonly closing = new Set<Promise<void>>();

  /** The work, known as running on the connection until it settles. */
  track<T>(connection: DuckDBConnection, work: Promise<T>): Promise<T> {
    const ended = work.then(
      () => {},
      () => {},
    );
    this.running.set(connection, ended);
    void ended.then(() => {
      if (this.running.get(connection) === ended) this.running.delete(connection);
    });
    return work;
  }

  /** Interrupts the connection until what runs on it has ended (at most STOP_WAIT_MS). */
  async stop(connection: DuckDBConnection): Promise<void> {
    const deadline = Date.now() + STOP_WAIT_MS;
    for (;;) {
      const ended = this.running.get(connection);
      if (!ended || Date.now() >= deadline) return;
      connection.interrupt();
      await Promise.race([ended, sleep(INTERRUPT_INTERVAL_MS, undefined, { ref: false })]);
    }
  }

  /** Stops what runs on the connection, then closes it; one still running is left open. */
  close(connection: DuckDBConnection): Promise<void> {
    const closed = this.stop(connection).then(() => {
      if (!this.running.has(connection)) connection.closeSync();
    });
    this.closing.add(closed);
    void closed.finally(() => this.closing.delete(closed));
    return closed;
  }

  /** Resolves once every close under way (the pool's own discards included) is done. */
  async closed(): Promise<void> {
    while (this.closing.size > 0) await Promise.allSettled([...this.closing]);
  }
}
