// POST /api/v1/database/{pk}/validate_sql/ on real engines: the examples DuckDB, a SQLite file and
// PostgreSQL. Valid SQL gives no annotation; a typo, a missing table or column gives one on the
// right line of the script; DML is planned, never run; an unreachable engine is a typed 422.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import {
  createExamplesFile,
  createPostgresFixture,
  createSqliteFile,
  POSTGRES_URI,
  type ServerFixture,
} from '../../support/analysedDatabases.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type ValidateSqlResponse = components['schemas']['ValidateSqlResponse'];

const dir = mkdtempSync(join(tmpdir(), 'loupe-validate-sql-'));
let examplesPath = '';
let postgres: ServerFixture;
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  postgres = await createPostgresFixture();
});
afterAll(async () => {
  await postgres?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

forEachStore('databases API: validate_sql', (ctx) => {
  const t = useTestApp(ctx);
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};
  let sqlitePath = '';

  beforeAll(async () => {
    admin = await t.bearer('admin');
    sqlitePath = createSqliteFile(join(dir, `shop-${ctx.kind}.db`));
    const register = async (name: string, sqlalchemy_uri: string) => {
      const reply = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers: admin,
        json: { database_name: name, sqlalchemy_uri },
      });
      if (reply.status !== 201) throw new Error(`registering ${name} failed: ${reply.text}`);
      ids[name] = reply.body.id;
    };
    await register('examples', `duckdb:///${examplesPath}`);
    await register('sqlite', `sqlite:///${sqlitePath}`);
    await register('postgres', POSTGRES_URI);
  });

  const validate = (name: string, json: Record<string, unknown>, headers = admin) =>
    t.client.post<ValidateSqlResponse>(`/api/v1/database/${ids[name]}/validate_sql/`, { headers, json });

  describe('the examples DuckDB', () => {
    it('finds nothing wrong in valid SQL', async () => {
      const reply = await validate('examples', {
        sql: 'SELECT name, num FROM birth_names LIMIT 5;\nSELECT 1',
      });
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ result: [] });
    });

    it('annotates a typo on its line in the script', async () => {
      const reply = await validate('examples', { sql: 'SELECT 1;\n\nSELEC name FROM birth_names' });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toHaveLength(1);
      expect(reply.body.result[0]!.line_number).toBe(3);
      expect(reply.body.result[0]!.message).toMatch(/syntax/i);
    });

    it('annotates a missing table and a missing column', async () => {
      const reply = await validate('examples', {
        sql: 'SELECT * FROM no_such_table;\nSELECT no_such_column FROM sales',
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result.map((a) => a.line_number)).toEqual([1, 2]);
      expect(reply.body.result[0]!.message).toMatch(/no_such_table/);
      expect(reply.body.result[1]!.message).toMatch(/no_such_column/);
    });

    it('renders the template first', async () => {
      const reply = await validate('examples', {
        sql: 'SELECT * FROM {{ table }}',
        template_params: JSON.stringify({ table: 'sales' }),
      });
      expect(reply.body).toEqual({ result: [] });
      const missing = await validate('examples', { sql: 'SELECT * FROM {{ table }}' });
      expect(missing.status).toBe(400);
      expect(missing.body).toMatchObject({ errors: [{ error_type: 'MISSING_TEMPLATE_PARAMS_ERROR' }] });
    });
  });

  describe('SQLite', () => {
    it('plans DML without running it', async () => {
      const reply = await validate('sqlite', { sql: 'DELETE FROM orders;\nDELETE FROM nope' });
      expect(reply.status).toBe(200);
      expect(reply.body.result.map((a) => a.line_number)).toEqual([2]);
      const db = new Database(sqlitePath, { readonly: true });
      try {
        expect((db.prepare('SELECT count(*) AS n FROM orders').get() as { n: number }).n).toBeGreaterThan(0);
      } finally {
        db.close();
      }
    });
  });

  describe('PostgreSQL', () => {
    it('validates in the given schema, DML included, without running it', async () => {
      const ok = await validate('postgres', {
        sql: 'SELECT * FROM customers;\nDELETE FROM orders',
        schema: postgres.schema,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toEqual({ result: [] });
      const rows = await validate('postgres', {
        sql: `SELECT count(*) FROM ${postgres.schema}.orders`,
      });
      expect(rows.body).toEqual({ result: [] });
    });

    it('annotates a typo and a missing table on their lines', async () => {
      const reply = await validate('postgres', {
        sql: 'SELECT 1;\nSELECT *\nFROM customers\nWHER id = 1;\nSELECT * FROM no_such_table',
        schema: postgres.schema,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result.map((a) => a.line_number)).toEqual([4, 5]);
      expect(reply.body.result[0]!.message).toMatch(/syntax/i);
      expect(reply.body.result[1]!.message).toMatch(/no_such_table/);
    });
  });

  describe('errors', () => {
    it('is 404 for an unknown database and 403 without can_read on Database', async () => {
      const missing = await t.client.post('/api/v1/database/999999/validate_sql/', {
        headers: admin,
        json: { sql: 'SELECT 1' },
      });
      expect(missing.status).toBe(404);
      const publicUser = await t.client.post(`/api/v1/database/${ids.examples}/validate_sql/`, {
        headers: await t.bearer('public'),
        json: { sql: 'SELECT 1' },
      });
      expect(publicUser.status).toBe(403);
    });

    it('needs the sql', async () => {
      const reply = await validate('examples', { schema: 'main' });
      expect(reply.status).toBe(400);
    });

    it('is a typed 422 when the engine cannot be reached', async () => {
      const created = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers: admin,
        json: { database_name: 'gone', sqlalchemy_uri: POSTGRES_URI },
      });
      expect(created.status).toBe(201);
      ids.gone = created.body.id;
      await ctx.store.db
        .updateTable('databases')
        .set({ sqlalchemy_uri: 'postgresql://postgres@127.0.0.1:1/test' })
        .where('id', '=', created.body.id)
        .execute();
      const reply = await validate('gone', { sql: 'SELECT 1' });
      expect(reply.status).toBe(422);
      expect(reply.body).toMatchObject({ errors: [{ error_type: 'CONNECTION_PORT_CLOSED_ERROR' }] });
    });
  });
});
