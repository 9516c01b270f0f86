/// <reference lib="dom" />
// Issue 4's "done when", as a new user would try it: a dataset made in the UI from `sales`
// (DuckDB examples) and from a PostgreSQL table answers /api/v1/chart/data requests written the way
// Superset's frontend writes them (the ECharts bar chart by month), with the numbers the databases
// themselves compute, cached on the second call; and, on a server started with
// GLOBAL_ASYNC_QUERIES on, through the async path (202, event, result_url).
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, type APIResponse, expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';
import { logIn, signIn } from './support/auth.ts';
import { type SeriesByMonth, seriesByMonth, timeseriesBarContext } from './support/chartQueries.ts';
import { createDatasetInUi, csrfHeaders, deleteDatasets, physicalDatasets } from './support/datasets.ts';
import { createOrdersSchema, dropSchema, onPostgres, postgresUrl } from './support/postgres.ts';
import { shots } from './support/sqlLab.ts';

type AsyncEvent = { id: string; job_id: string; status: string; result_url: string | null };
type ChartItem = { data: Array<Record<string, number | null>>; is_cached: boolean; colnames: string[] };

async function postChartData(request: APIRequestContext, body: unknown, baseURL = '') {
  return request.post(`${baseURL}/api/v1/chart/data`, { data: body, headers: await csrfHeaders(request) });
}

/** The ECharts rows (one per month, a column per series) against what the database computed. */
function expectSameSeries(data: ChartItem['data'], expected: SeriesByMonth, x: string) {
  expect(data.map((row) => row[x])).toEqual([...expected.keys()].sort((a, b) => a - b));
  const series = new Set([...expected.values()].flatMap((bySeries) => [...bySeries.keys()]));
  for (const row of data) {
    const want = expected.get(row[x] as number);
    for (const name of series) {
      const value = want?.get(name);
      if (value === undefined) expect(row[name] ?? null).toBeNull();
      else expect(row[name]).toBeCloseTo(value, 6);
    }
  }
}

async function duckdbSalesByMonth(request: APIRequestContext, baseURL = ''): Promise<SeriesByMonth> {
  const databases = await request.get(
    `${baseURL}/api/v1/database/?q=${encodeURIComponent('(filters:!((col:database_name,opr:eq,value:examples)))')}`,
  );
  const examples = ((await databases.json()) as { result: Array<{ id: number }> }).result[0];
  const reply = await request.post(`${baseURL}/api/v1/sqllab/execute/`, {
    headers: await csrfHeaders(request),
    data: {
      database_id: examples?.id,
      schema: 'main',
      runAsync: false,
      queryLimit: 10000,
      sql: "SELECT strftime(date_trunc('month', order_date), '%Y-%m-%d') AS month, region AS series, SUM(revenue) AS total FROM sales GROUP BY 1, 2",
    },
  });
  expect(reply.status()).toBe(200);
  return seriesByMonth(
    ((await reply.json()) as { data: Array<{ month: string; series: string; total: number }> }).data,
  );
}

const created: number[] = [];
test.afterEach(async ({ context }) => {
  await deleteDatasets(context.request, created.splice(0));
});

test('a sales dataset made in the UI answers Superset-style chart data with the right numbers, cached on the second call', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  await deleteDatasets(page.request, await physicalDatasets(page.request, 'examples', 'main', 'sales'));
  const id = await createDatasetInUi(page, 'examples', 'main', 'sales');
  created.push(id);

  const body = timeseriesBarContext(id, {
    x: 'order_date',
    series: 'region',
    metricColumn: 'revenue',
    grain: 'P1M',
  });
  const first = await postChartData(page.request, body);
  expect(first.status()).toBe(200);
  const [item] = ((await first.json()) as { result: ChartItem[] }).result;
  expect(item?.is_cached).toBe(false);
  expectSameSeries(item?.data ?? [], await duckdbSalesByMonth(page.request), 'order_date');

  const second = await postChartData(page.request, body);
  const [cached] = ((await second.json()) as { result: ChartItem[] }).result;
  expect(cached?.is_cached).toBe(true);
  expect(cached?.data).toEqual(item?.data);
});

test('a PostgreSQL table made a dataset in the UI answers the same request from PostgreSQL', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const schema = `e2e_chart_${Date.now().toString(36)}`;
  await createOrdersSchema(schema);
  let databaseId: number | null = null;
  try {
    await logIn(page);
    const database = await page.request.post('/api/v1/database/', {
      headers: await csrfHeaders(page.request),
      data: {
        database_name: `warehouse ${schema}`,
        sqlalchemy_uri: postgresUrl.replace(/^postgres:/, 'postgresql:'),
        expose_in_sqllab: true,
      },
    });
    expect(database.status()).toBe(201);
    databaseId = ((await database.json()) as { id: number }).id;
    const id = await createDatasetInUi(page, `warehouse ${schema}`, schema, 'orders');
    created.push(id);
    await page.screenshot({ path: `${shots}/dataset-postgres-created.png`, fullPage: true });

    const body = timeseriesBarContext(id, {
      x: 'placed_at',
      series: 'region',
      metricColumn: 'amount',
      grain: 'P1M',
    });
    const reply = await postChartData(page.request, body);
    expect(reply.status()).toBe(200);
    const [item] = ((await reply.json()) as { result: ChartItem[] }).result;
    const expected = seriesByMonth(
      await onPostgres<{ month: string; series: string; total: string }>(
        `SELECT to_char(date_trunc('month', placed_at), 'YYYY-MM-DD') AS month, region AS series, SUM(amount) AS total FROM ${schema}.orders GROUP BY 1, 2`,
      ),
    );
    expectSameSeries(item?.data ?? [], expected, 'placed_at');
    const again = ((await (await postChartData(page.request, body)).json()) as { result: ChartItem[] })
      .result[0];
    expect(again?.is_cached).toBe(true);
  } finally {
    await deleteDatasets(page.request, created.splice(0));
    if (databaseId !== null) {
      await page.request.delete(`/api/v1/database/${databaseId}`, {
        headers: await csrfHeaders(page.request),
      });
    }
    await dropSchema(schema);
  }
});

