// A session on a pooled connection, for every engine: one connection held for several
// statements (a SQL Lab script: SET / USE, temporary tables, then a SELECT), each statement
// under its own timeout and stop signal and under the session's (stop, overall time limit),
// cancelled in the engine when stopped. The connection is closed afterwards when the session
// may have changed its state (catalog / schema chosen, SET, USE, temporary objects) or a
// stopped statement never wound down; otherwise it goes back to the pool.
import type { EngineSession, QueryResult, SessionExecuteOptions, SessionOptions } from './engineSpec.ts';
import type { EngineError } from './errors.ts';
import type { ResourcePool } from './resourcePool.ts';
import { StatementControl } from './statementControl.ts';

export interface PooledSession<R> {
  pool: ResourcePool<R>;
  options: SessionOptions;
  engineName: string;
  /** Prepares the connection (catalog, schema); true when that changed its session state. */
  begin?(resource: R): Promise<boolean>;
  /** Runs one statement on the connection; its errors are driver errors. */
  statement(
    resource: R,
    sql: string,
    options: SessionExecuteOptions,
    control: StatementControl,
  ): Promise<QueryResult>;
  /** Asks the engine to stop the work running on this connection. */
  cancel(resource: R): Promise<void> | void;
  mapError(error: unknown, sql: string | null): EngineError;
  /** Whether a statement may leave state on the connection (SET, USE, temporary tables). */
  changesSession(sql: string): boolean;
  /** The connection cannot be used any more (its process or socket is gone). */
  isBroken?(resource: R): boolean;
}

export async function runPooledSession<R, T>(
  definition: PooledSession<R>,
  work: (session: EngineSession) => Promise<T>,
): Promise<T> {
  const sessionControl = new StatementControl(definition.options, definition.engineName);
  let dirty = false;
  let unsettled = false;
  let stopReason: unknown;
  let busy = false;
  let ended = false;
  try {
    const lease = await definition.pool.acquire(sessionControl.signal).catch((error: unknown) => {
      throw definition.mapError(error, null);
    });
    const guarded = async <V>(control: StatementControl, run: () => Promise<V>) => {
      control.signal.throwIfAborted();
      try {
        return await control.guard(run(), () => definition.cancel(lease.resource));
      } finally {
        if (control.unsettled) {
          unsettled = true;
          stopReason = control.signal.reason;
        }
      }
    };
    try {
      if (definition.begin) {
        const begin = definition.begin;
        dirty = await guarded(sessionControl, () => begin(lease.resource)).catch((error: unknown) => {
          throw definition.mapError(error, null);
        });
      }
      const session: EngineSession = {
        execute: async (sql, options = {}) => {
          if (ended) throw new Error('The session has ended.');
          if (busy) throw new Error('A session runs one statement at a time.');
          // The connection still runs a stopped statement: nothing more can run on it.
          if (unsettled) throw definition.mapError(stopReason, sql);
          busy = true;
          const control = new StatementControl(options, definition.engineName, sessionControl.signal);
          try {
            if (definition.changesSession(sql)) dirty = true;
            return await guarded(control, () => definition.statement(lease.resource, sql, options, control));
          } catch (error) {
            throw definition.mapError(error, sql);
          } finally {
            busy = false;
            control.dispose();
          }
        },
      };
      return await work(session);
    } finally {
      ended = true;
      if (unsettled || dirty || definition.isBroken?.(lease.resource)) lease.discard();
      else lease.release();
    }
  } finally {
    sessionControl.dispose();
  }
}
