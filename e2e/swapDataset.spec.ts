/// <reference lib="dom" />
// Issue 4 item 5: swap a chart's dataset. A line chart saved on `sales` is reopened by slice_id;
// the datasource panel's dataset menu opens 'Swap dataset', a virtual dataset over `sales` is
// picked and confirmed; explore keeps the chart (its slice and controls), queries the new dataset,
// and overwriting the chart stores the new dataset. 'Edit dataset' opens the Edit Dataset modal.
import { expect, type Response, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { csrfHeaders, deleteDatasets } from './support/datasets.ts';
import {
  chartParams,
  deleteCharts,
  examplesDatabaseId,
  examplesDataset,
  expectChartDrawn,
  NO_TIME_FILTER,
  openExplore,
  revenueLineFormData,
  saveChartAs,
  simpleMetric,
} from './support/explore.ts';

const charts: number[] = [];
const datasets: number[] = [];
const VIRTUAL_FILTER = 'revenue > 500';

test.afterEach(async ({ page }) => {
  await deleteCharts(page.request, charts);
  await deleteDatasets(page.request, datasets);
});

/**
 * Whether a chart-data response ran on the virtual dataset (its SQL wraps the dataset's SELECT;
 * the request body is a stream Playwright does not show).
 */
async function queriedVirtual(response: Response): Promise<boolean> {
  const url = new URL(response.url());
  if (url.pathname !== '/api/v1/chart/data' || response.request().method() !== 'POST') return false;
  const body = (await response.json().catch(() => null)) as { result?: Array<{ query?: string }> } | null;
  return body?.result?.some((item) => item.query?.includes(VIRTUAL_FILTER)) ?? false;
}

test("explore: swap a saved chart's dataset for a virtual one and overwrite the chart", async ({ page }) => {
  test.setTimeout(150_000);
  await logIn(page);
  const sales = await examplesDataset(page.request, 'sales');
  if (sales.created) datasets.push(sales.id);
  const stamp = Date.now();
  const virtualName = `e2e_big_orders_${stamp}`;
  const created = await page.request.post('/api/v1/dataset/', {
    headers: await csrfHeaders(page.request),
    data: {
      database: await examplesDatabaseId(page.request),
      schema: 'main',
      table_name: virtualName,
      sql: `SELECT order_date, revenue, region FROM main.sales WHERE ${VIRTUAL_FILTER}`,
    },
  });
  expect(created.status()).toBe(201);
  const virtualId = ((await created.json()) as { id: number }).id;
  datasets.push(virtualId);

  await openExplore(page, revenueLineFormData(sales.id, 'P1Y'));
  const chartId = await saveChartAs(page, `e2e swap ${stamp}`);
  charts.push(chartId);

  await page.goto(`/explore/?slice_id=${chartId}`);
  await expectChartDrawn(page);
  const panel = page.getByRole('complementary', { name: 'Dataset' });
  await expect(panel.getByText('main.sales', { exact: true })).toBeVisible();

  // 'Edit dataset' opens the Edit Dataset modal on the chart's dataset; Cancel closes it.
  await panel.getByRole('button', { name: 'Dataset actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit dataset' }).click();
  const edit = page.getByRole('dialog', { name: /Edit Dataset/ });
  await expect(edit).toBeVisible();
  await expect(edit.getByText('sales').first()).toBeVisible();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveCount(0);

  // 'Swap dataset': the warning, the search, the pick, the confirmation.
  await panel.getByRole('button', { name: 'Dataset actions' }).click();
  await page.getByRole('menuitem', { name: 'Swap dataset' }).click();
  const swap = page.getByRole('dialog', { name: 'Swap dataset' });
  await expect(swap.getByText('Warning!')).toBeVisible();
  await swap.getByRole('searchbox', { name: 'Search / Filter' }).fill(virtualName);
  await swap.getByRole('button', { name: virtualName }).click();
  await expect(
    swap.getByText('Warning! Changing the dataset may break the chart if the metadata does not exist.'),
  ).toBeVisible();
  // The dataset is a query control: the chart runs again on the new dataset.
  const swappedQuery = page.waitForResponse(queriedVirtual);
  await swap.getByRole('button', { name: 'Proceed' }).click();
  await expect(page.getByText('Successfully changed dataset!')).toBeVisible();

  // The same chart, now on the virtual dataset: its panel, its query, its drawing.
  await expect(panel.getByText(`main.${virtualName}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('listitem').filter({ hasText: 'region' })).toBeVisible();
  await swappedQuery;
  await expectChartDrawn(page);
  await expect(page).toHaveURL(new RegExp(`slice_id=${chartId}`));
  const controls = page.getByRole('complementary', { name: 'Chart controls' });
  await expect(controls.getByText('SUM(revenue)', { exact: true })).toBeVisible();

  // Overwrite: the saved chart now names the virtual dataset.
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const save = page.getByRole('dialog', { name: 'Save chart' });
  await expect(save.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
  await save.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Chart [e2e swap ${stamp}] has been overwritten`)).toBeVisible();
  await expect
    .poll(async () => (await chartParams(page.request, chartId)).datasource)
    .toBe(`${virtualId}__table`);
  const q = `(filters:!((col:datasource_id,opr:eq,value:${virtualId})))`;
  const onVirtual = await page.request.get(`/api/v1/chart/?q=${encodeURIComponent(q)}`);
  expect(((await onVirtual.json()) as { ids: number[] }).ids).toEqual([chartId]);
});

test('explore: a chart whose dataset was deleted opens on "Missing dataset" and is mended by a swap', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page);
  const headers = await csrfHeaders(page.request);
  const database = await examplesDatabaseId(page.request);
  const stamp = Date.now();
  const makeDataset = async (name: string) => {
    const reply = await page.request.post('/api/v1/dataset/', {
      headers,
      data: {
        database,
        schema: 'main',
        table_name: name,
        sql: `SELECT order_date, revenue, region FROM main.sales WHERE ${VIRTUAL_FILTER}`,
      },
    });
    expect(reply.status()).toBe(201);
    return ((await reply.json()) as { id: number }).id;
  };
  const doomed = await makeDataset(`e2e_doomed_${stamp}`);
  const rescueName = `e2e_rescue_${stamp}`;
  datasets.push(await makeDataset(rescueName));
  const params = {
    datasource: `${doomed}__table`,
    viz_type: 'echarts_timeseries_bar',
    x_axis: 'order_date',
    time_grain_sqla: 'P1Y',
    metrics: [simpleMetric('revenue')],
    groupby: ['region'],
    adhoc_filters: [NO_TIME_FILTER],
    row_limit: 10000,
  };
  const created = await page.request.post('/api/v1/chart/', {
    headers,
    data: {
      slice_name: `e2e orphan ${stamp}`,
      viz_type: params.viz_type,
      datasource_id: doomed,
      datasource_type: 'table',
      params: JSON.stringify(params),
    },
  });
  expect(created.status()).toBe(201);
  const chartId = ((await created.json()) as { id: number }).id;
  charts.push(chartId);
  expect((await page.request.delete(`/api/v1/dataset/${doomed}`, { headers })).status()).toBe(200);

  await page.goto(`/explore/?slice_id=${chartId}`);
  const panel = page.getByRole('complementary', { name: 'Dataset' });
  await expect(panel.getByRole('alert')).toContainText('Missing dataset');
  await expect(panel.getByRole('alert')).toContainText(
    'The dataset linked to this chart may have been deleted.',
  );
  await expect(panel.getByText('[Missing Dataset]', { exact: true })).toBeVisible();
  // The controls keep the chart's values (nothing to check them against).
  const controls = page.getByRole('complementary', { name: 'Chart controls' });
  await expect(controls.getByRole('button', { name: 'SUM(revenue)', exact: true })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'region', exact: true })).toBeVisible();

  await panel.getByRole('button', { name: 'Swap dataset' }).click();
  const swap = page.getByRole('dialog', { name: 'Swap dataset' });
  await swap.getByRole('searchbox', { name: 'Search / Filter' }).fill(rescueName);
  await swap.getByRole('button', { name: rescueName }).click();
  const swappedQuery = page.waitForResponse(queriedVirtual);
  await swap.getByRole('button', { name: 'Proceed' }).click();
  await expect(panel.getByText(`main.${rescueName}`, { exact: true })).toBeVisible();
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await expect(controls.getByRole('button', { name: 'region', exact: true })).toBeVisible();
  await swappedQuery;
  await expectChartDrawn(page);
});
