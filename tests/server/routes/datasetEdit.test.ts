// Changing datasets: PUT with and without override_columns (metric edits persist, ids kept, a
// refused PUT changes nothing), cache_timeout '' as null, the managed-externally refusal,
// owners and permissions (Gamma reads but cannot write, a non-owner Alpha cannot edit),
// duplicate, get_or_create, _info, related, distinct and related_objects.
import { beforeAll, describe, expect, it } from 'vitest';
import { findUserByUsername } from '../../../server/store/repositories/usersRepository.ts';
import {
  type DatasetDetail,
  datasetCalls,
  type ErrorReply,
  examplesFileForSuite,
  registerDatabase,
} from '../../support/datasets.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const examplesPath = examplesFileForSuite();
const MANAGED = "This dataset is managed externally, and can't be edited in Superset";

forEachStore('dataset edits', (ctx) => {
  const t = useTestApp(ctx);
  const api = datasetCalls(t);
  let db = 0;
  let sales = 0;

  const detail = async (id: number): Promise<DatasetDetail> => (await api.get(id)).body.result;
  /** The stored dataset, without the humanized times that change with the clock. */
  const stored = async (id: number) => {
    const { created_on_humanized: _c, changed_on_humanized: _u, ...rest } = await detail(id);
    return rest;
  };

  beforeAll(async () => {
    db = await registerDatabase(t, 'examples', `duckdb:///${examplesPath()}`);
    sales = (await api.create({ database: db, schema: 'main', table_name: 'sales' })).body.id;
  });

  describe('PUT', () => {
    it('changes fields and edits, adds and removes metrics, keeping ids', async () => {
      const before = await detail(sales);
      const count = before.metrics[0];
      const reply = await api.put(sales, {
        description: 'Order lines',
        cache_timeout: '',
        filter_select_enabled: false,
        metrics: [
          {
            id: count?.id,
            metric_name: 'count',
            expression: 'COUNT(*)',
            verbose_name: 'Orders',
            d3format: ',d',
          },
          { metric_name: 'sum_revenue', expression: 'SUM(revenue)', currency: '{"symbol":"EUR"}' },
        ],
      });
      expect(reply.status).toBe(200);
      expect(reply.body.result).toMatchObject({ description: 'Order lines', cache_timeout: null });
      const after = await detail(sales);
      expect(after.description).toBe('Order lines');
      expect(after.cache_timeout).toBeNull();
      expect(after.filter_select_enabled).toBe(false);
      expect(after.metrics.map((m) => [m.id === count?.id, m.metric_name, m.verbose_name])).toEqual([
        [true, 'count', 'Orders'],
        [false, 'sum_revenue', null],
      ]);
      expect(after.column_formats).toEqual({ count: ',d' });
      expect(after.currency_formats).toEqual({ sum_revenue: { symbol: 'EUR' } });
      expect(after.columns).toEqual(before.columns);

      await api.put(sales, {
        cache_timeout: 600,
        metrics: [after.metrics[1]].map((m) => ({
          id: m?.id,
          metric_name: 'sum_revenue',
          expression: 'SUM(revenue)',
        })),
      });
      const trimmed = await detail(sales);
      expect(trimmed.cache_timeout).toBe(600);
      expect(trimmed.metrics.map((m) => m.metric_name)).toEqual(['sum_revenue']);
    });

    it('edits columns by id and adds calculated ones', async () => {
      const before = await detail(sales);
      const columns = before.columns.map((c) => ({
        id: c.id,
        column_name: c.column_name,
        type: c.type,
        ...(c.column_name === 'region' ? { verbose_name: 'Region', filterable: false } : {}),
      }));
      const extra = JSON.stringify({ certification: { certified_by: 'Data team', details: 'Checked' } });
      const reply = await api.put(sales, {
        columns: [
          ...columns,
          { column_name: 'net', expression: 'revenue - discount', type: 'DECIMAL', extra },
        ],
      });
      expect(reply.status).toBe(200);
      const after = await detail(sales);
      const region = after.columns.find((c) => c.column_name === 'region');
      expect(region).toMatchObject({
        verbose_name: 'Region',
        filterable: false,
        groupby: true,
        is_dttm: false,
      });
      expect(region?.id).toBe(before.columns.find((c) => c.column_name === 'region')?.id);
      expect(after.columns.at(-1)).toMatchObject({
        column_name: 'net',
        expression: 'revenue - discount',
        is_certified: true,
        certified_by: 'Data team',
        certification_details: 'Checked',
      });
      expect(after.verbose_map.region).toBe('Region');
    });

    it('with override_columns replaces the columns and re-reads the SQL’s columns', async () => {
      const created = await api.create({
        database: db,
        table_name: 'regions',
        sql: 'SELECT region FROM sales',
      });
      const id = created.body.id;
      const before = await detail(id);
      const region = before.columns[0];
      const reply = await api.put(
        id,
        {
          sql: 'SELECT region, order_date FROM sales',
          columns: [{ id: region?.id, column_name: 'region', verbose_name: 'Area' }],
        },
        'admin',
        true,
      );
      expect(reply.status).toBe(200);
      const after = await detail(id);
      expect(after.columns.map((c) => [c.column_name, c.type_generic, c.is_dttm, c.verbose_name])).toEqual([
        ['region', 1, false, 'Area'],
        ['order_date', 2, true, null],
      ]);
      expect(after.columns[0]?.id).toBe(region?.id);
      expect(after.main_dttm_col).toBe('order_date');
    });

    it('refuses duplicated or unknown columns and metrics and leaves the dataset untouched', async () => {
      const before = await stored(sales);
      const cases: Array<[Record<string, unknown>, Record<string, string[]>]> = [
        [
          {
            description: 'x',
            metrics: [
              { metric_name: 'a', expression: '1' },
              { metric_name: 'a', expression: '2' },
            ],
          },
          { metrics: ['One or more metrics are duplicated'] },
        ],
        [
          { description: 'x', columns: [{ id: 999999, column_name: 'z' }] },
          { columns: ['One or more columns do not exist'] },
        ],
        [
          { description: 'x', columns: [{ column_name: 'region' }] },
          { columns: ['One or more columns already exist'] },
        ],
        [{ description: 'x', database_id: 999 }, { database: ['Database not allowed to change'] }],
        [
          { description: 'x', catalog: 'other' },
          { catalog: ['Only the default catalog is supported for this connection'] },
        ],
        [{ description: 'x', owners: [999999] }, { owners: ['Owners are invalid'] }],
      ];
      for (const [json, message] of cases) {
        const reply = await api.put<ErrorReply>(sales, json);
        expect(reply.status).toBe(422);
        expect(reply.body.message).toEqual(message);
      }
      const renamed = await api.create({ database: db, table_name: 'sales_copy', sql: 'SELECT 1 AS x' });
      const clash = await api.put<ErrorReply>(renamed.body.id, { table_name: 'sales', schema: 'main' });
      expect(clash.body.message).toEqual({ table_name: ['Dataset sales already exists'] });
      const broken = await api.put<ErrorReply>(
        renamed.body.id,
        { sql: 'SELECT nope FROM sales', columns: [] },
        'admin',
        true,
      );
      expect(broken.status).toBe(422);
      expect((await detail(renamed.body.id)).sql).toBe('SELECT 1 AS x');
      expect(await stored(sales)).toEqual(before);
    });

    it('refuses to change or delete a dataset managed externally', async () => {
      const created = await api.create({
        database: db,
        table_name: 'managed',
        sql: 'SELECT 1 AS x',
        is_managed_externally: true,
      });
      const id = created.body.id;
      expect((await detail(id)).is_managed_externally).toBe(true);
      const put = await api.put<ErrorReply>(id, { description: 'x' });
      expect(put.status).toBe(422);
      expect(put.body.message).toBe(MANAGED);
      const removed = await api.remove<ErrorReply>(id);
      expect(removed.status).toBe(422);
      expect(removed.body.message).toBe(MANAGED);
      expect((await detail(id)).description).toBeNull();
    });
  });

  describe('permissions', () => {
    it('lets Gamma read but not write', async () => {
      expect((await api.get(sales, 'gamma')).status).toBe(200);
      expect((await api.list(undefined, 'gamma')).status).toBe(200);
      expect((await api.put(sales, { description: 'g' }, 'gamma')).status).toBe(403);
      expect((await api.create({ database: db, table_name: 'g', sql: 'SELECT 1' }, 'gamma')).status).toBe(
        403,
      );
      const info = await t.client.get<{ permissions: string[] }>('/api/v1/dataset/_info', {
        headers: await t.bearer('gamma'),
        query: { q: { keys: ['permissions'] } },
      });
      expect(info.body.permissions).toEqual(['can_read']);
    });

    it('lets an Alpha that does not own a dataset neither change nor delete it, but its owners can', async () => {
      const put = await api.put<ErrorReply>(sales, { description: 'alpha' }, 'alpha');
      expect(put.status).toBe(403);
      expect(put.body.message).toBe('Forbidden');
      expect((await api.remove(sales, 'alpha')).status).toBe(403);
      const mine = await api.create({ database: db, table_name: 'alphas', sql: 'SELECT 1 AS x' }, 'alpha');
      expect(mine.body.result.owners).toEqual([(await findUserByUsername(ctx.store.db, 'alpha'))?.id]);
      expect((await api.put(mine.body.id, { description: 'mine' }, 'alpha')).status).toBe(200);
      // An owner who is not Admin stays an owner when naming others (Superset's populate_owners).
      const gammaId = (await findUserByUsername(ctx.store.db, 'gamma'))?.id;
      await api.put(mine.body.id, { owners: [gammaId] }, 'alpha');
      expect((await api.get(mine.body.id)).body.result.owners.map((o) => o.first_name)).toEqual([
        'alpha',
        'gamma',
      ]);
      expect((await api.remove(mine.body.id, 'alpha')).status).toBe(200);
      const info = await t.client.get<{ permissions: string[] }>('/api/v1/dataset/_info', {
        headers: await t.bearer('alpha'),
        query: { q: { keys: ['permissions'] } },
      });
      expect(info.body.permissions).toEqual([
        'can_duplicate',
        'can_export',
        'can_get_or_create_dataset',
        'can_read',
        'can_write',
      ]);
    });
  });

  describe('duplicate, get_or_create and lookups', () => {
    it('duplicates virtual datasets only', async () => {
      const base = await api.create({ database: db, table_name: 'base', sql: 'SELECT region FROM sales' });
      await api.put(base.body.id, {
        metrics: [{ metric_name: 'regions', expression: 'COUNT(DISTINCT region)' }],
      });
      const headers = await t.bearer('admin');
      const copy = await t.client.post<{ id: number; result: unknown }>('/api/v1/dataset/duplicate', {
        headers,
        json: { base_model_id: base.body.id, table_name: 'base_copy' },
      });
      expect(copy.status).toBe(201);
      expect(copy.body.result).toEqual({ base_model_id: base.body.id, table_name: 'base_copy' });
      const copied = await detail(copy.body.id);
      expect(copied).toMatchObject({ sql: 'SELECT region FROM sales', is_sqllab_view: true });
      expect(copied.columns.map((c) => c.column_name)).toEqual(['region']);
      expect(copied.metrics.map((m) => m.metric_name)).toEqual(['regions']);
      const physical = await t.client.post<ErrorReply>('/api/v1/dataset/duplicate', {
        headers,
        json: { base_model_id: sales, table_name: 'sales2' },
      });
      expect(physical.status).toBe(422);
      expect(physical.body.message).toEqual({ datasource_type: ['Datasource type is invalid'] });
      const gamma = await t.client.post('/api/v1/dataset/duplicate', {
        headers: await t.bearer('gamma'),
        json: { base_model_id: base.body.id, table_name: 'x' },
      });
      expect(gamma.status).toBe(403);
    });

    it('gets the dataset of a table, or creates it', async () => {
      const headers = await t.bearer('admin');
      const call = (table_name: string) =>
        t.client.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', {
          headers,
          json: { database_id: db, schema: 'main', table_name },
        });
      expect((await call('sales')).body.result.table_id).toBe(sales);
      const created = await call('birth_names');
      expect(created.status).toBe(200);
      expect((await detail(created.body.result.table_id)).table_name).toBe('birth_names');
      expect((await call('birth_names')).body.result.table_id).toBe(created.body.result.table_id);
    });

    it('lists related owners and databases, distinct schemas and (no) related objects', async () => {
      const headers = await t.bearer('admin');
      const owners = await t.client.get<{ count: number; result: Array<{ text: string }> }>(
        '/api/v1/dataset/related/owners',
        { headers, query: { q: { filter: 'alp' } } },
      );
      expect(owners.body.result.map((r) => r.text)).toEqual(['alpha Alpha']);
      const databases = await t.client.get<{ result: Array<{ value: number; text: string }> }>(
        '/api/v1/dataset/related/database',
        { headers },
      );
      expect(databases.body.result).toContainEqual({ value: db, text: 'examples', extra: {} });
      const schemas = await t.client.get<{ result: unknown[] }>('/api/v1/dataset/distinct/schema', {
        headers,
      });
      expect(schemas.body.result).toEqual([{ value: 'main', text: 'main' }]);
      const objects = await t.client.get(`/api/v1/dataset/${sales}/related_objects`, { headers });
      expect(objects.body).toEqual({
        charts: { count: 0, result: [] },
        dashboards: { count: 0, result: [] },
      });
      expect((await t.client.get('/api/v1/dataset/99999/related_objects', { headers })).status).toBe(404);
    });
  });
});
