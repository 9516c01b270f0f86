// GET /api/v1/database/available/, POST /test_connection/ and /validate_parameters/ on real
// engines: {message: 'OK'} or 422 with typed errors (field errors carry extra.missing/invalid).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { createSqliteFile, MARIADB_URI, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type AvailableEngines = components['schemas']['AvailableEngines'];
interface TypedErrors {
  message: unknown;
  errors: Array<{ error_type: string; level: string; message: string; extra: Record<string, unknown> }>;
}

const dir = mkdtempSync(join(tmpdir(), 'loupe-db-conn-'));
const sqlitePath = createSqliteFile(join(dir, 'shop.db'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

forEachStore('databases API: engines and connection checks', (ctx) => {
  const t = useTestApp(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await t.bearer('admin');
  });

  const testConnection = (json: Record<string, unknown>) =>
    t.client.post('/api/v1/database/test_connection/', { headers: admin, json });
  const validate = (json: Record<string, unknown>) =>
    t.client.post('/api/v1/database/validate_parameters/', { headers: admin, json });

  it('lists the four engines, preferred first, in Superset’s shape', async () => {
    const reply = await t.client.get<AvailableEngines>('/api/v1/database/available/', {
      headers: await t.bearer('gamma'),
    });
    expect(reply.status).toBe(200);
    expect(reply.body.databases.map((engine) => engine.engine).sort()).toEqual([
      'duckdb',
      'mysql',
      'postgresql',
      'sqlite',
    ]);
    const postgres = reply.body.databases.find((engine) => engine.engine === 'postgresql');
    expect(postgres).toMatchObject({
      name: 'PostgreSQL',
      default_driver: expect.any(String),
      sqlalchemy_uri_placeholder: expect.stringContaining('postgresql://'),
      parameters: { required: expect.arrayContaining(['host', 'port', 'database', 'username']) },
      engine_information: { supports_dynamic_catalog: true },
    });
    const preferred = reply.body.databases.map((engine) => engine.preferred);
    expect(preferred).toEqual([...preferred].sort((a, b) => Number(b) - Number(a)));
  });

  it('tests working connections of each engine: {message: OK}', async () => {
    for (const uri of [POSTGRES_URI, MARIADB_URI, `sqlite:///${sqlitePath}`]) {
      const reply = await testConnection({ sqlalchemy_uri: uri });
      expect(reply.status, uri).toBe(200);
      expect(reply.body).toEqual({ message: 'OK' });
    }
    const url = new URL(MARIADB_URI);
    const byParameters = await testConnection({
      engine: 'mysql',
      configuration_method: 'dynamic_form',
      parameters: { host: url.hostname, port: Number(url.port), database: 'test', username: 'root' },
    });
    expect(byParameters.status).toBe(200);
  });

  it('reports failures as 422 with the engine’s typed errors', async () => {
    const denied = await testConnection({
      sqlalchemy_uri: MARIADB_URI.replace('://root@', '://root:wrong@'),
    });
    expect(denied.status).toBe(422);
    const deniedBody = denied.body as TypedErrors;
    expect(deniedBody.errors[0]).toMatchObject({
      error_type: expect.stringMatching(/^CONNECTION_(ACCESS_DENIED|INVALID_PASSWORD)_ERROR$/),
      extra: { engine_name: 'MySQL', issue_codes: expect.any(Array) },
    });
    const unknownDb = await testConnection({
      sqlalchemy_uri: POSTGRES_URI.replace(/\/test$/, '/no_such_db_here'),
    });
    expect(unknownDb.status).toBe(422);
    expect((unknownDb.body as TypedErrors).errors[0]?.error_type).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
    const badHost = await testConnection({
      sqlalchemy_uri: 'postgresql://postgres@no-such-host.invalid:5432/test',
    });
    expect(badHost.status).toBe(422);
    expect((badHost.body as TypedErrors).errors[0]?.error_type).toBe('CONNECTION_INVALID_HOSTNAME_ERROR');
    expect((await testConnection({})).status).toBe(400);
  });

  it('uses the stored password behind the mask for the same destination only', async () => {
    const created = await t.client.post<{ id: number }>('/api/v1/database/', {
      headers: admin,
      json: { database_name: 'maria masked', sqlalchemy_uri: MARIADB_URI },
    });
    expect(created.status).toBe(201);
    const masked = MARIADB_URI.replace('://root@', '://root:XXXXXXXXXX@');
    expect((await testConnection({ database_name: 'maria masked', sqlalchemy_uri: masked })).status).toBe(
      200,
    );
  });

  it('validates parameters: missing fields together (warning level), then host and port', async () => {
    const missing = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '' },
    });
    expect(missing.status).toBe(422);
    expect((missing.body as TypedErrors).errors).toEqual([
      expect.objectContaining({
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning',
        message: 'One or more parameters are missing: database, host, port, username',
        extra: expect.objectContaining({ missing: ['database', 'host', 'port', 'username'] }),
      }),
    ]);
    const badHost = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: 'no-such-host.invalid', port: 5432, database: 'test', username: 'postgres' },
    });
    expect((badHost.body as TypedErrors).errors[0]).toMatchObject({
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      extra: { invalid: ['host'] },
    });
    const badPort = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 'abc', database: 'test', username: 'postgres' },
    });
    expect((badPort.body as TypedErrors).errors[0]).toMatchObject({
      error_type: 'CONNECTION_INVALID_PORT_ERROR',
      message: 'Port must be a valid integer.',
      extra: { invalid: ['port'] },
    });
    const closed = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 1, database: 'test', username: 'postgres' },
    });
    expect((closed.body as TypedErrors).errors[0]).toMatchObject({
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      message: 'The port is closed.',
    });
  });

  it('validates parameters by connecting: OK, or the connection error', async () => {
    const ok = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: '5432', database: 'test', username: 'postgres' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'OK' });
    const unknown = await validate({
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port: 5432, database: 'no_such_db_here', username: 'postgres' },
    });
    expect(unknown.status).toBe(422);
    expect((unknown.body as TypedErrors).errors[0]?.error_type).toBe('CONNECTION_UNKNOWN_DATABASE_ERROR');
    const file = await validate({
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: { database: sqlitePath },
    });
    expect(file.status).toBe(200);
    const notAnEngine = await validate({
      engine: 'oracle',
      configuration_method: 'dynamic_form',
      parameters: {},
    });
    expect(notAnEngine.status).toBe(422);
    expect((await validate({ engine: 'postgresql' })).status).toBe(400);
  });

  it('needs can_write on Database for checks, can_read for the engines', async () => {
    const gamma = await t.bearer('gamma');
    const json = { sqlalchemy_uri: `sqlite:///${sqlitePath}` };
    expect((await t.client.post('/api/v1/database/test_connection/', { headers: gamma, json })).status).toBe(
      403,
    );
    expect(
      (
        await t.client.post('/api/v1/database/validate_parameters/', {
          headers: gamma,
          json: { engine: 'sqlite', configuration_method: 'dynamic_form' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await t.client.get('/api/v1/database/available/', { headers: await t.bearer('public') })).status,
    ).toBe(403);
  });
});
