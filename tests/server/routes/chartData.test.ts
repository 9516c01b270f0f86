import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { createExamplesFile, POSTGRES_URI } from '../../support/analysedDatabases.ts';
import {
  copySalesToPostgres,
  createDataset,
  examplesCopy,
  type PostgresSales,
  readSalesRows,
  registerDatabase,
  type SalesRow,
} from '../../support/chartDataFixture.ts';
import { userWithPairs } from '../../support/grants.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Item = components['schemas']['ChartDataResultItem'];
type Reply = { result: Item[] };
type ErrorBody = { message: string; errors: Array<{ error_type: string }> };

const dir = mkdtempSync(join(tmpdir(), 'loupe-chart-data-'));
let examplesPath = '';
let rows: SalesRow[] = [];
let postgres: PostgresSales;
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  rows = await readSalesRows(examplesPath);
  postgres = await copySalesToPostgres(rows);
});
afterAll(async () => {
  await postgres?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const sumBy = (key: keyof SalesRow, value: keyof SalesRow) => {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(String(row[key]), (sums.get(String(row[key])) ?? 0) + Number(row[value]));
  return sums;
};

const revenueByRegion = (datasource: number, extra: Record<string, unknown> = {}) => ({
  datasource: { id: datasource, type: 'table' },
  queries: [
    {
      columns: ['region'],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'revenue' },
          label: 'SUM(revenue)',
        },
        'count',
      ],
      orderby: [['SUM(revenue)', false]],
      row_limit: 100,
      ...extra,
    },
  ],
  result_format: 'json',
  result_type: 'full',
});

