// What charts read of a dataset, on real engines: a column's distinct values (predicate
// applied), sample pages, fetch_datasource_metadata (cached per key, dropped on writes of the
// dataset or of its database), and a PostgreSQL dataset refreshed after ALTER TABLE (new columns
// added, dropped ones removed, type changes re-judged, user edits and calculated columns kept).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetTablesOf } from '../../../server/store/datasetTables.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import { POSTGRES_URI } from '../../support/analysedDatabases.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  type DatasetDetail,
  datasetCalls,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Samples = components['schemas']['DatasourceSamplesResponse'];
type Metadata = components['schemas']['DatasourceMetadata'];

const examplesPath = examplesFileForSuite();
const PG_URL = POSTGRES_URI.replace(/^postgresql:/, 'postgres:');

async function onPostgres(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

forEachStore('datasource calls', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let db = 0;
  let sales = 0;

  beforeAll(async () => {
    db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `datasource-${ctx.kind}`)}`,
    );
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  const samples = async (id: number, page: number, perPage: number) =>
    t.client.post<Samples>('/datasource/samples', {
      headers: await t.bearer('alpha'),
      query: {
        force: 'false',
        datasource_type: 'table',
        datasource_id: String(id),
        page: String(page),
        per_page: String(perPage),
      },
      json: {},
    });
  // Alpha may access every dataset (all_datasource_access); who may not: datasetAccess.test.ts.
  const values = async (id: number, column: string) =>
    t.client.get<{ result: unknown[] }>(`/api/v1/datasource/table/${id}/column/${column}/values/`, {
      headers: await t.bearer('alpha'),
    });

  describe('samples and values', () => {
    it('pages through the rows with the total count', async () => {
      const first = await samples(sales, 1, 1000);
      const second = await samples(sales, 2, 1000);
      expect(first.status).toBe(200);
      const all = [...first.body.result.data, ...second.body.result.data];
      expect(first.body.result.total_count).toBe(2000);
      expect(all).toHaveLength(2000);
      expect(new Set(all.map((row) => row.order_id)).size).toBe(2000);
      expect(first.body.result.colnames).toContain('order_date');
      expect(first.body.result.coltypes[first.body.result.colnames.indexOf('order_date')]).toBe(2);
      const small = await samples(sales, 3, 7);
      expect(small.body.result).toMatchObject({ page: 3, per_page: 7, rowcount: 7, total_count: 2000 });
      expect(small.body.result.data).toEqual(first.body.result.data.slice(14, 21));
    });

    it('lists a column’s distinct values, with the fetch_values_predicate', async () => {
      const rows = [
        ...(await samples(sales, 1, 1000)).body.result.data,
        ...(await samples(sales, 2, 1000)).body.result.data,
      ];
      const regions = await values(sales, 'region');
      expect(regions.status).toBe(200);
      expect(regions.body.result).toEqual([...new Set(rows.map((r) => r.region))].sort());
      await api.put(sales, { fetch_values_predicate: 'quantity > 5' });
      const quantities = (await values(sales, 'quantity')).body.result as number[];
      const expected = [...new Set(rows.map((r) => Number(r.quantity)).filter((q) => q > 5))].sort(
        (a, b) => a - b,
      );
      expect(quantities).toEqual(expected);
      // Superset's get_column_values: an unknown column is a 400, an unknown dataset a 404.
      const unknownColumn = await values(sales, 'nope');
      expect(unknownColumn.status).toBe(400);
      expect((unknownColumn.body as unknown as { message: string }).message).toBe(
        'Column name nope does not exist',
      );
      const unknownDataset = await values(99999, 'region');
      expect(unknownDataset.status).toBe(404);
      expect((unknownDataset.body as unknown as { message: string }).message).toBe(
        'Datasource does not exist',
      );
    });

    it('needs can_samples (Gamma has it not) and can_read on Dataset for values', async () => {
      const gamma = await t.client.post('/datasource/samples', {
        headers: await t.bearer('gamma'),
        query: { datasource_type: 'table', datasource_id: String(sales) },
      });
      expect(gamma.status).toBe(403);
      const publicUser = await t.client.get(`/api/v1/datasource/table/${sales}/column/region/values/`, {
        headers: await t.bearer('public'),
      });
      expect(publicUser.status).toBe(403);
    });

    it('applies the payload’s filters to the rows and the count', async () => {
      const all = [
        ...(await samples(sales, 1, 1000)).body.result.data,
        ...(await samples(sales, 2, 1000)).body.result.data,
      ];
      const region = String(all[0]?.region);
      const expected = all.filter((r) => r.region === region && Number(r.quantity) >= 3);
      const reply = await t.client.post<Samples>('/datasource/samples', {
        headers: await t.bearer('alpha'),
        query: { datasource_type: 'table', datasource_id: String(sales), per_page: '1000' },
        json: {
          filters: [
            { col: 'region', op: '==', val: region },
            { col: 'quantity', op: '>=', val: 3 },
          ],
        },
      });
      expect(reply.body.result.total_count).toBe(expected.length);
      expect(reply.body.result.data.map((r) => r.order_id).sort()).toEqual(
        expected.map((r) => r.order_id).sort(),
      );
      const unknown = await t.client.post('/datasource/samples', {
        headers: await t.bearer('alpha'),
        query: { datasource_type: 'table', datasource_id: String(sales) },
        json: { filters: [{ col: 'nope', op: '==', val: 1 }] },
      });
      expect(unknown.status).toBe(400);
    });

    it('applies drill to detail’s time filter fields (granularity, time_range, TEMPORAL_RANGE, extras.where)', async () => {
      const all = [
        ...(await samples(sales, 1, 1000)).body.result.data,
        ...(await samples(sales, 2, 1000)).body.result.data,
      ];
      const ms = (value: unknown) =>
        typeof value === 'number'
          ? value
          : Date.parse(/Z|[+-]\d\d:?\d\d$/.test(String(value)) ? String(value) : `${String(value)}Z`);
      const since = Date.parse('2022-01-01T00:00:00Z');
      const until = Date.parse('2022-07-01T00:00:00Z');
      const region = String(all[0]?.region);
      const inRange = all.filter((r) => ms(r.order_date) >= since && ms(r.order_date) < until);
      const expected = inRange.filter((r) => r.region === region);
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(inRange.length);
      const post = async (json: Record<string, unknown>) =>
        t.client.post<Samples>('/datasource/samples', {
          headers: await t.bearer('alpha'),
          query: { datasource_type: 'table', datasource_id: String(sales), per_page: '1000' },
          json,
        });
      const ids = (reply: { body: Samples }) => reply.body.result.data.map((r) => r.order_id).sort();

      const legacy = await post({
        granularity: 'order_date',
        time_range: '2022-01-01 : 2022-07-01',
        extras: { where: `region = '${region.replaceAll("'", "''")}'` },
      });
      expect(legacy.status).toBe(200);
      expect(legacy.body.result.total_count).toBe(expected.length);
      expect(ids(legacy)).toEqual(expected.map((r) => r.order_id).sort());

      const temporal = await post({
        filters: [
          { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2022-01-01 : 2022-07-01' },
          { col: 'region', op: '==', val: region },
        ],
      });
      expect(temporal.status).toBe(200);
      expect(temporal.body.result.total_count).toBe(expected.length);
      expect(ids(temporal)).toEqual(expected.map((r) => r.order_id).sort());

      const noFilter = await post({
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      });
      expect(noFilter.status).toBe(200);
      expect(noFilter.body.result.total_count).toBe(2000);

      const subquery = await post({ extras: { where: 'region IN (SELECT region FROM sales)' } });
      expect(subquery.status).toBe(400);
      expect((subquery.body as unknown as { errors: { error_type: string }[] }).errors[0]?.error_type).toBe(
        'ADHOC_SUBQUERY_NOT_ALLOWED_ERROR',
      );
    });

    it('samples a virtual dataset', async () => {
      const created = await api.create({
        database: db,
        table_name: 'per_region',
        sql: 'SELECT region, COUNT(*) AS n FROM sales GROUP BY region',
      });
      const reply = await samples(created.body.id, 1, 100);
      expect(reply.body.result.colnames).toEqual(['region', 'n']);
      expect(reply.body.result.data.reduce((sum, row) => sum + Number(row.n), 0)).toBe(2000);
    });
  });

  describe('fetch_datasource_metadata', () => {
    const fetchMetadata = async (key: string) =>
      t.client.get<Metadata>('/superset/fetch_datasource_metadata', {
        headers: await t.bearer('alpha'),
        query: { datasourceKey: key },
      });

    it('gives the dataset as charts see it, cached until the dataset changes', async () => {
      const first = await fetchMetadata(`${sales}__table`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        id: sales,
        uid: `${sales}__table`,
        type: 'table',
        table_name: 'sales',
      });
      expect(first.body.metrics.map((m) => m.expression)).toContain('COUNT(*)');
      expect(first.body.columns.find((c) => c.column_name === 'order_date')?.is_dttm).toBe(true);
      // A change behind the API's back is not seen: the reply is cached.
      await datasetTablesOf(ctx.store.db)
        .updateTable('datasets')
        .set({ description: 'sneaky' })
        .where('id', '=', sales)
        .execute();
      expect((await fetchMetadata(`${sales}__table`)).body.description).toBe(first.body.description);
      await api.put(sales, { description: 'Order lines' });
      expect((await fetchMetadata(`${sales}__table`)).body.description).toBe('Order lines');
    });

    it('drops the cached metadata when the dataset’s database is renamed', async () => {
      const headers = await t.bearer('admin');
      const rename = (database_name: string) =>
        t.client.put(`/api/v1/database/${db}`, { headers, json: { database_name } });
      expect((await fetchMetadata(`${sales}__table`)).body.database.database_name).toBe('examples');
      expect((await rename('examples_renamed')).status).toBe(200);
      try {
        const after = await fetchMetadata(`${sales}__table`);
        expect(after.body.database.database_name).toBe('examples_renamed');
        expect(after.body.perm).toBe(`[examples_renamed].[sales](id:${sales})`);
      } finally {
        expect((await rename('examples')).status).toBe(200);
      }
      expect((await fetchMetadata(`${sales}__table`)).body.database.database_name).toBe('examples');
    });

    it('drops the cached metadata when the dataset is refreshed or deleted', async () => {
      const created = await api.create({ database: db, table_name: 'cached_regions', sql: 'SELECT 1 AS x' });
      const id = created.body.id;
      expect((await fetchMetadata(`${id}__table`)).body.columns.map((c) => c.column_name)).toEqual(['x']);
      // A change behind the API's back (the SQL), then a refresh: the new columns are seen.
      await datasetTablesOf(ctx.store.db)
        .updateTable('datasets')
        .set({ sql: 'SELECT 1 AS x, 2 AS y' })
        .where('id', '=', id)
        .execute();
      const refresh = await t.client.put(`/api/v1/dataset/${id}/refresh`, {
        headers: await t.bearer('admin'),
      });
      expect(refresh.status).toBe(200);
      expect((await fetchMetadata(`${id}__table`)).body.columns.map((c) => c.column_name)).toEqual([
        'x',
        'y',
      ]);
      expect((await api.remove(id)).status).toBe(200);
      expect((await fetchMetadata(`${id}__table`)).status).toBe(404);
    });

    it('refuses a bad key and a missing dataset', async () => {
      expect((await fetchMetadata('sales')).status).toBe(400);
      expect((await fetchMetadata('99999__table')).status).toBe(404);
    });
  });

  describe('a PostgreSQL dataset', () => {
    const table = `loupe_ds_${randomBytes(4).toString('hex')}`;
    let postgres = 0;
    beforeAll(async () => {
      await onPostgres([
        `CREATE TABLE public.${table} (id INTEGER, name VARCHAR(50), created_at TIMESTAMP, legacy TEXT)`,
        `INSERT INTO public.${table} VALUES (1, 'Ada', '2024-01-01', 'x'), (2, 'Grace', '2024-02-01', 'y'), (3, 'Ada', NULL, NULL)`,
      ]);
      postgres = await registerDatabase(t, `pg-${table}`, POSTGRES_URI);
    });
    afterAll(() => onPostgres([`DROP TABLE IF EXISTS public.${table}`]));

    it('reads the table, keeps edits through a refresh after ALTER TABLE', async () => {
      const created = await api.create({ database: postgres, schema: 'public', table_name: table });
      expect(created.status).toBe(201);
      const id = created.body.id;
      const before: DatasetDetail = (await api.get(id)).body.result;
      expect(before.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
        ['id', 0, false],
        ['name', 1, false],
        ['created_at', 2, true],
        ['legacy', 1, false],
      ]);
      const columns = before.columns.map((c) => ({
        id: c.id,
        column_name: c.column_name,
        ...(c.column_name === 'name' ? { verbose_name: 'Name' } : {}),
      }));
      await api.put(id, { columns: [...columns, { column_name: 'upper_name', expression: 'upper(name)' }] });
      expect((await values(id, 'name')).body.result).toEqual(['Ada', 'Grace']);

      await onPostgres([
        `ALTER TABLE public.${table} ADD COLUMN amount NUMERIC(10,2)`,
        `ALTER TABLE public.${table} DROP COLUMN legacy`,
        `ALTER TABLE public.${table} ALTER COLUMN name TYPE TEXT`,
      ]);
      // The source's columns now, without writing anything (the Edit modal's sync).
      const external = await t.client.get<Array<Record<string, unknown>>>(
        `/datasource/external_metadata/table/${id}/`,
        { headers: await t.bearer('alpha') },
      );
      expect(external.status, external.text).toBe(200);
      expect(external.body).toEqual([
        { column_name: 'id', name: 'id', type: 'INTEGER', type_generic: 0, is_dttm: false },
        { column_name: 'name', name: 'name', type: 'TEXT', type_generic: 1, is_dttm: false },
        {
          column_name: 'created_at',
          name: 'created_at',
          type: 'TIMESTAMP WITHOUT TIME ZONE',
          type_generic: 2,
          is_dttm: true,
        },
        { column_name: 'amount', name: 'amount', type: 'NUMERIC(10, 2)', type_generic: 0, is_dttm: false },
      ]);
      expect(
        (await api.get(id)).body.result.columns.map((c: { column_name: string }) => c.column_name),
      ).toContain('legacy');
      const refused = await t.client.get<{ message: string }>(`/datasource/external_metadata/table/${id}/`, {
        headers: await t.bearer('gamma'),
      });
      expect(refused.status).toBe(403);
      expect(
        (
          await t.client.get(`/datasource/external_metadata/table/999999/`, {
            headers: await t.bearer('admin'),
          })
        ).status,
      ).toBe(404);
      const refresh = await t.client.put<{ message: string }>(`/api/v1/dataset/${id}/refresh`, {
        headers: await t.bearer('admin'),
      });
      expect(refresh.body).toEqual({ message: 'OK' });
      const after = (await api.get(id)).body.result;
      expect(after.columns.map((c) => c.column_name)).toEqual([
        'id',
        'name',
        'created_at',
        'amount',
        'upper_name',
      ]);
      const name = after.columns.find((c) => c.column_name === 'name');
      expect(name).toMatchObject({ verbose_name: 'Name', type_generic: 1 });
      expect(name?.type?.toUpperCase()).toBe('TEXT');
      expect(name?.id).toBe(before.columns[1]?.id);
      expect(after.columns.find((c) => c.column_name === 'amount')).toMatchObject({
        type_generic: 0,
        is_dttm: false,
      });
      expect((await values(id, 'upper_name')).body.result).toEqual(['ADA', 'GRACE']);
      expect((await samples(id, 1, 10)).body.result.total_count).toBe(3);
      const filtered = await t.client.post<Samples>('/datasource/samples', {
        headers: await t.bearer('alpha'),
        query: { datasource_type: 'table', datasource_id: String(id) },
        json: {
          filters: [
            { col: 'name', op: 'IN', val: ['Ada', 'Nobody'] },
            { col: 'upper_name', op: '==', val: 'ADA' },
          ],
        },
      });
      expect(filtered.body.result.total_count).toBe(2);
    });
  });
});
