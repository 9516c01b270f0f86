// Changing datasets: PUT with and without override_columns (metric edits persist, ids kept, a
// refused PUT changes nothing; override_columns spelled as Superset's parse_boolean_string reads
// it), cache_timeout '' as null, unknown fields refused, a store constraint failure as 422, the
// engine's line of a virtual SQL, the managed-externally refusal (permissions, duplicate and
// lookups: datasetAccess.test.ts).
import { beforeAll, describe, expect, it } from 'vitest';
import { examplesCopy } from '../../support/chartDataFixture.ts';
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
    db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath(), `datasetEdit-${ctx.kind}`)}`,
    );
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

    it('reads override_columns as Superset’s parse_boolean_string (True, 1, yes, False, 0, no)', async () => {
      const created = await api.create({
        database: db,
        table_name: 'override_spellings',
        sql: 'SELECT 1 AS x',
      });
      const id = created.body.id;
      const headers = await t.bearer('admin');
      const cases: Array<[string, string[]]> = [
        ['True', ['region']],
        ['1', ['region']],
        ['yes', ['region']],
        ['YES', ['region']],
        ['False', []],
        ['0', []],
        ['no', []],
        ['FALSE', []],
      ];
      for (const [spelling, columns] of cases) {
        // With override the given (empty) list is completed from the SQL; without, it is the list.
        const reply = await t.client.put(`/api/v1/dataset/${id}`, {
          headers,
          query: { override_columns: spelling },
          json: { sql: 'SELECT region FROM sales', columns: [] },
        });
        expect(reply.status, spelling).toBe(200);
        expect(
          (await detail(id)).columns.map((c) => c.column_name),
          spelling,
        ).toEqual(columns);
      }
    });

    it('refuses unknown fields, as Superset’s schemas do, and never echoes them', async () => {
      const before = await stored(sales);
      const put = await api.put<ErrorReply>(sales, { description: 'x', bogus: 1 });
      expect(put.status).toBe(400);
      expect(put.body.message).toEqual({ bogus: ['Unknown field.'] });
      const nested = await api.put<ErrorReply>(sales, {
        columns: [{ column_name: 'x', bogus: 1 }],
        metrics: [{ metric_name: 'm', expression: '1', other: true }],
      });
      expect(nested.status).toBe(400);
      expect(nested.body.message).toEqual({
        columns: { '0': { bogus: ['Unknown field.'] } },
        metrics: { '0': { other: ['Unknown field.'] } },
      });
      const post = await api.create<ErrorReply>({
        database: db,
        table_name: 'bogus',
        sql: 'SELECT 1',
        bogus: 1,
      });
      expect(post.status).toBe(400);
      expect(post.body.message).toEqual({ bogus: ['Unknown field.'] });
      expect(await stored(sales)).toEqual(before);
      expect(
        (await api.list({ filters: [{ col: 'table_name', opr: 'ct', value: 'bogus' }] })).body.count,
      ).toBe(0);
    });

    it('says a cache_timeout that is no integer is not a valid integer', async () => {
      const reply = await api.put<ErrorReply>(sales, { cache_timeout: 'abc' });
      expect(reply.status).toBe(400);
      expect(reply.body.message).toEqual({ cache_timeout: ['Not a valid integer.'] });
      expect((await api.put<ErrorReply>(sales, { cache_timeout: 1.5 })).body.message).toEqual({
        cache_timeout: ['Not a valid integer.'],
      });
    });

    it('answers a metadata-store constraint failure 422 and writes nothing', async () => {
      const before = await stored(sales);
      const taken = before.columns[0]?.uuid;
      expect(taken).toBeTruthy();
      const reply = await api.put<ErrorReply>(sales, {
        description: 'half written?',
        columns: [
          ...before.columns.map((c) => ({ id: c.id, column_name: c.column_name, verbose_name: 'renamed' })),
          { column_name: 'twin', expression: '1', uuid: taken },
        ],
      });
      expect(reply.status).toBe(422);
      expect(reply.body.message).toBe('Dataset could not be updated.');
      expect(await stored(sales)).toEqual(before);
    });

    it('reports an engine error of a one-line virtual SQL at the line the user wrote', async () => {
      const reply = await api.create<ErrorReply>({
        database: db,
        table_name: 'bad_line',
        sql: 'SELECT nope FROM sales',
      });
      expect(reply.status).toBe(422);
      expect(String(reply.body.message)).toContain('at line 1');
      expect(reply.body.errors?.[0]).toMatchObject({ extra: { line: 1 } });
      const twoLines = await api.create<ErrorReply>({
        database: db,
        table_name: 'bad_line',
        sql: 'SELECT region\nFROM sales WHERE nope > 1',
      });
      expect(String(twoLines.body.message)).toContain('at line 2');
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
      const refreshed = await t.client.put<ErrorReply>(`/api/v1/dataset/${id}/refresh`, {
        headers: await t.bearer('admin'),
      });
      expect(refreshed.status).toBe(422);
      expect(refreshed.body.message).toBe(MANAGED);
      expect((await detail(id)).description).toBeNull();
    });
  });
});
