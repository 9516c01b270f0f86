/// <reference lib="dom" />
// SQL Lab on the real server: open it from the navbar, pick examples / main, find `sales` in the
// schema browser, run an aggregate with Ctrl+Enter, sort the grid, stop a runaway query, reload
// and find the tab and its SQL back.
import { expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';

const shots = 'artifacts/e2e/screenshots';
const AGGREGATE = 'SELECT region, COUNT(*) AS orders FROM sales GROUP BY region ORDER BY region';
const RUNAWAY = 'SELECT count(*) FROM range(100000000000)';

async function logIn(page: Page) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\//);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(e2eServer.adminPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${e2eServer.baseURL}/`);
}

async function pick(page: Page, label: string, option: string) {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: new RegExp(`\\b${option}$`) }).click();
  await expect(input).toHaveValue(option);
}

/** The ace editor's text (ace keeps it in a model, not in the DOM). */
function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.querySelector('.loupe-sql-editor__ace') as
      | (Element & { env?: { editor: { getValue(): string } } })
      | null;
    return host?.env?.editor.getValue() ?? '';
  });
}

async function replaceSql(page: Page, sql: string) {
  await page.locator('.loupe-sql-editor__ace .ace_content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.type(sql);
  // Close the autocomplete popup, if open, before any shortcut.
  await page.keyboard.press('Escape');
  await expect.poll(() => editorText(page)).toBe(sql);
}

/** The SQL of the active tab as the server keeps it (GET /api/v1/sqllab/, the page's session). */
async function savedSql(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/v1/sqllab/');
  const body = (await response.json()) as { result: { active_tab: { sql: string | null } | null } };
  return body.result.active_tab?.sql ?? null;
}

test('SQL Lab: browse, run, sort, stop, reload', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'SQL Lab' })
    .click();
  await expect(page).toHaveURL(/\/sqllab\//);
  await expect(page.getByRole('tab', { name: 'Untitled Query 1' })).toBeVisible();

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
  const header = grid.getByRole('columnheader', { name: /orders/ });
  await header.getByRole('button', { name: 'orders', exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
  const direction = await header.getAttribute('aria-sort');
  const orders = await grid.evaluate((table) => {
    const heads = Array.from(table.querySelectorAll('thead th'));
    const index = heads.findIndex((th) => th.getAttribute('aria-sort'));
    return Array.from(table.querySelectorAll('tbody tr.loupe-data-grid__row')).map((row) =>
      Number(row.children[index]?.textContent?.replace(/[^\d.-]/g, '')),
    );
  });
  expect(orders.length).toBeGreaterThan(1);
  const sorted = [...orders].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
  expect(orders).toEqual(sorted);

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
  await expect(page.getByRole('tab', { name: 'Untitled Query 1' })).toBeVisible();
  await expect.poll(() => editorText(page)).toBe(RUNAWAY);
  await expect(page.getByRole('combobox', { name: 'Schema' })).toHaveValue('main');
});
