/// <reference lib="dom" />
// Issue 5 item 3 (Table): conditional formatting built in explore colours the metric's cells and
// "Customize columns" reformats a column — render-trigger controls, so the chart repaints
// without a new query — and both are saved with the chart.
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

async function choose(page: Page, label: string, option: string, dialogName = 'Conditional formatting') {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog
    .getByRole('button', { name: new RegExp(label) })
    .first()
    .click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('explore: a table’s conditional formatting and column settings draw and are saved', async ({ page }) => {
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

  // Customize columns: SUM(revenue) with thousands separators and no decimals, centred.
  await page
    .locator('[data-control="column_config"]')
    .getByRole('button', { name: 'SUM(revenue)', exact: true })
    .click();
  await choose(page, 'D3 format', ',d (12345.432 => 12,345)', 'SUM(revenue)');
  await choose(page, 'Text align', 'Center', 'SUM(revenue)');
  await page.getByRole('dialog', { name: 'SUM(revenue)' }).getByRole('button', { name: 'Save' }).click();
  const revenueCells = table.locator('tbody tr td:nth-child(2)');
  await expect(revenueCells.first()).toHaveText(/^\d{1,3}(,\d{3})+$/);
  await expect(revenueCells.first()).toHaveCSS('text-align', 'center');
  expect(queries).toBe(0);

  const id = await saveChartAs(page, `e2e conditional formatting ${Date.now()}`);
  charts.push(id);
  const params = await chartParams(page.request, id);
  expect(params.conditional_formatting).toEqual([
    { column: 'SUM(revenue)', colorScheme: '#EFA1AA', operator: '>', targetValue: 0 },
  ]);
  expect(params.column_config).toEqual({
    'SUM(revenue)': { d3NumberFormat: ',d', horizontalAlign: 'center' },
  });
});
