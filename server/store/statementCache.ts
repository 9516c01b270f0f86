// better-sqlite3 compiles a statement on every prepare(), and Kysely's SQLite driver prepares each
// query it runs: the same few hundred query texts were compiled again on every request (most of
// a cached chart-data request's time). This keeps the compiled statements by text (bounded, least
// recently used first out). Kysely's driver runs one query at a time on its single connection, so
// a kept statement is never busy when it is handed out again.
import type { Database, Statement } from 'better-sqlite3';

export interface PreparingDatabase {
  prepare(sql: string): Statement;
  close(): void;
}

export function withStatementCache(database: Database, maxStatements = 500): PreparingDatabase {
  const statements = new Map<string, Statement>();
  return {
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > maxStatements) statements.delete(statements.keys().next().value as string);
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
  };
}
