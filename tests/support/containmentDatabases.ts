// The databases of the SQL containment tests, one of each engine registered twice (read-only, and
// with allow_dml), plus what tells that an escape changed nothing: each engine's session settings
// read through SQL Lab as many times as its pool has connections (so every pooled connection
// answers), and the files an escape would have written.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { components } from '../../src/api/schema.gen.ts';
import { createSqliteFile, MARIADB_URI, POSTGRES_URI } from './analysedDatabases.ts';
import type { TestApp } from './testApp.ts';

export type Engine = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';
export const ENGINES: readonly Engine[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];

type Execution = components['schemas']['QueryExecutionResponse'];
export type ErrorBody = {
  message: string | Record<string, string[]>;
  errors?: Array<{ message: string; error_type: string; extra?: Record<string, unknown> }>;
};

export interface ContainmentDatabases {
  /** Read-only (allow_dml off), file access off. */
  readOnly: Record<Engine, number>;
  /** allow_dml on, file access off. */
  dml: Record<Engine, number>;
  /** Where escapes would write files; nothing may appear here. */
  dir: string;
}

/** Settings of a session, read as a query; equal before and after every escape. */
export const SETTINGS_PROBES: Record<Engine, string> = {
  duckdb:
    "SELECT current_setting('threads') AS threads, current_setting('memory_limit') AS memory_limit, current_setting('enable_external_access') AS external_access, (SELECT count(*) FROM duckdb_databases()) AS catalogs",
  postgresql:
    "SELECT name, setting FROM pg_settings WHERE name IN ('work_mem', 'statement_timeout', 'search_path') ORDER BY name",
  // Not sql_mode: a global other suites of the shared server may change.
  mysql:
    'SELECT @@session.max_join_size AS max_join_size, @@session.group_concat_max_len AS group_concat_max_len, @loupe_escape AS user_variable, DATABASE() AS db',
  sqlite:
    'SELECT (SELECT count(*) FROM pragma_database_list) AS attached, (SELECT cache_size FROM pragma_cache_size) AS cache',
};

/** Connections per pool at most (DuckDB 4, SQLite 2, PostgreSQL and MySQL 5): probing this often reaches each. */
const PROBE_TIMES = 6;

/** Files the escapes name: none may exist afterwards. */
export function escapeFiles(dir: string): string[] {
  return ['attached.db', 'copied.csv', 'exported', 'vacuumed.db', 'outfile.txt'].map((name) =>
    join(dir, name),
  );
}

export async function registerContainmentDatabases(
  t: TestApp,
  dir: string,
  suite: string,
  duckdbPath: string,
): Promise<ContainmentDatabases> {
  const admin = await t.bearer('admin');
  const sqlitePath = createSqliteFile(join(dir, `containment-${suite}.db`));
  const uris: Record<Engine, string> = {
    duckdb: `duckdb:///${duckdbPath}`,
    sqlite: `sqlite:///${sqlitePath}`,
    postgresql: POSTGRES_URI,
    mysql: MARIADB_URI,
  };
  const register = async (name: string, uri: string, allowDml: boolean) => {
    const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
      headers: admin,
      json: { database_name: name, sqlalchemy_uri: uri, expose_in_sqllab: true, allow_dml: allowDml },
    });
    if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
    return reply.body.id;
  };
  const readOnly = {} as Record<Engine, number>;
  const dml = {} as Record<Engine, number>;
  for (const engine of ENGINES) {
    readOnly[engine] = await register(`contained ${engine} ${suite}`, uris[engine], false);
    dml[engine] = await register(`contained ${engine} dml ${suite}`, uris[engine], true);
  }
  return { readOnly, dml, dir };
}

export async function execute<T = Execution>(t: TestApp, databaseId: number, sql: string, extra = {}) {
  return t.client.post<T>('/api/v1/sqllab/execute/', {
    headers: await t.bearer('admin'),
    json: { database_id: databaseId, sql, runAsync: false, ...extra },
  });
}

/** The settings every pooled connection of the database reports (one distinct answer expected). */
export async function settingsOf(t: TestApp, databaseId: number, engine: Engine): Promise<unknown> {
  const answers = new Set<string>();
  for (let index = 0; index < PROBE_TIMES; index++) {
    const reply = await execute(t, databaseId, SETTINGS_PROBES[engine]);
    expect(reply.status, reply.text).toBe(200);
    answers.add(JSON.stringify(reply.body.data));
  }
  expect(answers.size, [...answers].join('\n')).toBe(1);
  return JSON.parse([...answers][0]!);
}

export function expectNoEscapeFiles(dir: string): void {
  for (const path of escapeFiles(dir)) expect(existsSync(path), path).toBe(false);
}

/** The reply's error type (the first of `errors`). */
export function errorTypeOf(body: unknown): string | undefined {
  return (body as ErrorBody).errors?.[0]?.error_type;
}
