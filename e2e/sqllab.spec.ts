/// <reference lib="dom" />
// SQL Lab on the real server: open it from the navbar, pick examples / main, find `sales` in the
// schema browser, run an aggregate with Ctrl+Enter, sort the grid, stop a runaway query, reload
// and find the tab and its SQL back.
import { expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import {
  addOwnTab,
  closeTabsOpenedSince,
  editorText,
  pick,
  replaceSql,
  savedSql,
  serverTabIds,
  shots,
  sortGridBy,
} from './support/sqlLab.ts';

const AGGREGATE = 'SELECT region, COUNT(*) AS orders FROM sales GROUP BY region ORDER BY region';
const RUNAWAY = 'SELECT count(*) FROM range(100000000000)';

let tabsBefore: number[] = [];
test.afterEach(async ({ context }) => closeTabsOpenedSince(context, tabsBefore));

test('SQL Lab: browse, run, sort, stop, reload', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  tabsBefore = await serverTabIds(page.request);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'SQL Lab' })
    .click();
  await expect(page).toHaveURL(/\/sqllab\//);
  // A tab of the spec's own: the admin is shared with the other specs.
  const tab = await addOwnTab(page);

  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  const tables = page.getByRole('region', { name: 'Tables' });
  await expect(tables.getByRole('button', { name: /sales/ })).toBeVisible();
  await tables.getByRole('button', { name: /sales/ }).click();
  await expect(
    page.getByRole('region', { name: 'Columns of sales' }).getByText('region', { exact: true }),
  ).toBeVisible();

  await replaceSql(page, AGGREGATE);
  await page.keyboard.press('ControlOrMeta+Enter');
  const grid = page.getByRole('table', { name: 'Results' });
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  await expect(grid.getByRole('columnheader', { name: /orders/ })).toBeVisible();
  await expect(grid.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/sqllab-results.png`, fullPage: true });

  // Sort by orders: the column's values follow the header's direction.
  await sortGridBy(page, 'orders');

  // A runaway query, stopped.
  await replaceSql(page, RUNAWAY);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Query was stopped.')).toBeVisible();
  await expect(page.getByText('Query was stopped', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/sqllab-stopped.png`, fullPage: true });

  // The tab is kept on the server: a reload finds it and its SQL.
  // (the tab is posted 5 s after it was opened, later edits after a 5 s debounce)
  await expect.poll(() => savedSql(page), { timeout: 30_000 }).toBe(RUNAWAY);
  await page.reload();
  await expect(page.getByRole('tab', { name: tab, exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => editorText(page)).toBe(RUNAWAY);
  await expect(page.getByRole('combobox', { name: 'Schema' })).toHaveValue('main');
});
