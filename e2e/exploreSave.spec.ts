/// <reference lib="dom" />
// Issue 5 item 7: a line chart on the examples `sales` dataset saved to a new dashboard, reopened
// by slice_id with the same controls, altered (the Chart changes table), overwritten, exported
// to CSV from the actions menu and listed on /chart/list/.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { deleteDatasets } from './support/datasets.ts';
import {
  chartParams,
  chartRegion,
  deleteCharts,
  deleteDashboards,
  examplesDataset,
  expectChartDrawn,
  openExplore,
  revenueLineFormData,
  saveChartAs,
} from './support/explore.ts';

const charts: number[] = [];
const dashboards: number[] = [];
let dataset: { id: number; created: boolean } | undefined;

test.afterEach(async ({ page }) => {
  await deleteCharts(page.request, charts);
  await deleteDashboards(page.request, dashboards);
  if (dataset?.created) await deleteDatasets(page.request, [dataset.id]);
});

test('explore: save a line chart to a new dashboard, alter, overwrite, export CSV, list', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);
  dataset = await examplesDataset(page.request, 'sales');
  await openExplore(page, revenueLineFormData(dataset.id, 'P1M'));
  // The rich tooltip: hovering the plot puts a rule at the nearest month and lists the month and
  // the series' value there; leaving the chart hides both.
  const drawing = chartRegion(page).getByTestId('explore-chart').locator('svg, canvas').first();
  const box = await drawing.boundingBox();
  expect(box).not.toBeNull();
  if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const tooltip = page.locator('#vg-tooltip-element');
  const rule = chartRegion(page).locator('.loupe-vega-chart__hover-rule');
  await expect(tooltip).toBeVisible();
  await expect(rule).toBeVisible();
  await expect(tooltip.locator('h2')).toHaveText(/^20\d\d(-\d\d-01)?$/);
  await expect(tooltip.locator('td.key')).toHaveText(['SUM(revenue)']);
  await page.mouse.move(0, 0);
  await expect(tooltip).toBeHidden();
  await expect(rule).toBeHidden();

  const stamp = Date.now();
  const name = `e2e revenue by month ${stamp}`;
  const dashboardTitle = `e2e dashboard ${stamp}`;
  const id = await saveChartAs(page, name, dashboardTitle);
  charts.push(id);
  const chart = (await (await page.request.get(`/api/v1/chart/${id}`)).json()) as {
    result: { dashboards: Array<{ id: number; dashboard_title: string }> };
  };
  const dashboard = chart.result.dashboards.find((d) => d.dashboard_title === dashboardTitle);
  expect(dashboard).toBeDefined();
  if (dashboard) dashboards.push(dashboard.id);

  // Reopened by slice_id: the same controls.
  await page.goto(`/explore/?slice_id=${id}`);
  await expectChartDrawn(page);
  const controls = page.getByRole('complementary', { name: 'Chart controls' });
  await expect(controls.getByText('order_date', { exact: true }).first()).toBeVisible();
  await expect(controls.getByText('SUM(revenue)', { exact: true })).toBeVisible();
  await expect(controls.getByRole('button', { name: /Month/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Altered' })).toHaveCount(0);

  // Change the time grain: 'Altered', its table says what changed.
  await controls.getByRole('button', { name: /Month/ }).click();
  await page.getByRole('option', { name: 'Week', exact: true }).click();
  const altered = page.getByRole('button', { name: 'Altered' });
  await expect(altered).toBeVisible();
  await altered.click();
  const changes = page.getByRole('dialog', { name: 'Chart changes' });
  await expect(changes.getByRole('columnheader', { name: 'Control' })).toBeVisible();
  await expect(changes.getByRole('columnheader', { name: 'Before' })).toBeVisible();
  await expect(changes.getByRole('columnheader', { name: 'After' })).toBeVisible();
  // The control's label (as Superset's), the values as the form data holds them.
  const row = changes.getByRole('row', { name: /Time Grain/ });
  await expect(row.getByRole('cell').first()).toHaveText('Time Grain');
  await expect(row.getByRole('cell').nth(1)).toHaveText('P1M');
  await expect(row.getByRole('cell').nth(2)).toHaveText('P1W');
  await page.keyboard.press('Escape');
  await expect(changes).toHaveCount(0);
  await chartRegion(page).getByRole('button', { name: 'Update chart' }).click();
  await expectChartDrawn(page);

  // Overwrite.
  await page.getByRole('button', { name: 'Save', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Save chart' });
  await expect(dialog.getByRole('radio', { name: 'Save (Overwrite)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Chart [${name}] has been overwritten`)).toBeVisible();
  await expect.poll(async () => (await chartParams(page.request, id)).time_grain_sqla).toBe('P1W');
  await expect(page).toHaveURL(new RegExp(`/explore/\\?slice_id=${id}`));
  await expectChartDrawn(page);

  // CSV from the actions menu.
  await page.getByRole('button', { name: 'More chart actions' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export to .CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await download.path()) as string, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toMatch(/order_date/);
  expect(csv[0]).toMatch(/SUM\(revenue\)/);
  // 2021-01-01 .. 2024-12-31 by week: about 209 weeks.
  expect(csv.length - 1).toBeGreaterThan(200);
  expect(csv.length - 1).toBeLessThan(215);

  // The chart list shows it.
  await page.goto('/chart/list/');
  const listed = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(listed).toBeVisible({ timeout: 20_000 });
  await expect(listed).toContainText('Line Chart');
  await expect(listed.getByRole('link', { name, exact: true })).toHaveAttribute(
    'href',
    `/explore/?slice_id=${id}`,
  );
  await expect(listed.getByRole('link', { name: dashboardTitle, exact: true })).toBeVisible();
});
