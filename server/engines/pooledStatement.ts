// One statement on a pooled connection, for every engine: take a connection (waiting can be
// stopped), run the engine work under the statement's timeout and stop signal, cancel it in the
// engine when stopped, map driver errors, and give the connection back — or drop it when the
// work never wound down or left it unusable.
import { classifyStatement, type SqlDialect, splitStatements, tokenizeSql } from '../../lib/sql/index.ts';
import type { ExecuteOptions } from './engineSpec.ts';
import type { EngineError } from './errors.ts';
import type { ResourcePool } from './resourcePool.ts';
import { StatementControl } from './statementControl.ts';

export interface PooledStatement<R, T> {
  pool: ResourcePool<R>;
  options: ExecuteOptions;
  engineName: string;
  /** The engine work on the connection; its errors are driver errors. */
  work(resource: R, control: StatementControl): Promise<T>;
  /** Asks the engine to stop the work running on this connection. */
  cancel(resource: R): Promise<void> | void;
  mapError(error: unknown): EngineError;
  /** Close the connection afterwards: the statement may have changed session state (SET, USE, temp tables). */
  discardAfter?: boolean;
}

export async function runPooledStatement<R, T>(statement: PooledStatement<R, T>): Promise<T> {
  const control = new StatementControl(statement.options, statement.engineName);
  try {
    const lease = await statement.pool.acquire(control.signal).catch((error: unknown) => {
      throw statement.mapError(error);
    });
    try {
      return await control.guard(statement.work(lease.resource, control), () =>
        statement.cancel(lease.resource),
      );
    } catch (error) {
      throw statement.mapError(error);
    } finally {
      if (control.unsettled || statement.discardAfter) lease.discard();
      else lease.release();
    }
  } finally {
    control.dispose();
  }
}

export const DEFAULT_MAX_ROWS = 100_000;

/** Internal statements (introspection, estimates) get this much time unless told otherwise. */
export const METADATA_TIMEOUT_MS = 60_000;

/** Internal statements read at most this many rows. */
export const METADATA_MAX_ROWS = 1_000_000;

/**
 * The statement without what follows its end (a trailing semicolon, comments after it), so
 * drivers that refuse a second statement accept it; positions and lines are unchanged. Text
 * with several statements comes back as is.
 */
export function withoutTrailingSemicolon(sql: string, dialect: SqlDialect): string {
  const statements = splitStatements(sql, dialect);
  return statements.length === 1 ? sql.slice(0, statements[0]!.end) : sql;
}

/**
 * Whether a statement may leave state on its connection that the next user must not inherit:
 * SET, USE, BEGIN, PRAGMA writes ('other'), temporary objects, ATTACH / DETACH. The pool then
 * closes that connection instead of reusing it.
 */
export function changesSession(sql: string, dialect: SqlDialect): boolean {
  if (sql.length > REMEMBERED_SQL_MAX_LENGTH) return classifiedChangesSession(sql, dialect);
  const key = `${dialect}\u0000${sql}`;
  let changes = rememberedSessionChanges.get(key);
  if (changes === undefined) {
    changes = classifiedChangesSession(sql, dialect);
    if (rememberedSessionChanges.size >= REMEMBERED_SQL_ENTRIES)
      rememberedSessionChanges.delete(rememberedSessionChanges.keys().next().value as string);
    rememberedSessionChanges.set(key, changes);
  }
  return changes;
}

// Statements run again and again (charts refreshed, dashboards re-queried) are tokenized once:
// the answer of changesSession, by dialect and text, for the last few hundred short statements.
const REMEMBERED_SQL_ENTRIES = 500;
const REMEMBERED_SQL_MAX_LENGTH = 8192;
const rememberedSessionChanges = new Map<string, boolean>();

function classifiedChangesSession(sql: string, dialect: SqlDialect): boolean {
  const kind = classifyStatement(sql, dialect);
  if (kind === 'other') return true;
  if (kind !== 'ddl') return false;
  return tokenizeSql(sql, dialect).some(
    (token) => token.kind === 'word' && /^(TEMP|TEMPORARY|ATTACH|DETACH)$/i.test(token.text),
  );
}
