/// <reference lib="dom" />
// The explore page as a user drives it on the real server: from the dataset list to explore on
// `sales`, a bar chart of SUM(revenue) by month for region = 'Europe' drawn from the real query,
// a switch to the line chart that keeps the fields, and the validation error that blocks the query
// once the metric is removed.
import { expect, type Locator, type Page, type Request, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { createDatasetInUi, csrfHeaders } from './support/datasets.ts';
import { shots } from './support/sqlLab.ts';

const EUROPE = 'Europe';

type ChartReply = {
  result: Array<{ data: Array<Record<string, number>>; applied_filters?: Array<{ column: string }> }>;
};

/** Opens the react-aria select labelled `label` inside `scope` and picks `option`. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  await scope
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: typeof option === 'string' }).click();
}

function isChartData(request: Request): boolean {
  return request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data';
}

async function salesDatasetId(page: Page): Promise<number> {
  const q = "(filters:!((col:table_name,opr:eq,value:'sales')),page_size:100)";
  const reply = await page.request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  const rows = ((await reply.json()) as { result: Array<{ id: number; sql: string | null }> }).result;
  const physical = rows.find((row) => !row.sql);
  return physical?.id ?? createDatasetInUi(page, 'examples', 'main', 'sales');
}

async function europeRevenue(page: Page, datasetId: number): Promise<number> {
  const reply = await page.request.post('/api/v1/chart/data', {
    headers: await csrfHeaders(page.request),
    data: {
      datasource: { id: datasetId, type: 'table' },
      queries: [
        {
          columns: ['region'],
          metrics: [
            {
              expressionType: 'SIMPLE',
              column: { column_name: 'revenue' },
              aggregate: 'SUM',
              label: 'total',
            },
          ],
          row_limit: 100,
        },
      ],
    },
  });
  expect(reply.status()).toBe(200);
  const rows = ((await reply.json()) as { result: Array<{ data: Array<{ region: string; total: number }> }> })
    .result[0]!.data;
  const europe = rows.find((row) => row.region === EUROPE);
  expect(europe, 'sales has a Europe region').toBeDefined();
  return europe!.total;
}

test('explore: bar chart by month for Europe, switch to line, a missing metric blocks the query', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const shot = (name: string) => page.screenshot({ path: `${shots}/explore-${name}.png`, fullPage: true });
  await logIn(page);
  const datasetId = await salesDatasetId(page);
  const expectedTotal = await europeRevenue(page, datasetId);

  // The dataset list links the name to explore.
  await page.goto('/tablemodelview/list/');
  await page.getByRole('link', { name: 'sales', exact: true }).first().click();
  await expect(page).toHaveURL(/\/explore\/\?.*form_data_key=/);
  const controls = page.getByRole('complementary', { name: 'Chart controls' });
  const chart = page.getByRole('region', { name: 'Chart' });
  await expect(
    page.getByRole('complementary', { name: 'Dataset' }).getByRole('list', { name: 'Columns' }),
  ).toContainText('revenue');

  await controls.getByRole('button', { name: 'Table', exact: true }).click();
  await page.getByRole('button', { name: 'Bar Chart' }).click();
  await expect(controls.getByRole('button', { name: 'order_date', exact: true })).toBeVisible(); // the x-axis defaults to the temporal column
  await choose(page, controls, 'Time Grain', 'Month');
  // No metric yet: the validation error blocks the query.
  await expect(chart.getByRole('alert')).toContainText('Control labeled "Metrics": cannot be empty');

  await controls.getByRole('button', { name: 'Add Metrics' }).click();
  const metric = page.getByRole('dialog', { name: 'Metrics' });
  await metric.getByRole('tab', { name: 'Simple' }).click();
  await choose(page, metric, 'Column', 'revenue');
  await choose(page, metric, 'Aggregate', 'SUM');
  await metric.getByRole('button', { name: 'Save' }).click();
  await expect(chart.getByTestId('explore-chart')).toBeVisible();
  // The chart fills its column: the page does not scroll sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

  await controls.getByRole('button', { name: 'Add Filters' }).click();
  const filter = page.getByRole('dialog', { name: 'Filters' });
  await choose(page, filter, 'Column', 'region');
  await choose(page, filter, 'Operator', /^== /);
  await filter.getByRole('textbox', { name: 'Value' }).fill(EUROPE);
  // The SPA streams its request bodies (Playwright cannot read them): the reply says what ran.
  const filtered = page.waitForResponse(
    async (response) =>
      isChartData(response.request()) &&
      JSON.stringify(((await response.json()) as ChartReply).result[0]?.applied_filters ?? []).includes(
        'region',
      ),
  );
  await filter.getByRole('button', { name: 'Save' }).click();
  const reply = await filtered;
  expect(reply.status()).toBe(200);
  const result = ((await reply.json()) as ChartReply).result[0]!;
  expect(result.applied_filters).toEqual([{ column: 'region' }]);
  const total = result.data.reduce((sum, row) => sum + (row['SUM(revenue)'] ?? 0), 0);
  expect(total).toBeCloseTo(expectedTotal, 0);
  await expect(chart.getByTestId('explore-chart').locator('svg, canvas').first()).toBeVisible();
  await shot('bar-europe-by-month');

  // Line chart: the x-axis, time grain, metric and filter come along.
  const lineQuery = page.waitForResponse((response) => isChartData(response.request()));
  await controls.getByRole('button', { name: 'Bar Chart' }).click();
  await page.getByRole('button', { name: 'Line Chart' }).click();
  await expect(controls.getByRole('button', { name: 'Line Chart' })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'SUM(revenue)', exact: true })).toBeVisible();
  await expect(controls.getByRole('button', { name: `region == ${EUROPE}`, exact: true })).toBeVisible();
  await expect(controls.getByRole('button', { name: 'order_date', exact: true })).toBeVisible();
  await expect(controls.getByRole('button', { name: /Month/ }).first()).toBeVisible();
  const line = ((await (await lineQuery).json()) as ChartReply).result[0]!;
  expect(line.applied_filters).toEqual([{ column: 'region' }]);
  await expect(chart.getByTestId('explore-chart')).toBeVisible();
  await shot('line-europe-by-month');

  // Removing the metric: the error shows and no query runs.
  let queried = false;
  page.on('request', (sent) => {
    if (isChartData(sent)) queried = true;
  });
  await controls.getByRole('button', { name: 'Remove SUM(revenue)' }).click();
  await expect(chart.getByRole('alert')).toContainText('Control labeled "Metrics": cannot be empty');
  await expect(chart.getByRole('button', { name: 'Update chart' })).toBeDisabled();
  await page.waitForTimeout(1000);
  expect(queried).toBe(false);
  await shot('metric-missing');
});
