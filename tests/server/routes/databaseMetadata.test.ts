// Schemas, catalogs, tables, table metadata, SELECT * and function names of databases registered
// through the API on each real engine: the examples DuckDB, a SQLite file, PostgreSQL, MariaDB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import {
  createExamplesFile,
  createMariaDbFixture,
  createPostgresFixture,
  createSqliteFile,
  EXAMPLES_TABLES,
  MARIADB_URI,
  POSTGRES_URI,
  type ServerFixture,
} from '../../support/analysedDatabases.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type NameList = components['schemas']['NameList'];
type TableList = components['schemas']['TableList'];
type TableMetadata = components['schemas']['TableMetadata'];

const dir = mkdtempSync(join(tmpdir(), 'loupe-db-meta-'));
let examplesPath = '';
let postgres: ServerFixture;
let maria: ServerFixture;
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  postgres = await createPostgresFixture();
  maria = await createMariaDbFixture();
});
afterAll(async () => {
  await postgres?.dispose();
  await maria?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

forEachStore('databases API: metadata on real engines', (ctx) => {
  const t = useTestApp(ctx);
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  let sqlitePath = '';
  /** A Gamma user granted the examples database. */
  let reader: Record<string, string>;

  beforeAll(async () => {
    admin = await t.bearer('admin');
    sqlitePath = createSqliteFile(join(dir, `shop-${ctx.kind}.db`));
    const register = async (name: string, sqlalchemy_uri: string) => {
      const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers: admin,
        json: { database_name: name, sqlalchemy_uri, allow_multi_catalog: name === 'examples' },
      });
      if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
      ids[name] = reply.body.id;
    };
    await register('examples', `duckdb:///${examplesPath}`);
    await register('sqlite', `sqlite:///${sqlitePath}`);
    await register('postgres', POSTGRES_URI);
    await register('maria', MARIADB_URI);
    reader = await userWithPairs(t, ctx.store.db, 'Gamma', [
      ['database_access', `[examples].(id:${ids.examples})`],
    ]);
  });

  const get = async <T>(
    path: string,
    query: Record<string, unknown> = {},
    user: 'admin' | 'reader' | 'gamma' = 'admin',
  ) =>
    t.client.get<T>(path, {
      headers: user === 'admin' ? admin : user === 'reader' ? reader : await t.bearer(user),
      query,
    });
  const schemas = (name: string, q: Record<string, unknown> = {}) =>
    get<NameList>(`/api/v1/database/${ids[name]}/schemas/`, { q });
  const tables = (name: string, q: Record<string, unknown>) =>
    get<TableList>(`/api/v1/database/${ids[name]}/tables/`, { q });
  const metadata = (name: string, query: Record<string, unknown>) =>
    get<TableMetadata>(`/api/v1/database/${ids[name]}/table_metadata/`, query);

  describe('the examples DuckDB', () => {
    it('lists catalogs, schemas and tables (read by a Gamma granted the database too)', async () => {
      const catalogs = await get<NameList>(
        `/api/v1/database/${ids.examples}/catalogs/`,
        { q: { force: false } },
        'reader',
      );
      expect(catalogs.status).toBe(200);
      expect(catalogs.body.result).toContain('examples');
      const listed = await get<NameList>(
        `/api/v1/database/${ids.examples}/schemas/`,
        { q: { force: true, catalog: 'examples' } },
        'reader',
      );
      expect(listed.body.result).toContain('main');
      const reply = await tables('examples', { force: false, schema_name: 'main', catalog_name: 'examples' });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        count: 3,
        result: EXAMPLES_TABLES.map((value) => ({ value, type: 'table' })),
      });
    });

    it('describes birth_names with its real columns and a SELECT *', async () => {
      const reply = await metadata('examples', { name: 'birth_names', schema: 'main' });
      expect(reply.status).toBe(200);
      expect(reply.body.name).toBe('birth_names');
      expect(reply.body.columns.map((c) => c.name)).toEqual([
        'ds',
        'gender',
        'name',
        'num',
        'state',
        'num_boys',
        'num_girls',
      ]);
      expect(reply.body.columns[0]).toMatchObject({
        name: 'ds',
        type: 'TIMESTAMP',
        longType: 'TIMESTAMP',
        keys: [],
      });
      expect(reply.body.selectStar).toBe('SELECT\n  *\nFROM "main"."birth_names"\nLIMIT 100');
      expect(reply.body.primaryKey).toEqual({ type: 'pk', name: null, column_names: [] });
      const noSchema = await metadata('examples', { name: 'sales' });
      expect(noSchema.body.columns.map((c) => c.name)).toContain('revenue');
      const extra = await get(`/api/v1/database/${ids.examples}/table_metadata/extra/`, {
        name: 'sales',
        schema: 'main',
      });
      expect(extra.body).toEqual({});
    });

    it('gives select_star with and without a schema, and function names', async () => {
      const inSchema = await get<{ result: string }>(
        `/api/v1/database/${ids.examples}/select_star/sales/main/`,
      );
      expect(inSchema.body.result).toBe('SELECT\n  *\nFROM "main"."sales"\nLIMIT 100');
      const bare = await get<{ result: string }>(`/api/v1/database/${ids.examples}/select_star/sales/`);
      expect(bare.body.result).toBe('SELECT\n  *\nFROM "sales"\nLIMIT 100');
      const functions = await get<{ function_names: string[] }>(
        `/api/v1/database/${ids.examples}/function_names/`,
      );
      expect(functions.body.function_names.length).toBeGreaterThan(50);
      expect(functions.body.function_names.map((f) => f.toLowerCase())).toContain('sum');
    });
  });

  describe('a SQLite file', () => {
    it('lists the main schema, tables and the view', async () => {
      expect((await schemas('sqlite')).body.result).toEqual(['main']);
      expect((await get<NameList>(`/api/v1/database/${ids.sqlite}/catalogs/`)).body.result).toEqual([]);
      const reply = await tables('sqlite', { schema_name: 'main' });
      expect(reply.body.result).toEqual([
        { value: 'big_orders', type: 'view' },
        { value: 'customers', type: 'table' },
        { value: 'orders', type: 'table' },
      ]);
    });

    it('describes keys: primary, foreign and indexes', async () => {
      const reply = await metadata('sqlite', { name: 'orders', schema: 'main' });
      expectOrderKeys(reply.body, 'customers', 'orders_amount_idx');
    });

    it('caches the tables list until forced, and forgets it when the database changes', async () => {
      const before = await tables('sqlite', { schema_name: 'main', force: false });
      const db = new Database(sqlitePath);
      db.exec('CREATE TABLE added_later (id INTEGER)');
      db.close();
      const cached = await tables('sqlite', { schema_name: 'main', force: false });
      expect(cached.body).toEqual(before.body);
      const forced = await tables('sqlite', { schema_name: 'main', force: true });
      expect(forced.body.result.map((r) => r.value)).toContain('added_later');
      const other = createSqliteFile(join(dir, `moved-${ctx.kind}.db`));
      const moved = await t.client.put(`/api/v1/database/${ids.sqlite}`, {
        headers: admin,
        json: { sqlalchemy_uri: `sqlite:///${other}` },
      });
      expect(moved.status).toBe(200);
      const after = await tables('sqlite', { schema_name: 'main', force: false });
      expect(after.body.result.map((r) => r.value)).not.toContain('added_later');
      await t.client.put(`/api/v1/database/${ids.sqlite}`, {
        headers: admin,
        json: { sqlalchemy_uri: `sqlite:///${sqlitePath}` },
      });
    });
  });

  describe('PostgreSQL', () => {
    it('lists catalogs, schemas, tables and describes keys', async () => {
      const catalogs = await get<NameList>(`/api/v1/database/${ids.postgres}/catalogs/`, {
        q: { force: true },
      });
      expect(catalogs.body.result).toContain('test');
      expect((await schemas('postgres', { force: true })).body.result).toEqual(
        expect.arrayContaining(['public', postgres.schema]),
      );
      const reply = await tables('postgres', { schema_name: postgres.schema, force: true });
      expect(reply.body.result).toEqual([
        { value: 'big_orders', type: 'view' },
        { value: 'customers', type: 'table' },
        { value: 'orders', type: 'table' },
      ]);
      const described = await metadata('postgres', {
        name: 'orders',
        schema: postgres.schema,
        catalog: 'test',
      });
      expect(described.status).toBe(200);
      expectOrderKeys(described.body, 'customers', 'orders_amount_idx');
      expect(described.body.comment).toBe('One row per order');
      expect(described.body.columns.find((c) => c.name === 'amount')).toMatchObject({
        type: expect.stringMatching(/^numeric$/i),
        longType: expect.stringMatching(/^numeric\(10,\s?2\)$/i),
      });
      const star = await get<{ result: string }>(
        `/api/v1/database/${ids.postgres}/select_star/orders/${postgres.schema}/`,
      );
      expect(star.body.result).toBe(`SELECT\n  *\nFROM "${postgres.schema}"."orders"\nLIMIT 100`);
      const functions = await get<{ function_names: string[] }>(
        `/api/v1/database/${ids.postgres}/function_names/`,
      );
      expect(functions.body.function_names.map((f) => f.toLowerCase())).toContain('date_trunc');
    });
  });

  describe('MariaDB', () => {
    it('lists schemas, tables and describes keys', async () => {
      expect((await schemas('maria')).body.result).toContain(maria.schema);
      const reply = await tables('maria', { schema_name: maria.schema, force: true });
      expect(reply.body.result).toEqual(
        expect.arrayContaining([
          { value: maria.view, type: 'view' },
          { value: maria.customers, type: 'table' },
          { value: maria.orders, type: 'table' },
        ]),
      );
      const described = await metadata('maria', { name: maria.orders });
      expect(described.status).toBe(200);
      expectOrderKeys(described.body, maria.customers, null);
      const star = await get<{ result: string }>(
        `/api/v1/database/${ids.maria}/select_star/${maria.orders}/${maria.schema}/`,
      );
      expect(star.body.result).toBe(`SELECT\n  *\nFROM \`${maria.schema}\`.\`${maria.orders}\`\nLIMIT 100`);
      const functions = await get<{ function_names: string[] }>(
        `/api/v1/database/${ids.maria}/function_names/`,
      );
      expect(functions.body.function_names.length).toBeGreaterThan(20);
    });
  });

  describe('errors', () => {
    it('answers 404 for an unknown database or table, 400 for a bad query', async () => {
      expect((await get('/api/v1/database/999999/schemas/')).status).toBe(404);
      expect((await get('/api/v1/database/999999/tables/', { q: { schema_name: 'main' } })).status).toBe(404);
      const missingTable = await metadata('examples', { name: 'no_such_table', schema: 'main' });
      expect(missingTable.status).toBe(404);
      expect(missingTable.body).toMatchObject({ errors: [{ error_type: 'TABLE_DOES_NOT_EXIST_ERROR' }] });
      const noName = await get(`/api/v1/database/${ids.examples}/table_metadata/`);
      expect(noName.status).toBe(400);
      expect(noName.body).toMatchObject({ message: { name: ['Missing data for required field.'] } });
      const noSchema = await get(`/api/v1/database/${ids.examples}/tables/`);
      expect(noSchema.status).toBe(400);
      const badQ = await get(`/api/v1/database/${ids.examples}/tables/`, {
        q: { force: 'yes', schema_name: 'main' },
      });
      expect(badQ.status).toBe(400);
      expect((await get(`/api/v1/database/${ids.examples}/schemas/`, {}, 'reader')).status).toBe(200);
      // Gamma without a grant on the database does not see it (DatabaseFilter).
      expect((await get(`/api/v1/database/${ids.examples}/schemas/`, {}, 'gamma')).status).toBe(404);
      expect(
        (
          await t.client.get(`/api/v1/database/${ids.examples}/schemas/`, {
            headers: await t.bearer('public'),
          })
        ).status,
      ).toBe(403);
    });
  });
});

function expectOrderKeys(meta: TableMetadata, customers: string, indexName: string | null): void {
  expect(meta.primaryKey).toMatchObject({ type: 'pk', column_names: ['id'] });
  expect(meta.foreignKeys).toEqual([
    expect.objectContaining({
      type: 'fk',
      column_names: ['customer_id'],
      referred_table: customers,
      referred_columns: ['id'],
    }),
  ]);
  const byName = Object.fromEntries(meta.columns.map((column) => [column.name, column]));
  expect(byName.id?.keys.map((key) => key.type)).toContain('pk');
  expect(byName.customer_id?.keys.map((key) => key.type)).toContain('fk');
  if (indexName) {
    expect(meta.indexes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'index', name: indexName, column_names: ['amount'] }),
      ]),
    );
    expect(byName.amount?.keys.map((key) => key.type)).toContain('index');
  }
  expect(meta.indexes.length).toBeGreaterThanOrEqual(2);
}
