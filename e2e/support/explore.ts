// Explore in the e2e specs: the examples datasets (made through the API when missing), charts
// saved through the explore page's Save modal, deleted through the API.
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { csrfHeaders, physicalDatasets } from './datasets.ts';

/** Call before the click that opens explore; resolves with the dataset id explore was opened on. */
export function exploreOpened(page: Page): Promise<number> {
  return page
    .waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/v1/explore/' && url.searchParams.get('datasource_type') === 'table';
    })
    .then(async (request) => {
      await expect(page).toHaveURL(/\/explore\/\?/);
      return Number(new URL(request.url()).searchParams.get('datasource_id'));
    });
}

export async function examplesDatabaseId(request: APIRequestContext): Promise<number> {
  const q = '(filters:!((col:database_name,opr:eq,value:examples)))';
  const reply = await request.get(`/api/v1/database/?q=${encodeURIComponent(q)}`);
  expect(reply.status()).toBe(200);
  const id = ((await reply.json()) as { result: Array<{ id: number }> }).result[0]?.id;
  expect(id).toBeDefined();
  return id as number;
}

/** The examples dataset on `table` (schema main); `created` says whether this call made it. */
export async function examplesDataset(
  request: APIRequestContext,
  table: string,
): Promise<{ id: number; created: boolean }> {
  const existing = await physicalDatasets(request, 'examples', 'main', table);
  if (existing[0] !== undefined) return { id: existing[0], created: false };
  const database = await examplesDatabaseId(request);
  const reply = await request.post('/api/v1/dataset/', {
    headers: await csrfHeaders(request),
    data: { database, schema: 'main', table_name: table },
  });
  expect(reply.status()).toBe(201);
  return { id: ((await reply.json()) as { id: number }).id, created: true };
}

export async function deleteCharts(request: APIRequestContext, ids: readonly number[]): Promise<void> {
  const headers = await csrfHeaders(request);
  for (const id of ids) {
    const reply = await request.delete(`/api/v1/chart/${id}`, { headers });
    expect([200, 404]).toContain(reply.status());
  }
}

export async function deleteDashboards(request: APIRequestContext, ids: readonly number[]): Promise<void> {
  const headers = await csrfHeaders(request);
  for (const id of ids) {
    const reply = await request.delete(`/api/v1/dashboard/${id}`, { headers });
    expect([200, 404]).toContain(reply.status());
  }
}

export function chartRegion(page: Page): Locator {
  return page.getByRole('region', { name: 'Chart', exact: true });
}

/** Waits until the chart area shows a drawn chart (marks or cells) and no error. */
export async function expectChartDrawn(page: Page, timeout = 45_000): Promise<void> {
  const canvas = chartRegion(page).getByTestId('explore-chart');
  await expect(canvas).toBeVisible({ timeout });
  // While a new query runs the drawn chart stays, busy.
  await expect(canvas).not.toHaveAttribute('aria-busy', 'true', { timeout });
  await expect(
    canvas
      .locator('canvas, svg path, svg rect, svg text, td, .loupe-big-number, [class*="big-number"]')
      .first(),
  ).toBeVisible({ timeout });
  await expect(chartRegion(page).getByRole('alert')).toHaveCount(0);
}

/**
 * Saves the explore page's chart as a new chart named `name` (optionally to a new dashboard), seeing
 * the toasts verbatim; its id.
 */
export async function saveChartAs(page: Page, name: string, newDashboard?: string): Promise<number> {
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save chart' });
  await expect(dialog).toBeVisible();
  const saveAs = dialog.getByRole('radio', { name: 'Save as…' });
  if (await saveAs.count()) await saveAs.check();
  await dialog.getByRole('textbox', { name: 'Chart name' }).fill(name);
  if (newDashboard) {
    const combo = dialog.getByRole('combobox', { name: 'Add to dashboard' });
    await combo.fill(newDashboard);
    await page.getByRole('option', { name: newDashboard, exact: true }).click();
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Chart [${name}] has been saved`)).toBeVisible();
  if (newDashboard)
    await expect(
      page.getByText(`Dashboard [${newDashboard}] just got created and chart [${name}] was added to it`),
    ).toBeVisible();
  await expect(page).toHaveURL(/\/explore\/\?slice_id=\d+/);
  return Number(new URL(page.url()).searchParams.get('slice_id'));
}

export async function chartParams(request: APIRequestContext, id: number): Promise<Record<string, unknown>> {
  const reply = await request.get(`/api/v1/chart/${id}`);
  expect(reply.status()).toBe(200);
  const result = ((await reply.json()) as { result: { params: string | null } }).result;
  return JSON.parse(result.params ?? '{}') as Record<string, unknown>;
}

export function simpleMetric(column: string, aggregate = 'SUM', type = 'DOUBLE') {
  return {
    expressionType: 'SIMPLE',
    column: { column_name: column, type },
    aggregate,
    sqlExpression: null,
    hasCustomLabel: false,
    label: `${aggregate}(${column})`,
    optionName: `metric_e2e_${aggregate.toLowerCase()}_${column}`,
  };
}

export const NO_TIME_FILTER = {
  clause: 'WHERE',
  subject: 'order_date',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  expressionType: 'SIMPLE',
};

/** A line chart of SUM(revenue) by `grain` over the whole of `sales`, and explore opened on it. */
export function revenueLineFormData(datasetId: number, grain: string) {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'order_date',
    time_grain_sqla: grain,
    metrics: [simpleMetric('revenue')],
    groupby: [],
    adhoc_filters: [NO_TIME_FILTER],
    row_limit: 10000,
  };
}

export async function openExplore(page: Page, formData: Record<string, unknown>): Promise<void> {
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  await expectChartDrawn(page);
}
