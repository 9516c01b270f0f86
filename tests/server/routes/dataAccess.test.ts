// Data permissions as Superset's, end to end on a real examples DuckDB: the pairs that come and go
// with databases and datasets, and what a caller granted a database, a schema, one dataset or
// nothing sees and runs through SQL Lab and the database calls.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MetadataDb } from '../../../server/store/metadataStore.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import { datasetCalls, examplesFileForSuite, registerDatabase } from '../../support/datasets.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();

interface ErrorBody {
  message: string;
  errors: Array<{ error_type: string; message: string; extra: Record<string, unknown> }>;
}

async function pairsOn(db: MetadataDb, permission: string): Promise<string[]> {
  const rows = await db
    .selectFrom('permission_view')
    .select('view_menu')
    .where('permission', '=', permission)
    .execute();
  return rows.map((row) => row.view_menu).sort();
}

forEachStore('data permissions', (ctx) => {
  const t = useTestApp(ctx);
  const datasets = datasetCalls(t);
  let examples = 0;
  let sales = 0;
  type Headers = Record<string, string>;
  const users: Record<'nothing' | 'oneDataset' | 'schema' | 'database', Headers> = {
    nothing: {},
    oneDataset: {},
    schema: {},
    database: {},
  };

  beforeAll(async () => {
    examples = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `dataAccess-${ctx.kind}`)}`,
    );
    sales = (await datasets.create({ database: examples, schema: 'main', table_name: 'sales' })).body.id;
    users.nothing = await userWithPairs(t, ctx.store.db, 'sql_lab', []);
    users.oneDataset = await userWithPairs(t, ctx.store.db, 'sql_lab', [
      ['datasource_access', `[examples].[sales](id:${sales})`],
    ]);
    users.schema = await userWithPairs(t, ctx.store.db, 'sql_lab', [['schema_access', '[examples].[main]']]);
    users.database = await userWithPairs(t, ctx.store.db, 'sql_lab', [
      ['database_access', `[examples].(id:${examples})`],
    ]);
  });

  const execute = (headers: Headers, sql: string) =>
    t.client.post<ErrorBody & { data: unknown[] }>('/api/v1/sqllab/execute/', {
      headers,
      json: { database_id: examples, sql, schema: 'main', runAsync: false },
    });

  describe('permission pairs follow their objects', () => {
    it('creates database, schema and dataset pairs and renames them with the database', async () => {
      expect(await pairsOn(ctx.store.db, 'database_access')).toContain(`[examples].(id:${examples})`);
      expect(await pairsOn(ctx.store.db, 'schema_access')).toContain('[examples].[main]');
      expect(await pairsOn(ctx.store.db, 'datasource_access')).toContain(`[examples].[sales](id:${sales})`);
      const admin = await t.bearer('admin');
      const renamed = await t.client.put(`/api/v1/database/${examples}`, {
        headers: admin,
        json: { database_name: 'warehouse' },
      });
      expect(renamed.status).toBe(200);
      expect(await pairsOn(ctx.store.db, 'database_access')).toContain(`[warehouse].(id:${examples})`);
      expect(await pairsOn(ctx.store.db, 'schema_access')).toContain('[warehouse].[main]');
      expect(await pairsOn(ctx.store.db, 'datasource_access')).toContain(`[warehouse].[sales](id:${sales})`);
      expect(await pairsOn(ctx.store.db, 'database_access')).not.toContain(`[examples].(id:${examples})`);
      // The grants moved with their pairs: the one-dataset user still reads sales.
      expect((await execute(users.oneDataset, 'SELECT COUNT(*) FROM sales')).status).toBe(200);
      await t.client.put(`/api/v1/database/${examples}`, {
        headers: admin,
        json: { database_name: 'examples' },
      });
    });

    it('renames a dataset pair with the dataset and deletes it with the dataset', async () => {
      const created = await datasets.create({
        database: examples,
        table_name: 'v_one',
        sql: 'SELECT 1 AS x',
      });
      const id = created.body.id;
      expect(await pairsOn(ctx.store.db, 'datasource_access')).toContain(`[examples].[v_one](id:${id})`);
      expect((await datasets.put(id, { table_name: 'v_two' })).status).toBe(200);
      const after = await pairsOn(ctx.store.db, 'datasource_access');
      expect(after).toContain(`[examples].[v_two](id:${id})`);
      expect(after).not.toContain(`[examples].[v_one](id:${id})`);
      expect((await datasets.remove(id)).status).toBe(200);
      expect(await pairsOn(ctx.store.db, 'datasource_access')).not.toContain(`[examples].[v_two](id:${id})`);
    });
  });

  describe('SQL Lab reads only what the caller may read', () => {
    it('refuses a caller without data access every table, with the tables named', async () => {
      const reply = await execute(users.nothing, 'SELECT * FROM sales JOIN birth_names ON true LIMIT 1');
      expect(reply.status).toBe(403);
      expect(reply.body.errors[0]?.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
      expect(reply.body.message).toBe(
        'You need access to the following tables: `main.sales`, `main.birth_names`,\n            `all_database_access` or `all_datasource_access` permission',
      );
      expect(reply.body.errors[0]?.extra.tables).toEqual(['main.sales', 'main.birth_names']);
      expect((await execute(users.nothing, 'SELECT 1 AS one')).status).toBe(200);
    });

    it('lets a caller granted one dataset read its table and nothing else, however the SQL hides it', async () => {
      expect((await execute(users.oneDataset, 'SELECT COUNT(*) AS n FROM sales')).status).toBe(200);
      expect((await execute(users.oneDataset, 'SELECT COUNT(*) AS n FROM main.SALES')).status).toBe(200);
      for (const sql of [
        'SELECT * FROM birth_names',
        'SELECT * FROM sales WHERE region IN (SELECT name FROM birth_names)',
        'WITH birth_names AS (SELECT * FROM birth_names) SELECT * FROM birth_names',
        'FROM edge_cases',
        'SELECT * FROM (SELECT * FROM examples.main.edge_cases) t',
        'DESCRIBE birth_names',
        'SHOW TABLES',
        'SELECT * FROM duckdb_tables()',
        'SELECT * FROM information_schema.columns',
      ]) {
        const reply = await execute(users.oneDataset, sql);
        expect(reply.status, sql).toBe(403);
        expect(reply.body.errors[0]?.error_type, sql).toBe('TABLE_SECURITY_ACCESS_ERROR');
      }
      // A second statement the check cannot read is refused, not run unchecked.
      const script = await execute(users.oneDataset, 'SELECT 1; INSERT INTO sales SELECT * FROM sales');
      expect(script.status).toBe(400);
      expect(script.body.errors[0]?.error_type).toBe('INVALID_SQL_ERROR');
    });

    it('lets schema access read every table of the schema, and database access everything', async () => {
      expect((await execute(users.schema, 'SELECT COUNT(*) FROM birth_names')).status).toBe(200);
      expect((await execute(users.schema, 'SELECT * FROM duckdb_tables()')).status).toBe(403);
      expect((await execute(users.database, 'SHOW TABLES')).status).toBe(200);
      expect((await execute(users.database, 'SELECT * FROM duckdb_tables()')).status).toBe(200);
    });

    it('checks estimates and annotates validations the same way', async () => {
      const estimate = await t.client.post<ErrorBody>('/api/v1/sqllab/estimate/', {
        headers: users.oneDataset,
        json: { database_id: examples, sql: 'SELECT * FROM birth_names', schema: 'main' },
      });
      expect(estimate.status).toBe(403);
      const validation = await t.client.post<{ result: Array<{ message: string; line_number: number }> }>(
        `/api/v1/database/${examples}/validate_sql/`,
        { headers: users.oneDataset, json: { sql: 'SELECT 1;\nSELECT * FROM birth_names', schema: 'main' } },
      );
      expect(validation.status).toBe(200);
      expect(validation.body.result).toEqual([
        expect.objectContaining({ line_number: 2, message: expect.stringContaining('`main.birth_names`') }),
      ]);
    });
  });

  describe('the database calls show what the caller may see', () => {
    it('lists and shows only databases the caller has some grant on', async () => {
      const list = async (headers: Headers) =>
        (await t.client.get<{ count: number }>('/api/v1/database/', { headers })).body.count;
      expect(await list(users.nothing)).toBe(0);
      expect(await list(users.oneDataset)).toBe(1);
      expect(await list(users.schema)).toBe(1);
      expect((await t.client.get(`/api/v1/database/${examples}`, { headers: users.nothing })).status).toBe(
        404,
      );
      expect(
        (await t.client.get(`/api/v1/database/${examples}/schemas/`, { headers: users.nothing })).status,
      ).toBe(404);
      const bootstrap = await t.client.get<{ result: { databases: Record<string, unknown> } }>(
        '/api/v1/sqllab/',
        {
          headers: users.nothing,
        },
      );
      expect(Object.keys(bootstrap.body.result.databases)).toEqual([]);
    });

    it('shows a one-dataset caller its schema and table only, and hides other tables', async () => {
      const headers = users.oneDataset;
      const schemas = await t.client.get<{ result: string[] }>(`/api/v1/database/${examples}/schemas/`, {
        headers,
      });
      expect(schemas.body.result).toEqual(['main']);
      const tables = await t.client.get<{ result: Array<{ value: string }> }>(
        `/api/v1/database/${examples}/tables/`,
        {
          headers,
          query: { q: { schema_name: 'main' } },
        },
      );
      expect(tables.body.result.map((table) => table.value)).toEqual(['sales']);
      const metadata = (name: string) =>
        t.client.get(`/api/v1/database/${examples}/table_metadata/`, {
          headers,
          query: { name, schema: 'main' },
        });
      expect((await metadata('sales')).status).toBe(200);
      expect((await metadata('birth_names')).status).toBe(404);
      expect(
        (await t.client.get(`/api/v1/database/${examples}/select_star/birth_names/main/`, { headers }))
          .status,
      ).toBe(404);
      const all = await t.client.get<{ result: Array<{ value: string }> }>(
        `/api/v1/database/${examples}/tables/`,
        {
          headers: users.schema,
          query: { q: { schema_name: 'main' } },
        },
      );
      expect(all.body.result.map((table) => table.value)).toEqual(['birth_names', 'edge_cases', 'sales']);
    });
  });

  describe('datasets need access to what they read', () => {
    it('refuses to make a dataset of a table or SQL the caller may not read', async () => {
      const writer = await userWithPairs(t, ctx.store.db, 'Gamma', [
        ['can_write', 'Dataset'],
        ['datasource_access', `[examples].[sales](id:${sales})`],
      ]);
      const physical = await t.client.post<ErrorBody>('/api/v1/dataset/', {
        headers: writer,
        json: { database: examples, schema: 'main', table_name: 'birth_names' },
      });
      expect(physical.status).toBe(422);
      expect(physical.body.errors[0]?.error_type).toBe('TABLE_SECURITY_ACCESS_ERROR');
      const virtual = await t.client.post<ErrorBody>('/api/v1/dataset/', {
        headers: writer,
        json: { database: examples, schema: 'main', table_name: 'peek', sql: 'SELECT * FROM birth_names' },
      });
      expect(virtual.status).toBe(422);
      expect(virtual.body.message).toEqual({ sql: [expect.stringContaining('`main.birth_names`')] });
      const allowed = await t.client.post<{ id: number }>('/api/v1/dataset/', {
        headers: writer,
        json: {
          database: examples,
          schema: 'main',
          table_name: 'sales_by_region',
          sql: 'SELECT region FROM sales',
        },
      });
      expect(allowed.status).toBe(201);
      await datasets.remove(allowed.body.id);
    });
  });
});
