/// <reference lib="dom" />
// Issue 5 item 3 (Table): conditional formatting built in explore colours the metric's cells —
// a render-trigger control, so the chart repaints without a new query — and is saved with the
// chart.
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { deleteDatasets } from './support/datasets.ts';
import {
  chartParams,
  chartRegion,
  deleteCharts,
  examplesDataset,
  NO_TIME_FILTER,
  openExplore,
  saveChartAs,
  simpleMetric,
} from './support/explore.ts';

let dataset: { id: number; created: boolean } | undefined;
const charts: number[] = [];

test.afterEach(async ({ page }) => {
  await deleteCharts(page.request, charts);
  if (dataset?.created) await deleteDatasets(page.request, [dataset.id]);
});

async function choose(page: Page, label: string, option: string) {
  const dialog = page.getByRole('dialog', { name: 'Conditional formatting' });
  await dialog
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('explore: a table’s conditional formatting colours its metric cells and is saved', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  dataset = await examplesDataset(page.request, 'sales');
  await openExplore(page, {
    datasource: `${dataset.id}__table`,
    viz_type: 'table',
    query_mode: 'aggregate',
    groupby: ['region'],
    metrics: [simpleMetric('revenue')],
    adhoc_filters: [NO_TIME_FILTER],
    row_limit: 100,
  });
  const table = chartRegion(page).getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(6);
  let queries = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/chart/data') queries += 1;
  });

  await page.getByRole('button', { name: 'Add Conditional formatting' }).click();
  await choose(page, 'Column', 'SUM(revenue)');
  await choose(page, 'Operator', '>');
  await page
    .getByRole('dialog', { name: 'Conditional formatting' })
    .getByRole('textbox', { name: 'Target value' })
    .fill('0');
  await choose(page, 'Color scheme', 'red');
  await page
    .getByRole('dialog', { name: 'Conditional formatting' })
    .getByRole('button', { name: 'Save' })
    .click();
  await expect(page.getByRole('button', { name: 'SUM(revenue) > 0', exact: true })).toBeVisible();

  // Every revenue is above 0: each cell red, the biggest fully opaque, the region cells plain.
  const backgrounds = () =>
    table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => {
        const cells = (row as HTMLTableRowElement).cells;
        return {
          revenue: Number((cells[1]!.textContent ?? '').replace(/[^\d.-]/g, '')),
          region: getComputedStyle(cells[0]!).backgroundColor,
          color: getComputedStyle(cells[1]!).backgroundColor,
        };
      }),
    );
  await expect
    .poll(async () => (await backgrounds()).every((cell) => cell.color.startsWith('rgb')))
    .toBe(true);
  const cells = await backgrounds();
  expect(cells.every((cell) => /^rgba?\(239, 161, 170/.test(cell.color))).toBe(true);
  expect(cells.every((cell) => cell.region === 'rgba(0, 0, 0, 0)')).toBe(true);
  const top = cells.reduce((best, cell) => (cell.revenue > best.revenue ? cell : best));
  expect(top.color).toBe('rgb(239, 161, 170)');
  expect(queries).toBe(0);

  const id = await saveChartAs(page, `e2e conditional formatting ${Date.now()}`);
  charts.push(id);
  expect((await chartParams(page.request, id)).conditional_formatting).toEqual([
    { column: 'SUM(revenue)', colorScheme: '#EFA1AA', operator: '>', targetValue: 0 },
  ]);
});
