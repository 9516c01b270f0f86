// POST / GET / PUT / DELETE /api/v1/database/{pk} on both metadata stores, with real engines:
// the connection is tested before saving, the password is stored encrypted and never returned,
// names are unique, writes leave nothing behind when they fail.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordCipher } from '../../../server/services/databases/passwordCipher.ts';
import { findDatabaseByName } from '../../../server/store/repositories/databasesRepository.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { createSqliteFile, MARIADB_URI, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type WriteResponse = components['schemas']['DatabaseWriteResponse'];
type ShowResponse = components['schemas']['DatabaseShowResponse'];
type ErrorBody = {
  message: unknown;
  errors: Array<{ error_type: string; message: string; extra: Record<string, unknown> }>;
};

const SECRET = 's3cret-Pa55word';
const dir = mkdtempSync(join(tmpdir(), 'loupe-db-crud-'));
const sqlitePath = createSqliteFile(join(dir, 'shop.db'));
const otherSqlitePath = createSqliteFile(join(dir, 'other.db'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** POSTGRES_URI with a password (trust auth accepts any). */
const postgresWithPassword = POSTGRES_URI.replace('://postgres@', `://postgres:${SECRET}@`);

forEachStore('databases API: create, show, update, delete', (ctx) => {
  const t = useTestApp(ctx);
  let admin: Record<string, string>;
  beforeAll(async () => {
    admin = await t.bearer('admin');
  });

  const create = async (json: Record<string, unknown>, headers = admin) =>
    t.client.post<WriteResponse>('/api/v1/database/', { headers, json });
  const show = async (id: number) => t.client.get<ShowResponse>(`/api/v1/database/${id}`, { headers: admin });
  const count = async () =>
    Number(
      (
        await ctx.store.db
          .selectFrom('databases')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('creates a PostgreSQL database by URI: 201, masked URI, encrypted password, never returned', async () => {
    const reply = await create({
      database_name: 'pg by uri',
      sqlalchemy_uri: postgresWithPassword,
      allow_dml: true,
    });
    expect(reply.status).toBe(201);
    expect(reply.text).not.toContain(SECRET);
    expect(reply.body.result).toMatchObject({
      database_name: 'pg by uri',
      backend: 'postgresql',
      sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
      parameters: {
        host: '127.0.0.1',
        port: 5432,
        database: 'test',
        username: 'postgres',
        password: 'XXXXXXXXXX',
      },
      configuration_method: 'sqlalchemy_form',
      expose_in_sqllab: true,
      allow_dml: true,
      allow_run_async: false,
    });
    const row = await findDatabaseByName(ctx.store.db, 'pg by uri');
    expect(row?.sqlalchemy_uri).toBe('postgresql://postgres@127.0.0.1:5432/test');
    expect(row?.password_encrypted).not.toContain(SECRET);
    expect(createPasswordCipher(ctx.config.secretKey).decrypt(row!.password_encrypted!)).toBe(SECRET);
    const shown = await show(reply.body.id);
    expect(shown.status).toBe(200);
    expect(shown.text).not.toContain(SECRET);
    expect(shown.body.result.sqlalchemy_uri).toBe('postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test');
    const list = await t.client.get('/api/v1/database/', { headers: admin });
    expect(list.text).not.toContain(SECRET);
  });

  it('creates a MariaDB database from engine + parameters (dynamic form)', async () => {
    const url = new URL(MARIADB_URI);
    const reply = await create({
      database_name: 'maria by parameters',
      engine: 'mysql',
      configuration_method: 'dynamic_form',
      parameters: {
        host: url.hostname,
        port: String(url.port),
        database: 'test',
        username: 'root',
        password: '',
      },
      expose_in_sqllab: false,
      extra: '{"metadata_params": {}, "engine_params": {}}',
      cache_timeout: 600,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({
      backend: 'mysql',
      configuration_method: 'dynamic_form',
      sqlalchemy_uri: 'mysql://root@127.0.0.1:3306/test',
      expose_in_sqllab: false,
      cache_timeout: 600,
      extra: '{"metadata_params": {}, "engine_params": {}}',
    });
    expect(reply.body.result.parameters).not.toHaveProperty('password');
  });

  it('creates a SQLite database from a file path', async () => {
    const reply = await create({ database_name: 'sqlite shop', sqlalchemy_uri: `sqlite:///${sqlitePath}` });
    expect(reply.status).toBe(201);
    expect(reply.body.result).toMatchObject({ backend: 'sqlite', parameters: { database: sqlitePath } });
  });

  it('refuses a taken name with 422 on database_name, before connecting', async () => {
    const reply = await create({
      database_name: 'sqlite shop',
      sqlalchemy_uri: 'postgresql://nobody@127.0.0.1:1/none',
    });
    expect(reply.status).toBe(422);
    expect(reply.body).toMatchObject({
      message: { database_name: ['A database with the same name already exists.'] },
    });
  });

  it('tests the connection first: a failure is a typed 422 and leaves no row', async () => {
    const before = await count();
    const denied = await create({
      database_name: 'maria denied',
      sqlalchemy_uri: MARIADB_URI.replace('://root@', '://root:wrong@'),
    });
    expect(denied.status).toBe(422);
    const body = denied.body as unknown as ErrorBody;
    expect(body.errors[0]?.error_type).toMatch(/^CONNECTION_(ACCESS_DENIED|INVALID_PASSWORD)_ERROR$/);
    expect(denied.text).not.toContain('wrong@');
    const closed = await create({
      database_name: 'pg closed port',
      sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test',
    });
    expect(closed.status).toBe(422);
    expect((closed.body as unknown as ErrorBody).errors[0]?.error_type).toBe('CONNECTION_PORT_CLOSED_ERROR');
    const missing = await create({
      database_name: 'sqlite missing',
      sqlalchemy_uri: `sqlite:///${join(dir, 'none', 'x.db')}`,
    });
    expect(missing.status).toBe(422);
    expect(await count()).toBe(before);
    expect(await findDatabaseByName(ctx.store.db, 'maria denied')).toBeUndefined();
  });

  it('answers 400 in Superset shape for bad input', async () => {
    const noName = await create({ sqlalchemy_uri: `sqlite:///${sqlitePath}` });
    expect(noName.status).toBe(400);
    expect(noName.body).toMatchObject({ message: { database_name: ['Missing data for required field.'] } });
    const noUri = await create({ database_name: 'nothing' });
    expect(noUri.status).toBe(400);
    expect(noUri.body).toMatchObject({ message: { sqlalchemy_uri: ['Missing data for required field.'] } });
    const badUri = await create({ database_name: 'bad uri', sqlalchemy_uri: 'not a uri' });
    expect(badUri.status).toBe(400);
    expect(badUri.body).toMatchObject({
      message: { sqlalchemy_uri: [expect.stringContaining('Invalid connection string')] },
    });
    const badExtra = await create({
      database_name: 'bad extra',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
      extra: '{nope',
    });
    expect(badExtra.status).toBe(400);
    expect(badExtra.body).toMatchObject({
      message: { extra: [expect.stringContaining('Field cannot be decoded by JSON.')] },
    });
    const badFlag = await create({
      database_name: 'bad flag',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
      allow_dml: 'yes',
    });
    expect(badFlag.status).toBe(400);
    expect(badFlag.body).toMatchObject({ message: { allow_dml: ['Not a valid boolean.'] } });
    const noEngine = await create({
      database_name: 'no engine',
      configuration_method: 'dynamic_form',
      parameters: { host: 'x' },
    });
    expect(noEngine.status).toBe(400);
    const missingParameters = await create({
      database_name: 'missing parameters',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1' },
    });
    expect(missingParameters.status).toBe(400);
    expect(missingParameters.body).toMatchObject({
      message: { parameters: { port: ['Missing data for required field.'] } },
    });
    const unknownDriver = await create({ database_name: 'oracle', sqlalchemy_uri: 'oracle://scott@db/orcl' });
    expect(unknownDriver.status).toBe(422);
    expect(unknownDriver.body).toMatchObject({ message: 'Could not load database driver: oracle' });
    const notJson = await t.client.post('/api/v1/database/', {
      headers: { ...admin, 'content-type': 'text/plain' },
      payload: 'x',
    });
    expect(notJson.status).toBe(400);
  });

  it('updates flags without touching the connection, and keeps the password behind the mask', async () => {
    const created = await create({ database_name: 'pg to update', sqlalchemy_uri: postgresWithPassword });
    const id = created.body.id;
    const flags = await t.client.put<WriteResponse>(`/api/v1/database/${id}`, {
      headers: admin,
      json: {
        allow_run_async: true,
        allow_multi_catalog: true,
        disable_data_preview: true,
        force_ctas_schema: 'tmp',
      },
    });
    expect(flags.status).toBe(200);
    expect(flags.body.result).toMatchObject({
      allow_run_async: true,
      allow_multi_catalog: true,
      disable_data_preview: true,
      force_ctas_schema: 'tmp',
    });
    const masked = await t.client.put<WriteResponse>(`/api/v1/database/${id}`, {
      headers: admin,
      json: { database_name: 'pg renamed', sqlalchemy_uri: flags.body.result.sqlalchemy_uri },
    });
    expect(masked.status).toBe(200);
    expect(masked.text).not.toContain(SECRET);
    const row = await findDatabaseByName(ctx.store.db, 'pg renamed');
    expect(createPasswordCipher(ctx.config.secretKey).decrypt(row!.password_encrypted!)).toBe(SECRET);
    const moved = await t.client.put<WriteResponse>(`/api/v1/database/${id}`, {
      headers: admin,
      json: { sqlalchemy_uri: 'postgresql://postgres:XXXXXXXXXX@localhost:5432/test' },
    });
    expect(moved.status).toBe(200);
    const movedRow = await findDatabaseByName(ctx.store.db, 'pg renamed');
    expect(movedRow?.sqlalchemy_uri).toBe('postgresql://postgres@localhost:5432/test');
    expect(createPasswordCipher(ctx.config.secretKey).decrypt(movedRow!.password_encrypted!)).toBe(SECRET);
    const cleared = await t.client.put<WriteResponse>(`/api/v1/database/${id}`, {
      headers: admin,
      json: { sqlalchemy_uri: POSTGRES_URI },
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.result.sqlalchemy_uri).toBe('postgresql://postgres@127.0.0.1:5432/test');
    expect((await findDatabaseByName(ctx.store.db, 'pg renamed'))?.password_encrypted).toBeNull();
  });

  it('tests a changed connection before saving it: a failure keeps the old one', async () => {
    const created = await create({
      database_name: 'sqlite to move',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
    });
    const id = created.body.id;
    const failed = await t.client.put(`/api/v1/database/${id}`, {
      headers: admin,
      json: { sqlalchemy_uri: `sqlite:///${join(dir, 'missing', 'x.db')}`, database_name: 'moved' },
    });
    expect(failed.status).toBe(422);
    const shown = await show(id);
    expect(shown.body.result).toMatchObject({
      database_name: 'sqlite to move',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
    });
    const moved = await t.client.put<WriteResponse>(`/api/v1/database/${id}`, {
      headers: admin,
      json: { sqlalchemy_uri: `sqlite:///${otherSqlitePath}` },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.result.sqlalchemy_uri).toBe(`sqlite:///${otherSqlitePath}`);
  });

  it('refuses renaming to a taken name, and answers 404 for unknown ids', async () => {
    const a = await create({ database_name: 'first name', sqlalchemy_uri: `sqlite:///${sqlitePath}` });
    const taken = await t.client.put(`/api/v1/database/${a.body.id}`, {
      headers: admin,
      json: { database_name: 'sqlite shop' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body).toMatchObject({
      message: { database_name: ['A database with the same name already exists.'] },
    });
    expect((await t.client.get('/api/v1/database/999999', { headers: admin })).status).toBe(404);
    expect(
      (await t.client.put('/api/v1/database/999999', { headers: admin, json: { allow_dml: true } })).status,
    ).toBe(404);
    expect((await t.client.delete('/api/v1/database/999999', { headers: admin })).status).toBe(404);
    expect((await t.client.get('/api/v1/database/abc', { headers: admin })).status).toBe(404);
  });

  it('deletes a database, the examples one too', async () => {
    const created = await create({
      database_name: 'examples-like',
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
    });
    const deleted = await t.client.delete(`/api/v1/database/${created.body.id}`, { headers: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'OK' });
    expect((await show(created.body.id)).status).toBe(404);
    expect(await findDatabaseByName(ctx.store.db, 'examples-like')).toBeUndefined();
  });

  describe('permissions', () => {
    it('needs can_write on Database (Admin only) to write, can_read and access to the database to show', async () => {
      const created = await create({ database_name: 'guarded', sqlalchemy_uri: `sqlite:///${sqlitePath}` });
      const id = created.body.id;
      for (const user of ['alpha', 'gamma', 'sqllab'] as const) {
        const headers = await t.bearer(user);
        expect(
          (await create({ database_name: `by ${user}`, sqlalchemy_uri: `sqlite:///${sqlitePath}` }, headers))
            .status,
        ).toBe(403);
        expect(
          (await t.client.put(`/api/v1/database/${id}`, { headers, json: { allow_dml: true } })).status,
        ).toBe(403);
        expect((await t.client.delete(`/api/v1/database/${id}`, { headers })).status).toBe(403);
        // Alpha may access every database; Gamma and sql_lab only those granted (DatabaseFilter).
        expect((await t.client.get(`/api/v1/database/${id}`, { headers })).status).toBe(
          user === 'alpha' ? 200 : 404,
        );
      }
      const granted = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['database_access', `[guarded].(id:${id})`],
      ]);
      expect((await t.client.get(`/api/v1/database/${id}`, { headers: granted })).status).toBe(200);
      const publicHeaders = await t.bearer('public');
      expect((await t.client.get(`/api/v1/database/${id}`, { headers: publicHeaders })).status).toBe(403);
      expect((await t.client.get(`/api/v1/database/${id}`)).status).toBe(401);
    });

    it('needs the CSRF token with a session', async () => {
      const session = await t.session('admin');
      const json = { database_name: 'by session', sqlalchemy_uri: `sqlite:///${sqlitePath}` };
      expect((await t.client.post('/api/v1/database/', { headers: session.headers, json })).status).toBe(403);
      expect((await t.client.post('/api/v1/database/', { headers: session.csrfHeaders, json })).status).toBe(
        201,
      );
    });
  });
});
