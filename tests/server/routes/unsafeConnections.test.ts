// PREVENT_UNSAFE_DB_CONNECTIONS: SQLite / DuckDB files only under LOUPE_FILE_DATABASES_DIR
// (plus the examples file); the metadata store, the secret key and the data dir never, whatever
// symlinks, `..`, `:memory:` or `file:` URIs lead there; create, update, test_connection and
// validate_parameters answer one message whether or not the file exists. Off: the old behaviour.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsafeConnectionMessage } from '../../../server/services/databases/fileDatabasePolicy.ts';
import { createSqliteFile } from '../../support/analysedDatabases.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const outside = mkdtempSync(join(tmpdir(), 'loupe-unsafe-'));
const outsideFile = createSqliteFile(join(outside, 'shop.db'));
afterAll(() => rmSync(outside, { recursive: true, force: true }));

interface ErrorReply {
  message: string;
  errors: Array<{ error_type: string; message: string }>;
}

forEachStore('unsafe database connections', (ctx) => {
  const safe = useTestApp(ctx, {
    configure: (config) => ({ ...config, preventUnsafeDbConnections: true }),
  });
  const allowedDir = () => join(ctx.dataDir, 'databases');
  let admin: Record<string, string>;
  let insideFile: string;
  beforeAll(async () => {
    admin = await safe.bearer('admin');
    mkdirSync(allowedDir(), { recursive: true });
    insideFile = createSqliteFile(join(allowedDir(), 'inside.db'));
    symlinkSync(outsideFile, join(allowedDir(), 'link-out.db'));
    symlinkSync(ctx.dataDir, join(allowedDir(), 'link-data'));
  });

  const testConnection = (sqlalchemy_uri: string) =>
    safe.client.post<ErrorReply>('/api/v1/database/test_connection/', {
      headers: admin,
      json: { sqlalchemy_uri },
    });
  const refusal = (engine: 'SQLite' | 'DuckDB') => ({
    message: unsafeConnectionMessage(engine, allowedDir()),
    errors: [
      expect.objectContaining({
        error_type: 'DATABASE_SECURITY_ACCESS_ERROR',
        message: unsafeConnectionMessage(engine, allowedDir()),
      }),
    ],
  });

  const refusedPaths = () => [
    [
      'the metadata file',
      ctx.config.metadata.kind === 'sqlite' ? ctx.config.metadata.location : join(ctx.dataDir, 'loupe.db'),
    ],
    ['the secret key', join(ctx.dataDir, 'secret_key')],
    ['the data directory', ctx.dataDir],
    ['the allowed directory itself', allowedDir()],
    ['a path back out with ..', join(allowedDir(), '..', 'loupe.db')],
    ['a symlink inside to a file outside', join(allowedDir(), 'link-out.db')],
    ['a symlink inside to the data dir', join(allowedDir(), 'link-data', 'loupe.db')],
    ['an existing file outside', outsideFile],
    ['a missing file outside', join(outside, 'missing', 'nothing.db')],
  ];

  it('refuses every path outside the allowed directory with one message, for SQLite and DuckDB', async () => {
    for (const [what, path] of refusedPaths()) {
      const sqlite = await testConnection(`sqlite:///${path}`);
      expect(sqlite.status, what).toBe(422);
      expect(sqlite.body, what).toMatchObject(refusal('SQLite'));
      const duckdb = await testConnection(`duckdb:///${path}`);
      expect(duckdb.status, what).toBe(422);
      expect(duckdb.body, what).toMatchObject(refusal('DuckDB'));
    }
  });

  it('answers the same bytes whether or not the file outside exists', async () => {
    const existing = await testConnection(`sqlite:///${outsideFile}`);
    const missing = await testConnection(`sqlite:///${join(outside, 'nope.db')}`);
    expect(missing.status).toBe(existing.status);
    expect(missing.text).toBe(existing.text);
  });

  it('refuses in-memory databases, file: URIs, other schemes and unknown driver options', async () => {
    for (const uri of [
      'sqlite://',
      'sqlite:///:memory:',
      'duckdb:///:memory:',
      `sqlite:///file:${insideFile}?mode=ro&vfs=unix`,
      `duckdb:///file:${join(allowedDir(), 'x.duckdb')}`,
      'duckdb:///md:my_db',
      `sqlite:///${insideFile}?uri=true`,
      `duckdb:///${join(allowedDir(), 'x.duckdb')}?enable_external_access=true`,
    ]) {
      const reply = await testConnection(uri);
      expect(reply.status, uri).toBe(422);
      expect(reply.body.errors[0]?.error_type, uri).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    }
  });

  it('accepts a file inside the allowed directory (test, create, update)', async () => {
    expect((await testConnection(`sqlite:///${insideFile}`)).status).toBe(200);
    expect((await testConnection(`sqlite:///${insideFile}?mode=ro`)).status).toBe(200);
    const created = await safe.client.post<{ id: number }>('/api/v1/database/', {
      headers: admin,
      json: { database_name: `inside-${ctx.kind}`, sqlalchemy_uri: `sqlite:///${insideFile}` },
    });
    expect(created.status).toBe(201);
    const renamed = await safe.client.put(`/api/v1/database/${created.body.id}`, {
      headers: admin,
      json: { database_name: `inside renamed-${ctx.kind}`, sqlalchemy_uri: `sqlite:///${insideFile}` },
    });
    expect(renamed.status).toBe(200);
    const moved = await safe.client.put<ErrorReply>(`/api/v1/database/${created.body.id}`, {
      headers: admin,
      json: { sqlalchemy_uri: `sqlite:///${outsideFile}` },
    });
    expect(moved.status).toBe(422);
    expect(moved.body).toMatchObject(refusal('SQLite'));
  });

  it('a missing file inside, or the examples file, gets the engine’s own answer, not the refusal', async () => {
    for (const uri of [
      `duckdb:///${join(allowedDir(), 'absent.duckdb')}`,
      `duckdb:///${join(ctx.dataDir, 'examples.duckdb')}?access_mode=read_only`,
    ]) {
      const reply = await testConnection(uri);
      expect(reply.status, uri).toBe(422);
      expect(reply.body.errors[0]?.error_type, uri).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
    }
  });

  it('refuses creating a database on the metadata file or through parameters', async () => {
    const created = await safe.client.post<ErrorReply>('/api/v1/database/', {
      headers: admin,
      json: {
        database_name: `meta-${ctx.kind}`,
        sqlalchemy_uri: `sqlite:///${join(ctx.dataDir, 'loupe.db')}`,
      },
    });
    expect(created.status).toBe(422);
    expect(created.body).toMatchObject(refusal('SQLite'));
    const validated = await safe.client.post<ErrorReply>('/api/v1/database/validate_parameters/', {
      headers: admin,
      json: {
        engine: 'duckdb',
        configuration_method: 'dynamic_form',
        parameters: { database: join(ctx.dataDir, 'secret_key') },
      },
    });
    expect(validated.status).toBe(422);
    expect(validated.body).toMatchObject(refusal('DuckDB'));
    const list = await safe.client.get<{ result: Array<{ database_name: string }> }>('/api/v1/database/', {
      headers: admin,
    });
    expect(list.body.result.map((d) => d.database_name)).not.toContain(`meta-${ctx.kind}`);
  });
});