forEachStore('chart data API', (ctx) => {
  const t = useTestApp(ctx);
  const ids = { duck: 0, pg: 0, virtual: 0 };
  const post = async <T = Reply>(body: unknown, user: 'admin' | 'gamma' | 'alpha' = 'admin') =>
    t.client.post<T>('/api/v1/chart/data', { headers: await t.bearer(user), json: body });

  beforeAll(async () => {
    const duckdb = await registerDatabase(t, 'examples', `duckdb:///${examplesCopy(examplesPath, ctx.kind)}`);
    const pgdb = await registerDatabase(t, 'warehouse', POSTGRES_URI);
    ids.duck = await createDataset(t, duckdb, 'main', 'sales');
    ids.pg = await createDataset(t, pgdb, postgres.schema, 'sales');
    ids.virtual = await createDataset(
      t,
      duckdb,
      'main',
      'big_orders',
      'SELECT region, revenue FROM main.sales WHERE quantity >= 5',
    );
  });

  for (const engine of ['duck', 'pg'] as const) {
    it(`groups, aggregates and orders on ${engine === 'duck' ? 'DuckDB' : 'PostgreSQL'} with the right numbers`, async () => {
      const reply = await post(revenueByRegion(ids[engine]));
      expect(reply.status).toBe(200);
      const [item] = reply.body.result;
      const expected = sumBy('region', 'revenue');
      expect(item?.colnames).toEqual(['region', 'SUM(revenue)', 'count']);
      expect(item?.coltypes).toEqual([1, 0, 0]);
      expect(item?.rowcount).toBe(expected.size);
      const data = item?.data as Array<{ region: string; 'SUM(revenue)': number; count: number }>;
      for (const row of data) {
        expect(row['SUM(revenue)']).toBeCloseTo(expected.get(row.region) ?? Number.NaN, 6);
      }
      const sorted = [...data].sort((a, b) => b['SUM(revenue)'] - a['SUM(revenue)']);
      expect(data).toEqual(sorted);
      expect(data.reduce((total, row) => total + row.count, 0)).toBe(rows.length);
      expect(item?.query).toMatch(/GROUP BY/i);
      expect(item?.is_cached).toBe(false);
    });
  }

  it('caches the second identical call, and force bypasses the cache', async () => {
    const body = revenueByRegion(ids.duck, { row_limit: 7 });
    const first = await post(body);
    const second = await post(body);
    expect(first.body.result[0]?.is_cached).toBe(false);
    expect(first.body.result[0]?.cached_dttm).toBeNull();
    expect(second.body.result[0]?.is_cached).toBe(true);
    expect(second.body.result[0]?.cached_dttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(second.body.result[0]?.cache_key).toBe(first.body.result[0]?.cache_key);
    expect(second.body.result[0]?.data).toEqual(first.body.result[0]?.data);
    const forced = await post({ ...body, force: true });
    expect(forced.body.result[0]?.is_cached).toBe(false);
  });

  it('answers every hit of one cached result alike, and each hit its own result type, format and timeout', async () => {
    const body = revenueByRegion(ids.duck, { row_limit: 6 });
    await post(body);
    const hits = [await post(body), await post(body)];
    const [hit, again] = hits.map((reply) => reply.body.result[0]);
    expect(again).toEqual(hit);
    expect(hit?.is_cached).toBe(true);
    expect(hit?.cache_timeout).toBe(86400);
    // The same cached result answered with a custom timeout, as bare results, and as a chart asks.
    const custom = await post({ ...body, custom_cache_timeout: 600 });
    expect(custom.body.result[0]).toEqual({ ...hit, cache_timeout: 600 });
    const results = await post({ ...body, result_type: 'results' });
    expect(results.body.result[0]).toEqual({
      data: hit?.data,
      colnames: hit?.colnames,
      coltypes: hit?.coltypes,
      rowcount: hit?.rowcount,
      sql_rowcount: hit?.sql_rowcount,
    });
    expect((await post(body)).body.result[0]).toEqual(hit);
  });

  it('buckets the x-axis by month inside a time range', async () => {
    const reply = await post({
      datasource: { id: ids.duck, type: 'table' },
      queries: [
        {
          columns: [
            { sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1M', label: 'order_date' },
          ],
          metrics: ['count'],
          time_range: '2023-01-01 : 2024-01-01',
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2023-01-01 : 2024-01-01' }],
          orderby: [['order_date', true]],
        },
      ],
    });
    expect(reply.status).toBe(200);
    const data = reply.body.result[0]?.data as Array<{ order_date: number; count: number }>;
    const months = new Map<number, number>();
    for (const row of rows) {
      if (row.order_date < '2023-01-01' || row.order_date >= '2024-01-01') continue;
      const month = Date.UTC(Number(row.order_date.slice(0, 4)), Number(row.order_date.slice(5, 7)) - 1, 1);
      months.set(month, (months.get(month) ?? 0) + 1);
    }
    expect(data).toEqual(
      [...months.entries()].sort(([a], [b]) => a - b).map(([m, c]) => ({ order_date: m, count: c })),
    );
    expect(reply.body.result[0]?.coltypes[0]).toBe(2);
    expect(reply.body.result[0]?.from_dttm).toBe(Date.UTC(2023, 0, 1));
  });

  it('compares with a time offset and post-processes as Superset does', async () => {
    const reply = await post({
      datasource: { id: ids.duck, type: 'table' },
      queries: [
        {
          columns: [
            { sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1Y', label: 'order_date' },
          ],
          metrics: ['count'],
          time_range: '2023-01-01 : 2025-01-01',
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2023-01-01 : 2025-01-01' }],
          time_offsets: ['1 year ago'],
          orderby: [['order_date', true]],
          post_processing: [
            {
              operation: 'pivot',
              options: {
                index: ['order_date'],
                columns: [],
                aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
                drop_missing_columns: false,
              },
            },
            { operation: 'flatten' },
          ],
        },
      ],
    });
    expect(reply.status).toBe(200);
    const years = new Map<string, number>();
    for (const row of rows)
      years.set(row.order_date.slice(0, 4), (years.get(row.order_date.slice(0, 4)) ?? 0) + 1);
    expect(reply.body.result[0]?.data).toEqual([
      { order_date: Date.UTC(2023, 0, 1), count: years.get('2023'), 'count__1 year ago': years.get('2022') },
      { order_date: Date.UTC(2024, 0, 1), count: years.get('2024'), 'count__1 year ago': years.get('2023') },
    ]);
  });

  it('answers an empty result without time offsets or post-processing, as Superset (no error)', async () => {
    const reply = await post({
      datasource: { id: ids.duck, type: 'table' },
      queries: [
        {
          columns: [
            { sqlExpression: 'order_date', columnType: 'BASE_AXIS', timeGrain: 'P1D', label: 'order_date' },
          ],
          metrics: ['count'],
          filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '1990-01-01 : 1990-02-01' }],
          time_offsets: ['1 year ago'],
          post_processing: [
            {
              operation: 'pivot',
              options: { index: ['order_date'], columns: [], aggregates: { count: { operator: 'mean' } } },
            },
            {
              operation: 'rolling',
              options: { rolling_type: 'sum', window: 7, columns: { count: 'count' } },
            },
            { operation: 'flatten' },
          ],
        },
        { columns: [], metrics: ['count'], filters: [{ col: 'region', op: '==', val: 'nowhere' }] },
      ],
    });
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.result[0]).toMatchObject({ data: [], rowcount: 0, colnames: ['order_date', 'count'] });
    // An aggregate without grouping still answers its one row.
    expect(reply.body.result[1]?.data).toEqual([{ count: 0 }]);
  });

  it('answers every result type', async () => {
    const body = (resultType: string) => ({ ...revenueByRegion(ids.virtual), result_type: resultType });
    const query = await post(body('query'));
    expect(query.body.result[0]).toMatchObject({ language: 'sql' });
    expect(String(query.body.result[0]?.query)).toContain('virtual_table');
    const columns = await post<{ result: Array<{ data: Array<{ column_name: string }> }> }>(body('columns'));
    expect(columns.body.result[0]?.data.map((c) => c.column_name).sort()).toEqual(['region', 'revenue']);
    const grains = await post<{ result: Array<{ data: Array<{ duration: string }> }> }>(body('timegrains'));
    expect(grains.body.result[0]?.data.map((g) => g.duration)).toContain('P1M');
    const samples = await post(body('samples'));
    expect(samples.body.result[0]?.colnames.sort()).toEqual(['region', 'revenue']);
    // Samples keep the query's row_limit (100 here): raw rows of the virtual dataset.
    expect(samples.body.result[0]?.rowcount).toBe(Math.min(100, rows.filter((r) => r.quantity >= 5).length));
    expect(samples.body.result[0]?.query).not.toMatch(/GROUP BY/i);
    const results = await post<{ result: Array<Record<string, unknown>> }>(body('results'));
    expect(Object.keys(results.body.result[0] ?? {}).sort()).toEqual([
      'colnames',
      'coltypes',
      'data',
      'rowcount',
      'sql_rowcount',
    ]);
  });

  it('answers csv and xlsx files, and a zip for several queries', async () => {
    // Written from the cached result (read-only, as every cache hit is).
    const cached = await post(revenueByRegion(ids.duck));
    expect(cached.body.result[0]?.is_cached).toBe(true);
    const csv = await post<string>({ ...revenueByRegion(ids.duck), result_format: 'csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="chart_\d{8}T\d{6}\.csv"$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('region,SUM(revenue),count');
    expect(lines).toHaveLength(sumBy('region', 'revenue').size + 1);
    const two = { ...revenueByRegion(ids.duck), result_format: 'xlsx' };
    two.queries = [two.queries[0]!, { ...two.queries[0]!, columns: ['channel'] }];
    const xlsx = await post<string>(two);
    expect(xlsx.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(xlsx.raw.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['query_1.xlsx', 'query_2.xlsx']);
    const sheet = strFromU8(
      unzipSync(files['query_2.xlsx'] as Uint8Array)['xl/worksheets/sheet1.xml'] as Uint8Array,
    );
    expect(sheet).toContain('<t>channel</t>');
  });

  it('refuses bad input with Superset errors and changes nothing', async () => {
    const missing = await post<ErrorBody>(revenueByRegion(ids.duck, { columns: ['nope'] }));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("Columns missing in dataset: ['nope']");
    const subquery = await post<ErrorBody>(
      revenueByRegion(ids.duck, { extras: { where: 'region IN (SELECT region FROM main.sales)' } }),
    );
    expect(subquery.status).toBe(400);
    expect(subquery.body.errors[0]?.error_type).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    // Sub-queries without SELECT (DuckDB's FROM-first form, SQL text run by query()) are refused too.
    for (const where of ['order_id IN (FROM range(5))', "region = (FROM query('SELECT 1'))"]) {
      const fromFirst = await post<ErrorBody>(revenueByRegion(ids.duck, { extras: { where } }));
      expect(fromFirst.status).toBe(400);
      expect(fromFirst.body.errors[0]?.error_type).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    }
    const readsFile = await post<ErrorBody>(
      revenueByRegion(ids.duck, {
        metrics: [
          {
            expressionType: 'SQL',
            sqlExpression: "MAX((FROM query('SELECT content FROM read_text(''/etc/hostname'')')))",
            label: 'x',
          },
        ],
      }),
    );
    expect(readsFile.status).toBe(400);
    expect(readsFile.body.errors[0]?.error_type).toBe('ADHOC_SUBQUERY_NOT_ALLOWED_ERROR');
    const unknown = await post<ErrorBody>(revenueByRegion(999_999));
    expect(unknown.status).toBe(404);
    const injected = await post(
      revenueByRegion(ids.duck, { filters: [{ col: 'region', op: '==', val: "x' OR '1'='1" }] }),
    );
    expect(injected.status).toBe(200);
    expect(injected.body.result[0]?.rowcount).toBe(0);
  });

  it("renders a virtual dataset's Jinja with its template params, the caller and url_params", async () => {
    const created = await t.client.post<{ id: number }>('/api/v1/dataset/', {
      headers: await t.bearer('admin'),
      json: {
        database: (
          await t.client.get<{ result: { database: { id: number } } }>(`/api/v1/dataset/${ids.virtual}`, {
            headers: await t.bearer('admin'),
          })
        ).body.result.database.id,
        schema: 'main',
        table_name: 'templated_orders',
        sql: "SELECT region, quantity, '{{ current_username() }}' AS who FROM main.sales WHERE quantity >= {{ min_quantity }} AND region <> '{{ url_param('skip', 'none') }}'",
        template_params: '{"min_quantity": 8}',
      },
    });
    expect(created.status, created.text).toBe(201);
    const reply = await post({
      datasource: { id: created.body.id, type: 'table' },
      queries: [{ columns: ['who'], metrics: ['count'], url_params: { skip: 'East' } }],
    });
    expect(reply.status, reply.text).toBe(200);
    const expected = rows.filter((r) => r.quantity >= 8 && r.region !== 'East').length;
    expect(reply.body.result[0]?.data).toEqual([{ who: 'admin', count: expected }]);
  });

  it('needs access to the datasource', async () => {
    const reply = await post<ErrorBody>(revenueByRegion(ids.duck), 'gamma');
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0]?.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
    expect(reply.body.message).toBe(
      'This endpoint requires the datasource sales, database or `all_datasource_access` permission',
    );
    expect((await post(revenueByRegion(ids.duck), 'alpha')).status).toBe(200);
  });

  it('answers a CSV or XLSX file only to a caller with can_csv, before running anything', async () => {
    const noDownload = await userWithPairs(t, ctx.store.db, 'Public', [
      ['can_read', 'Chart'],
      ['all_datasource_access', 'all_datasource_access'],
    ]);
    const asUser = (body: unknown) =>
      t.client.post<ErrorBody>('/api/v1/chart/data', { headers: noDownload, json: body });
    expect((await asUser(revenueByRegion(ids.duck))).status).toBe(200);
    for (const result_format of ['csv', 'xlsx']) {
      const refused = await asUser({ ...revenueByRegion(ids.duck), result_format });
      expect(refused.status).toBe(403);
      expect(refused.body.message).toMatch(/can_csv/);
    }
    expect((await post({ ...revenueByRegion(ids.duck), result_format: 'csv' }, 'alpha')).status).toBe(200);
  });
});