/** A second server, as `npm start` with LOUPE_FEATURE_FLAGS turning GLOBAL_ASYNC_QUERIES on. */
async function startAsyncServer(
  extraEnv: Record<string, string> = {},
): Promise<{ baseURL: string; stop: () => Promise<void> }> {
  const port = e2eServer.port + 1;
  const dataDir = join(import.meta.dirname, `../artifacts/e2e/data-async-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [join(import.meta.dirname, '../scripts/start.ts')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      LOUPE_PORT: String(port),
      LOUPE_HOST: '127.0.0.1',
      LOUPE_DATA_DIR: dataDir,
      LOUPE_ADMIN_PASSWORD: e2eServer.adminPassword,
      LOUPE_METADATA_URL: '',
      LOUPE_LOG_LEVEL: 'warn',
      LOUPE_FEATURE_FLAGS: '{"GLOBAL_ASYNC_QUERIES": true}',
      ...extraEnv,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline) throw new Error('the async server did not start');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function logInAt(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/`);
  await expect(page).toHaveURL(/\/login\//);
  await signIn(page);
  await expect(page).toHaveURL(`${baseURL}/`);
}

test('with GLOBAL_ASYNC_QUERIES on, the same request goes through the async path', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startAsyncServer();
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await logInAt(page, server.baseURL);
    const id = await createDatasetInUi(page, 'examples', 'main', 'sales');
    const body = timeseriesBarContext(id, {
      x: 'order_date',
      series: 'region',
      metricColumn: 'revenue',
      grain: 'P1Y',
    });

    const queued = await postChartData(page.request, body);
    expect(queued.status()).toBe(202);
    const job = (await queued.json()) as {
      job_id: string;
      channel_id: string;
      status: string;
      result_url: string | null;
    };
    expect(job).toMatchObject({ status: 'pending', result_url: null });

    let resultUrl: string | null = null;
    let lastId: string | null = null;
    const deadline = Date.now() + 30_000;
    while (!resultUrl && Date.now() < deadline) {
      const reply: APIResponse = await page.request.get(
        `/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`,
      );
      expect(reply.status()).toBe(200);
      const events = ((await reply.json()) as { result: AsyncEvent[] }).result;
      for (const event of events) {
        lastId = event.id;
        if (event.job_id === job.job_id && event.status === 'error') throw new Error(JSON.stringify(event));
        if (event.job_id === job.job_id && event.status === 'done') resultUrl = event.result_url;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(resultUrl).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{32}$/);
    const fetched = await page.request.get(resultUrl as string);
    expect(fetched.status()).toBe(200);
    const [item] = ((await fetched.json()) as { result: ChartItem[] }).result;
    const byYear = new Map<number, Map<string, number>>();
    for (const [month, series] of await duckdbSalesByMonth(page.request)) {
      const year = Date.UTC(new Date(month).getUTCFullYear(), 0, 1);
      const totals = byYear.get(year) ?? new Map<string, number>();
      for (const [name, total] of series) totals.set(name, (totals.get(name) ?? 0) + total);
      byYear.set(year, totals);
    }
    expectSameSeries(item?.data ?? [], byYear, 'order_date');

    // Cached now: the same request is answered at once.
    const again = await postChartData(page.request, body);
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { result: ChartItem[] }).result[0]?.is_cached).toBe(true);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('with the websocket transport, explore draws a chart from the job event the websocket delivers', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startAsyncServer({ LOUPE_ASYNC_TRANSPORT: 'ws', LOUPE_ASYNC_POLLING_DELAY_MS: '200' });
  const context = await browser.newContext({ baseURL: server.baseURL });
  try {
    const page = await context.newPage();
    await logInAt(page, server.baseURL);
    const id = await createDatasetInUi(page, 'examples', 'main', 'sales');
    const sockets: string[] = [];
    let polls = 0;
    const statuses: number[] = [];
    page.on('websocket', (socket) => sockets.push(socket.url()));
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/async_event/')) polls += 1;
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/chart/data') && response.request().method() === 'POST')
        statuses.push(response.status());
    });
    const formData = { datasource: `${id}__table`, viz_type: 'big_number_total', metric: 'count' };
    await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    const chart = page.getByRole('region', { name: 'Chart' });
    await expect(chart.getByTestId('explore-chart')).toBeVisible({ timeout: 60_000 });
    // The count of the generated sales table (1,200,000 rows), drawn from the job's result.
    await expect(chart).toContainText('1.2M');
    // The chart fills its column: the page does not scroll sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/explore-async-websocket.png`, fullPage: true });
    expect(statuses[0]).toBe(202);
    expect(sockets.some((url) => new URL(url).pathname === '/ws/async_event/')).toBe(true);
    expect(polls).toBe(0);
  } finally {
    await context.close();
    await server.stop();
  }
});
