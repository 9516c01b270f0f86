// Datasets on the real examples DuckDB: creating physical and virtual datasets (columns, types,
// is_dttm and the default metric read from the engine), Superset's refusals, the list's filters,
// order and paging, GET with selected fields, and deleting. Every reply is checked against the
// contract by the contract client.
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import { examplesCopy } from '../../support/chartDataFixture.ts';
import {
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();
const SALES_COLUMNS = [
  'order_id',
  'order_date',
  'region',
  'country',
  'product',
  'category',
  'channel',
  'customer_id',
  'quantity',
  'unit_price',
  'revenue',
  'discount',
];
const VIRTUAL_SQL =
  'SELECT region, SUM(revenue) AS revenue, MAX(order_date) AS last_order FROM sales GROUP BY region';

forEachStore('datasets API', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let db = 0;
  let adminId = 0;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `dataset-${ctx.kind}`)}`,
    );
    adminId = (await findUserByUsername(ctx.store.db, 'admin'))?.id ?? 0;
  });

  describe('create', () => {
    it('reads a physical dataset’s columns and types from the engine and adds COUNT(*)', async () => {
      const created = await api.create({ database: db, schema: 'main', table_name: 'sales' });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({
        database: db,
        schema: 'main',
        table_name: 'sales',
        sql: null,
      });
      expect(created.body.result.owners).toEqual([adminId]);
      ids.sales = created.body.id;

      const { body } = await api.get(created.body.id);
      const dataset = body.result;
      expect(dataset.kind).toBe('physical');
      expect(dataset.columns.map((c) => c.column_name)).toEqual(SALES_COLUMNS);
      const column = (name: string) => dataset.columns.find((c) => c.column_name === name);
      expect(column('order_date')).toMatchObject({ type: 'TIMESTAMP', type_generic: 2, is_dttm: true });
      expect(column('region')).toMatchObject({ type: 'VARCHAR', type_generic: 1, is_dttm: false });
      expect(column('revenue')).toMatchObject({ type: 'DECIMAL(12,2)', type_generic: 0, is_dttm: false });
      expect(column('revenue')).toMatchObject({
        groupby: true,
        filterable: true,
        is_active: true,
        expression: null,
      });
      expect(dataset.main_dttm_col).toBe('order_date');
      expect(dataset.metrics).toHaveLength(1);
      expect(dataset.metrics[0]).toMatchObject({
        metric_name: 'count',
        expression: 'COUNT(*)',
        verbose_name: 'COUNT(*)',
        metric_type: 'count',
      });
      expect(dataset.owners.map((o) => o.id)).toEqual([adminId]);
      expect(dataset.database).toMatchObject({ id: db, database_name: 'examples', backend: 'duckdb' });
      expect(dataset.select_star).toContain('"sales"');
      expect(dataset.uid).toBe(`${dataset.id}__table`);
      expect(dataset.granularity_sqla).toEqual([['order_date', 'order_date']]);
      expect(dataset.verbose_map.count).toBe('COUNT(*)');
      expect(dataset.time_grain_sqla.map(([duration]) => duration)).toContain('P1D');
    });

    it('runs a virtual dataset’s SQL for its columns', async () => {
      const created = await api.create({
        database: db,
        schema: 'main',
        table_name: 'revenue_by_region',
        sql: VIRTUAL_SQL,
      });
      expect(created.status).toBe(201);
      ids.virtual = created.body.id;
      const dataset = (await api.get(created.body.id)).body.result;
      expect(dataset.kind).toBe('virtual');
      expect(dataset.sql).toBe(VIRTUAL_SQL);
      expect(dataset.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm])).toEqual([
        ['region', 1, false],
        ['revenue', 0, false],
        ['last_order', 2, true],
      ]);
      expect(dataset.main_dttm_col).toBe('last_order');
      expect(dataset.metrics.map((m) => m.metric_name)).toEqual(['count']);
    });

    it('renders a virtual dataset’s Jinja template with its template_params', async () => {
      const sql = 'SELECT region, quantity FROM sales WHERE quantity > {{ min_quantity }}';
      const created = await api.create({
        database: db,
        table_name: 'big_lines',
        sql,
        template_params: JSON.stringify({ min_quantity: 5 }),
      });
      expect(created.status).toBe(201);
      expect((await api.get(created.body.id)).body.result.columns.map((c) => c.column_name)).toEqual([
        'region',
        'quantity',
      ]);
      const missing = await api.create<ErrorReply>({ database: db, table_name: 'no_params', sql });
      expect(missing.status).toBe(400);
      expect(missing.body.errors?.[0]?.error_type).toBe('MISSING_TEMPLATE_PARAMS_ERROR');
      await api.remove(created.body.id);
    });

    it('refuses a dataset that exists, a missing table, a database that does not exist', async () => {
      const again = await api.create<ErrorReply>({ database: db, schema: 'main', table_name: 'sales' });
      expect(again.status).toBe(422);
      expect(again.body.message).toEqual({ table_name: ['Dataset sales already exists'] });
      const missing = await api.create<ErrorReply>({ database: db, schema: 'main', table_name: 'nope' });
      expect(missing.status).toBe(422);
      expect(missing.body.message).toEqual({
        table_name: [
          'Table [nope] could not be found, please double check your database connection, schema, and table name',
        ],
      });
      const noDatabase = await api.create<ErrorReply>({ database: 9999, table_name: 'sales' });
      expect(noDatabase.status).toBe(422);
      expect(noDatabase.body.message).toEqual({ database: ['Database does not exist'] });
    });

    it('refuses virtual SQL that writes, holds two statements or fails, and writes nothing', async () => {
      const before = (await api.list({ page_size: -1 })).body.count;
      const cases: Array<[string, string]> = [
        ['DELETE FROM sales', 'Virtual dataset query must be read-only'],
        ['SELECT 1; SELECT 2', 'Virtual dataset query cannot consist of multiple statements'],
      ];
      for (const [sql, message] of cases) {
        const reply = await api.create<ErrorReply>({ database: db, table_name: `bad_${before}`, sql });
        expect(reply.status).toBe(422);
        expect(reply.body.message).toBe(message);
      }
      const broken = await api.create<ErrorReply>({
        database: db,
        table_name: 'broken',
        sql: 'SELECT nope FROM sales',
      });
      expect(broken.status).toBe(422);
      expect(broken.body.errors?.[0]?.error_type).toMatch(/ERROR$/);
      expect((await api.list({ page_size: -1 })).body.count).toBe(before);
    });
  });

  describe('list and show', () => {
    beforeAll(async () => {
      for (const table of ['birth_names', 'edge_cases']) {
        const reply = await api.create({ database: db, schema: 'main', table_name: table });
        ids[table] = reply.body.id;
      }
    });

    it('filters, orders and pages', async () => {
      const physical = await api.list({
        filters: [
          { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
          { col: 'database', opr: 'rel_o_m', value: db },
        ],
        order_column: 'table_name',
        order_direction: 'asc',
      });
      expect(physical.body.result.map((r) => r.table_name)).toEqual(['birth_names', 'edge_cases', 'sales']);
      expect(physical.body.count).toBe(3);
      const row = physical.body.result[2];
      expect(row).toMatchObject({
        kind: 'physical',
        schema: 'main',
        database: { id: db, database_name: 'examples' },
      });
      expect(row?.owners.map((o) => o.first_name)).toEqual(['admin']);
      expect(row?.explore_url).toBe(`/explore/?datasource_type=table&datasource_id=${ids.sales}`);

      const page = await api.list({
        order_column: 'table_name',
        order_direction: 'desc',
        page: 1,
        page_size: 2,
      });
      expect(page.body.count).toBe(4);
      expect(page.body.result.map((r) => r.table_name)).toEqual(['edge_cases', 'birth_names']);
      expect(page.body.ids).toEqual([ids.edge_cases, ids.birth_names]);

      const virtual = await api.list({
        filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }],
      });
      expect(virtual.body.result.map((r) => [r.table_name, r.kind])).toEqual([
        ['revenue_by_region', 'virtual'],
      ]);
      const named = await api.list({ filters: [{ col: 'table_name', opr: 'ct', value: 'SAL' }] });
      expect(named.body.result.map((r) => r.table_name)).toEqual(['sales']);
      const alphaId = (await findUserByUsername(ctx.store.db, 'alpha'))?.id;
      const owned = await api.list({ filters: [{ col: 'owners', opr: 'rel_m_m', value: alphaId }] });
      expect(owned.body.count).toBe(0);
      const newest = await api.list(undefined);
      expect(newest.body.result[0]?.table_name).toBe('edge_cases');

      // select_columns (or columns) cut each row, dotted names keeping sub-fields.
      for (const key of ['select_columns', 'columns']) {
        const cut = await api.list({
          [key]: ['id', 'table_name', 'database.database_name', 'owners.first_name'],
          filters: [{ col: 'table_name', opr: 'eq', value: 'sales' }],
        });
        expect(cut.status).toBe(200);
        expect(cut.body.result as unknown[]).toEqual([
          {
            id: ids.sales,
            table_name: 'sales',
            database: { database_name: 'examples' },
            owners: [{ first_name: 'admin' }],
          },
        ]);
      }
    });

    it('refuses an unknown order column or filter', async () => {
      expect((await api.list({ order_column: 'sql' })).status).toBe(400);
      expect((await api.list({ filters: [{ col: 'uuid', opr: 'eq', value: 'x' }] })).status).toBe(400);
    });

    it('returns only the fields q names', async () => {
      const reply = await t.client.get<{ result: Record<string, unknown> }>(`/api/v1/dataset/${ids.sales}`, {
        headers: await t.bearer('admin'),
        query: {
          q: { columns: ['id', 'table_name', 'schema', 'database.id', 'select_star', 'columns.column_name'] },
        },
      });
      expect(reply.status).toBe(200);
      const result = reply.body.result;
      expect(Object.keys(result).sort()).toEqual([
        'columns',
        'database',
        'id',
        'schema',
        'select_star',
        'table_name',
      ]);
      expect(result.database).toEqual({ id: db });
      expect(result.columns).toEqual(SALES_COLUMNS.map((column_name) => ({ column_name })));
    });

    it('answers 404 for a dataset that does not exist', async () => {
      expect((await api.get(99999)).status).toBe(404);
    });
  });

  describe('delete', () => {
    it('creates one dataset of two made at once for the same table, refusing the other', async () => {
      const json = { database: db, table_name: 'twin', sql: 'SELECT 1 AS x' };
      const replies = await Promise.all([api.create<ErrorReply>(json), api.create<ErrorReply>(json)]);
      expect(replies.map((r) => r.status).sort()).toEqual([201, 422]);
      expect(replies.find((r) => r.status === 422)?.body.message).toEqual({
        table_name: ['Dataset twin already exists'],
      });
      const twins = await api.list({ filters: [{ col: 'table_name', opr: 'eq', value: 'twin' }] });
      expect(twins.body.count).toBe(1);
      await api.remove(twins.body.ids[0] ?? 0);
    });

    it('deletes one, then several by rison ids', async () => {
      const one = await api.create({ database: db, table_name: 'one', sql: 'SELECT 1 AS x' });
      const two = await api.create({ database: db, table_name: 'two', sql: 'SELECT 2 AS x' });
      const three = await api.create({ database: db, table_name: 'three', sql: 'SELECT 3 AS x' });
      expect((await api.remove(one.body.id)).body).toEqual({ message: 'OK' });
      expect((await api.get(one.body.id)).status).toBe(404);
      const headers = await t.bearer('admin');
      const missing = await t.client.delete('/api/v1/dataset/', {
        headers,
        query: { q: [two.body.id, 99999] },
      });
      expect(missing.status).toBe(404);
      expect((await api.get(two.body.id)).status).toBe(200);
      const both = await t.client.delete<{ message: string }>('/api/v1/dataset/', {
        headers,
        query: { q: [two.body.id, three.body.id] },
      });
      expect(both.body).toEqual({ message: 'Deleted 2 datasets' });
      expect((await api.get(three.body.id)).status).toBe(404);
    });

    it("keeps a database that has datasets: Superset's 422, nothing deleted", async () => {
      const headers = await t.bearer('admin');
      const created = await t.client.post<{ id: number }>('/api/v1/database/', {
        headers,
        json: { database_name: `guarded-${ctx.kind}`, sqlalchemy_uri: 'duckdb:///:memory:' },
      });
      const dataset = await api.create({
        database: created.body.id,
        table_name: 'guard',
        sql: 'SELECT 1 AS x',
      });
      const refused = await t.client.delete<{ message: string }>(`/api/v1/database/${created.body.id}`, {
        headers,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('Cannot delete a database that has datasets attached');
      expect((await api.get(dataset.body.id)).status).toBe(200);
      await api.remove(dataset.body.id);
      expect((await t.client.delete(`/api/v1/database/${created.body.id}`, { headers })).status).toBe(200);
    });
  });
});