describe('LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS=false', () => {
  forEachStore('unsafe connections allowed', (ctx) => {
    const unsafe = useTestApp(ctx, {
      configure: (config) => ({ ...config, preventUnsafeDbConnections: false }),
    });
    it('connects to a file anywhere, as before', async () => {
      const reply = await unsafe.client.post('/api/v1/database/test_connection/', {
        headers: await unsafe.bearer('admin'),
        json: { sqlalchemy_uri: `sqlite:///${outsideFile}` },
      });
      expect(reply.status).toBe(200);
    });
  });
});

forEachStore('the engines list names the allowed directory', (ctx) => {
  const safe = useTestApp(ctx, {
    configure: (config) => ({ ...config, preventUnsafeDbConnections: true }),
  });
  const unsafe = useTestApp(ctx, {
    configure: (config) => ({ ...config, preventUnsafeDbConnections: false }),
  });
  const dirs = async (t: typeof safe) => {
    const reply = await t.client.get<{ databases: Array<{ engine: string; file_databases_dir?: string }> }>(
      '/api/v1/database/available/',
      { headers: await t.bearer('admin') },
    );
    return Object.fromEntries(reply.body.databases.map((e) => [e.engine, e.file_databases_dir ?? null]));
  };

  it('for SQLite and DuckDB while unsafe connections are refused, never for servers', async () => {
    const allowed = join(ctx.dataDir, 'databases');
    expect(await dirs(safe)).toEqual({ duckdb: allowed, sqlite: allowed, postgresql: null, mysql: null });
    expect(await dirs(unsafe)).toEqual({ duckdb: null, sqlite: null, postgresql: null, mysql: null });
  });
});

forEachStore('a file database registered while unsafe connections were allowed', (ctx) => {
  const unsafe = useTestApp(ctx, {
    configure: (config) => ({ ...config, preventUnsafeDbConnections: false }),
  });
  const safe = useTestApp(ctx, {
    configure: (config) => ({ ...config, preventUnsafeDbConnections: true }),
  });

  it('is not opened once they are refused', async () => {
    const created = await unsafe.client.post<{ id: number }>('/api/v1/database/', {
      headers: await unsafe.bearer('admin'),
      json: {
        database_name: `outside-${ctx.kind}`,
        sqlalchemy_uri: `sqlite:///${outsideFile}`,
        expose_in_sqllab: true,
      },
    });
    expect(created.status).toBe(201);
    const admin = await safe.bearer('admin');
    const schemas = await safe.client.get<ErrorReply>(`/api/v1/database/${created.body.id}/schemas/`, {
      headers: admin,
    });
    expect(schemas.status).toBe(422);
    expect(schemas.body.errors[0]?.error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    expect(schemas.body.message).toBe(unsafeConnectionMessage('SQLite', join(ctx.dataDir, 'databases')));
    const run = await safe.client.post<ErrorReply>('/api/v1/sqllab/execute/', {
      headers: admin,
      json: { database_id: created.body.id, sql: 'SELECT 1', runAsync: false },
    });
    expect(run.status).toBe(422);
    expect(run.body.errors[0]?.error_type).toBe('DATABASE_SECURITY_ACCESS_ERROR');
  });
});
