/// <reference lib="dom" />
// SQL Lab's tools on the real server: estimate the cost of a query on examples, run a template
// with parameters, download the result as CSV, copy a permalink and open it in a new page,
// create a table with CREATE TABLE AS and query it, and reopen a query from the history.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { e2eServer } from './server.ts';
import { logIn } from './support/auth.ts';
import {
  addOwnTab,
  closeTabsOpenedSince,
  editorText,
  pick,
  replaceSql,
  savedTabLabels,
  serverTabIds,
  setDatabaseFlags,
  shots,
} from './support/sqlLab.ts';

const GREETING = "SELECT '{{ name }}' AS greeting";
const CTAS_TABLE = 'loupe_e2e_regions';

let tabsBefore: number[] = [];
test.afterEach(async ({ context }) => closeTabsOpenedSince(context, tabsBefore));

test('SQL Lab tools: estimate, parameters, CSV, permalink, CTAS, history', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eServer.baseURL });
  await logIn(page);
  tabsBefore = await serverTabIds(page.request);
  await setDatabaseFlags(page.request, 'examples', { allow_ctas: true });
  await page.goto('/sqllab/');
  // A tab of the spec's own: the admin is shared with the other specs.
  const tab = await addOwnTab(page);
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');

  // Estimate cost: the EXPLAIN figures of the query in 'Query cost estimate'.
  await replaceSql(page, 'SELECT region, SUM(revenue) FROM sales GROUP BY region');
  await page.getByRole('button', { name: 'Estimate cost' }).click();
  const estimate = page.getByRole('dialog', { name: 'Query cost estimate' });
  const costs = estimate.getByRole('table', { name: 'Query cost estimate' });
  await expect(costs).toBeVisible();
  expect(await costs.getByRole('columnheader').count()).toBeGreaterThan(0);
  expect(await costs.locator('tbody tr').count()).toBe(1);
  await page.screenshot({ path: `${shots}/sqllab-estimate.png`, fullPage: true });
  await estimate.getByRole('button', { name: 'Close' }).click();

  // Template parameters used by the query.
  await replaceSql(page, GREETING);
  await page.getByRole('button', { name: 'Parameters' }).click();
  const params = page.getByRole('dialog', { name: 'Template parameters' });
  await params.getByRole('textbox', { name: 'Template parameters' }).fill('{"name": "Loupe"}');
  await params.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('button', { name: 'Parameters (1 set)' })).toBeVisible();
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  const grid = page.getByRole('table', { name: 'Results' });
  await expect(grid.getByRole('cell', { name: 'Loupe', exact: true })).toBeVisible();

  // Download to CSV: the export of that query.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download to CSV' }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.trim().split(/\r?\n/)).toEqual(['greeting', 'Loupe']);

  // Copy link, then open the permalink in a new page: a new tab with the SQL.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${e2eServer.baseURL}/sqllab/p/[\\w-]+$`));
  // (the tab reaches the server 5 s after it was opened: the new page loads the server's tabs)
  await expect.poll(() => savedTabLabels(page), { timeout: 30_000 }).toContain(tab);
  const shared = await context.newPage();
  await shared.goto(link);
  await expect(shared).toHaveURL(`${e2eServer.baseURL}/sqllab/`);
  // One more tab (named after the shared one), active, with the SQL and its parameters.
  const sharedTabs = shared.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');
  const tabCount = await page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab').count();
  await expect(sharedTabs).toHaveCount(tabCount + 1);
  await expect(sharedTabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(sharedTabs.last()).toHaveText(new RegExp(tab));
  await expect.poll(() => editorText(shared)).toBe(GREETING);
  await expect(shared.getByRole('button', { name: 'Parameters (1 set)' })).toBeVisible();
  await shared.screenshot({ path: `${shots}/sqllab-permalink.png`, fullPage: true });
  await shared.close();

  // CREATE TABLE AS, then query the new table in a new tab.
  await replaceSql(page, 'SELECT region, COUNT(*) AS orders FROM sales GROUP BY region');
  await page.getByRole('textbox', { name: 'Table name' }).fill(CTAS_TABLE);
  await page.getByRole('button', { name: 'CREATE TABLE AS' }).click();
  await expect(page.getByText(`Table [main.${CTAS_TABLE}] was created`)).toBeVisible();
  await page.getByRole('button', { name: 'Query in a new tab' }).click();
  await expect(page.getByRole('tab', { name: CTAS_TABLE, selected: true })).toBeVisible();
  await expect.poll(() => editorText(page)).toBe(`SELECT * FROM main.${CTAS_TABLE}`);
  await page.getByRole('button', { name: 'Run', exact: true }).click();
  await expect(grid.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/sqllab-ctas.png`, fullPage: true });

  // The history lists that query; 'Open query in SQL Lab' runs it in a new tab.
  await page.getByRole('tab', { name: 'Query history' }).click();
  const history = page.getByRole('table', { name: 'Query history' });
  const row = history.getByRole('row').filter({ hasText: `SELECT * FROM main.${CTAS_TABLE}` });
  await expect(row.getByText('Success', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Open query in SQL Lab' }).click();
  await expect(page.getByRole('tab', { name: `Copy of ${CTAS_TABLE}`, selected: true })).toBeVisible();
  await expect.poll(() => editorText(page)).toBe(`SELECT * FROM main.${CTAS_TABLE}`);
  await page.getByRole('tab', { name: 'Results' }).click();
  await expect(grid.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();
});
