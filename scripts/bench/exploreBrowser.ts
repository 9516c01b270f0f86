// The Chromium half of bench:explore: the gzip'd JavaScript the home page and /explore/ load (and
// no vega chunk on the home page), then control change → new chart painted for a 1,000-point line
// chart on cached data: a render-trigger control (Show legend) and a query control (Truncate
// Metric: the query re-runs, the server answers from its cache), against pressing 'Update chart'
// on the unchanged chart as the in-run baseline.
import type { Page, Response } from '@playwright/test';
import type { BenchOptions } from './args.ts';
import { launchAndLogIn } from './browserSession.ts';
import { bundleSize, formatKiB, isScriptResponse, type LoadedScript, vegaChunks } from './bundleSize.ts';
import { QUIET_MS, timeRepaint } from './exploreMeasure.ts';
import { type Check, summarize, type TableRow } from './stats.ts';

export const REPAINT_TARGET_MS = 150;
export const POINTS = 1000;
const REGION = 'section.loupe-explore__chart';
const DAY_MS = 86_400_000;
/** The sales table ends on 2024-12-31: the last POINTS days of it. */
const UNTIL = Date.UTC(2025, 0, 1);
const SINCE = new Date(UNTIL - POINTS * DAY_MS).toISOString().slice(0, 10);

export function lineChartFormData(datasetId: number) {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'order_date',
    time_grain_sqla: 'P1D',
    metrics: [
      {
        expressionType: 'SIMPLE',
        aggregate: 'SUM',
        column: { column_name: 'revenue' },
        label: 'SUM(revenue)',
      },
    ],
    groupby: [],
    adhoc_filters: [
      {
        clause: 'WHERE',
        subject: 'order_date',
        operator: 'TEMPORAL_RANGE',
        comparator: `${SINCE} : 2025-01-01`,
        expressionType: 'SIMPLE',
      },
    ],
    row_limit: 10000,
    show_legend: true,
    truncate_metric: true,
  };
}

/**
 * Navigates the logged-in page to the path (a full load: the session stays in sessionStorage)
 * and returns every script it loaded, including the lazy chunks, until the network is idle.
 */
async function scriptsOf(
  page: Page,
  path: string,
  ready: (page: Page) => Promise<void>,
): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | null>[] = [];
  const onResponse = (response: Response) => {
    const request = response.request();
    if (!isScriptResponse(request.resourceType(), response.headers()['content-type'], response.url())) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), body: new Uint8Array(body) }))
        .catch(() => null),
    );
  };
  page.on('response', onResponse);
  await page.goto(path);
  await ready(page);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  return (await Promise.all(pending)).filter((script): script is LoadedScript => script !== null);
}

const CHART = `${REGION} [data-testid="explore-chart"] svg, ${REGION} [data-testid="explore-chart"] canvas`;

export async function measureExploreBrowser(
  baseURL: string,
  datasetId: number,
  options: Pick<BenchOptions, 'runs' | 'warmup'>,
): Promise<{ rows: TableRow[]; checks: Check[] }> {
  const { page } = await launchAndLogIn(baseURL);
  const exploreUrl = `/explore/?${new URLSearchParams({
    datasource_type: 'table',
    datasource_id: String(datasetId),
    viz_type: 'echarts_timeseries_line',
    form_data: JSON.stringify(lineChartFormData(datasetId)),
  })}`;

  const home = bundleSize(await scriptsOf(page, '/', async () => {}));
  const explore = bundleSize(
    await scriptsOf(page, exploreUrl, async (loaded) => {
      await loaded.locator(CHART).first().waitFor();
    }),
  );
  const homeVega = vegaChunks(home.scripts.map((script) => script.url));
  console.log(
    `JavaScript loaded, gzip'd (raw): home page ${formatKiB(home.gzipBytes)} (${formatKiB(home.bytes)}) in ${home.scripts.length} files; ` +
      `/explore/ ${formatKiB(explore.gzipBytes)} (${formatKiB(explore.bytes)}) in ${explore.scripts.length} files`,
  );

  const rowcounts: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/chart/data') || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => null)) as { result?: { rowcount?: number }[] } | null;
    const rowcount = body?.result?.[0]?.rowcount;
    if (typeof rowcount === 'number') rowcounts.push(rowcount);
  });
  await page.goto(exploreUrl);
  await page
    .locator(`${REGION} [data-testid="explore-chart"] svg, ${REGION} [data-testid="explore-chart"] canvas`)
    .first()
    .waitFor();
  await page.evaluate(() => {
    for (const details of document.querySelectorAll('details')) details.open = true;
  });
  const update = page.getByRole('button', { name: 'Update chart' });
  const legend = page.getByText('Show legend', { exact: true });
  const truncate = page.getByText('Truncate Metric', { exact: true });
  const samples = { baseline: [] as number[], render: [] as number[], query: [] as number[] };
  for (let i = 0; i < options.warmup + options.runs; i++) {
    const baseline = await timeRepaint(page, REGION, update);
    const render = await timeRepaint(page, REGION, legend);
    const query = await timeRepaint(page, REGION, truncate);
    if (i < options.warmup) continue;
    samples.baseline.push(baseline);
    samples.render.push(render);
    samples.query.push(query);
  }
  const points = rowcounts.at(-1) ?? 0;
  console.log(
    `Explore: echarts_timeseries_line, SUM(revenue) by day of order_date since ${SINCE}: ${points} points; ` +
      `a repaint ends when the chart region stays still for ${QUIET_MS} ms (not counted)`,
  );
  const baseline = summarize(samples.baseline);
  return {
    rows: [
      {
        measurement: `render-trigger control (Show legend) → painted, ${points} points`,
        measured: summarize(samples.render),
        baseline,
        baselineName: "'Update chart', no change",
        target: { kind: 'ms', value: REPAINT_TARGET_MS },
      },
      {
        measurement: `query control (Truncate Metric) → painted, cached data`,
        measured: summarize(samples.query),
        baseline,
        baselineName: "'Update chart', no change",
        target: { kind: 'ms', value: REPAINT_TARGET_MS },
      },
    ],
    checks: [
      {
        name: 'the line chart has about 1,000 points',
        ok: points >= POINTS * 0.99 && points <= POINTS,
        detail: `${points} rows in the chart-data response`,
      },
      {
        name: 'no vega chunk is loaded on the home page',
        ok: homeVega.length === 0,
        detail: homeVega.length === 0 ? `${home.scripts.length} scripts, none vega` : homeVega.join(', '),
      },
    ],
  };
}
