// The SQLite child process: one better-sqlite3 connection, statements run one at a time on
// request from the parent. better-sqlite3 is synchronous and cannot be interrupted, so it lives
// here, out of the server's event loop; stopping a statement kills this process (SQLite's
// journal rolls back any unfinished write on the next open). It exits when the parent goes.
import Database from 'better-sqlite3';
import type { SqliteErrorData, SqliteReply, SqliteRequest } from './sqliteProtocol.ts';
import { runSqliteStatement, type SqliteConnection } from './sqliteStatement.ts';

let db: SqliteConnection | null = null;

/** Compiled REGEXP patterns, by text (a chart filters with the same few patterns). */
const patterns = new Map<string, RegExp>();
function regexpOf(pattern: string): RegExp {
  let compiled = patterns.get(pattern);
  if (!compiled) {
    compiled = new RegExp(pattern, 'u');
    if (patterns.size >= 100) patterns.clear();
    patterns.set(pattern, compiled);
  }
  return compiled;
}

function reply(message: SqliteReply): void {
  process.send?.(message);
}

function errorData(error: unknown): SqliteErrorData {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return { name: error.name, message: error.message, code: typeof code === 'string' ? code : undefined };
  }
  return { name: 'Error', message: String(error) };
}

process.on('message', (request: SqliteRequest) => {
  if (request.type === 'open') {
    try {
      const opened = new Database(request.path, {
        readonly: request.readonly,
        fileMustExist: request.path !== ':memory:',
        timeout: request.busyTimeoutMs,
      });
      // `x REGEXP pattern` (the REGEX filter), as SQLAlchemy registers it on SQLite connections:
      // a search anywhere in the text; NULL when either side is NULL.
      opened.function('regexp', { deterministic: true }, (pattern: unknown, value: unknown) =>
        pattern === null || value === null ? null : regexpOf(String(pattern)).test(String(value)) ? 1 : 0,
      );
      db = opened as unknown as SqliteConnection;
      reply({ type: 'opened' });
    } catch (error) {
      reply({ type: 'error', id: null, error: errorData(error) });
    }
    return;
  }
  try {
    if (!db) throw new Error('The SQLite database is not open.');
    reply({
      type: 'result',
      id: request.id,
      result: runSqliteStatement(db, request.sql, request.params, request.maxRows),
    });
  } catch (error) {
    reply({ type: 'error', id: request.id, error: errorData(error) });
  }
});

process.on('disconnect', () => {
  db?.close();
  process.exit(0);
});
