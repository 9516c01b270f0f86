// A saved chart's data: GET /api/v1/chart/{pk}/data/ and GET /api/v1/chart/data?form_data=
// {"slice_id":N} run the query context saved with the chart on the examples DuckDB and answer
// the numbers the sales rows give; the chart's cache_timeout applies (chart → dataset →
// database → default) whenever the request names the chart by slice_id.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { components } from '../../../src/api/schema.gen.ts';
import { createExamplesFile } from '../../support/analysedDatabases.ts';
import {
  createDataset,
  examplesCopy,
  readSalesRows,
  registerDatabase,
  type SalesRow,
} from '../../support/chartDataFixture.ts';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

type Item = components['schemas']['ChartDataResultItem'];
type Reply = { result: Item[] };
type ErrorBody = { message: string };

const dir = mkdtempSync(join(tmpdir(), 'loupe-chart-saved-'));
let examplesPath = '';
let rows: SalesRow[] = [];
beforeAll(async () => {
  examplesPath = await createExamplesFile(dir);
  rows = await readSalesRows(examplesPath);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function revenueByRegion(): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const row of rows) sums[row.region] = (sums[row.region] ?? 0) + row.revenue;
  return sums;
}

forEachStore('saved chart data', (ctx) => {
  const t = useTestApp(ctx);
  let dataset = 0;
  let chart = 0;
  let bare = 0;

  const queryContext = (datasetId: number) =>
    JSON.stringify({
      datasource: { id: datasetId, type: 'table' },
      force: false,
      queries: [
        {
          columns: ['region'],
          metrics: [
            {
              expressionType: 'SIMPLE',
              column: { column_name: 'revenue' },
              aggregate: 'SUM',
              label: 'revenue',
            },
          ],
          orderby: [['region', true]],
          row_limit: 100,
        },
      ],
      result_format: 'json',
      result_type: 'full',
    });

  beforeAll(async () => {
    const db = await registerDatabase(
      t,
      'examples',
      `duckdb:///${examplesCopy(examplesPath, `saved-${ctx.kind}`)}`,
    );
    dataset = await createDataset(t, db, 'main', 'sales');
    const headers = await t.bearer('admin');
    const made = await t.client.post<{ id: number }>('/api/v1/chart/', {
      headers,
      json: {
        slice_name: 'Revenue by region',
        viz_type: 'table',
        datasource_id: dataset,
        datasource_type: 'table',
        params: '{}',
        query_context: queryContext(dataset),
        cache_timeout: 1234,
        owners: [],
      },
    });
    chart = made.body.id;
    bare = (
      await t.client.post<{ id: number }>('/api/v1/chart/', {
        headers,
        json: {
          slice_name: 'No context',
          viz_type: 'table',
          datasource_id: dataset,
          datasource_type: 'table',
        },
      })
    ).body.id;
  });

  const expectRevenue = (reply: { status: number; body: Reply }) => {
    expect(reply.status).toBe(200);
    const item = reply.body.result[0] as Item & { data: { region: string; revenue: number }[] };
    const expected = revenueByRegion();
    expect(item.data.map((r) => r.region)).toEqual(Object.keys(expected).sort());
    for (const row of item.data) expect(row.revenue).toBeCloseTo(expected[row.region] as number, 2);
    return item;
  };

  it('answers GET /api/v1/chart/{pk}/data/ from the saved query context, with the chart’s cache timeout', async () => {
    const reply = await t.client.get<Reply>(`/api/v1/chart/${chart}/data/`, {
      headers: await t.bearer('admin'),
    });
    const item = expectRevenue(reply);
    expect(item).toMatchObject({ cache_timeout: 1234 });
  });

  it('answers the GET form of /api/v1/chart/data with form_data slice_id the same way', async () => {
    const reply = await t.client.get<Reply>('/api/v1/chart/data', {
      headers: await t.bearer('admin'),
      query: { form_data: JSON.stringify({ slice_id: chart }), force: 'true' },
    });
    const item = expectRevenue(reply);
    expect(item).toMatchObject({ cache_timeout: 1234, is_cached: false });
  });

  it('answers csv when format says so', async () => {
    const reply = await t.client.get(`/api/v1/chart/${chart}/data/`, {
      headers: await t.bearer('admin'),
      query: { format: 'csv' },
    });
    expect(reply.status).toBe(200);
    expect(String(reply.headers['content-type'])).toContain('text/csv');
    const lines = reply.text.trim().split(/\r?\n/);
    expect(lines[0]).toContain('region');
    expect(lines).toHaveLength(Object.keys(revenueByRegion()).length + 1);
  });

  it('refuses a chart without a saved query context, an unknown chart and a form_data without slice_id', async () => {
    const headers = await t.bearer('admin');
    const none = await t.client.get<ErrorBody>(`/api/v1/chart/${bare}/data/`, { headers });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Chart has no query context saved. Please save the chart again.');
    const viaLink = await t.client.get<ErrorBody>('/api/v1/chart/data', {
      headers,
      query: { form_data: JSON.stringify({ slice_id: bare }) },
    });
    expect(viaLink.status).toBe(400);
    expect(viaLink.body.message).toBe('Chart has no query context saved. Please save the chart again.');
    expect((await t.client.get(`/api/v1/chart/99999/data/`, { headers })).status).toBe(404);
    expect(
      (
        await t.client.get('/api/v1/chart/data', {
          headers,
          query: { form_data: JSON.stringify({ slice_id: 99999 }) },
        })
      ).status,
    ).toBe(404);
    expect((await t.client.get('/api/v1/chart/data', { headers, query: { form_data: '{}' } })).status).toBe(
      400,
    );
  });

  it('resolves POST chart data’s cache timeout chart → dataset → database → default by form_data slice_id', async () => {
    const headers = await t.bearer('admin');
    const body = JSON.parse(queryContext(dataset)) as Record<string, unknown>;
    const timeoutOf = async (formData?: unknown) => {
      const reply = await t.client.post<Reply>('/api/v1/chart/data', {
        headers,
        json: body,
        ...(formData === undefined ? {} : { query: { form_data: JSON.stringify(formData) } }),
      });
      expect(reply.status).toBe(200);
      return (reply.body.result[0] as { cache_timeout: number }).cache_timeout;
    };
    expect(await timeoutOf({ slice_id: chart })).toBe(1234);
    expect(await timeoutOf()).toBe(ctx.config.cacheDefaultTimeoutSeconds);
    // Without a chart timeout: the dataset's.
    await t.client.put(`/api/v1/dataset/${dataset}`, { headers, json: { cache_timeout: 777 } });
    expect(await timeoutOf({ slice_id: bare })).toBe(777);
    expect(await timeoutOf({ slice_id: chart })).toBe(1234);
    // The slice_id may also come in the body's form_data.
    const inBody = await t.client.post<Reply>('/api/v1/chart/data', {
      headers,
      json: { ...body, form_data: { slice_id: chart } },
    });
    expect((inBody.body.result[0] as { cache_timeout: number }).cache_timeout).toBe(1234);
  });

  it('refuses Gamma the data of a chart on a dataset it may not access', async () => {
    const reply = await t.client.get(`/api/v1/chart/${chart}/data/`, { headers: await t.bearer('gamma') });
    expect(reply.status).toBe(404);
  });
});
