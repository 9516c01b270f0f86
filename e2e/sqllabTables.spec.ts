/// <reference lib="dom" />
// SQL Lab's tables on the real server: pick examples / main, add `sales` (its columns, and the
// 'Preview: `sales`' tab with 100 rows), add `birth_names`, collapse one, reload and find both
// with the collapsed state, remove one and find it gone after another reload.
import { expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';

const shots = 'artifacts/e2e/screenshots';

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
  if ((await input.inputValue()) === option) return;
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: new RegExp(`\\b${option}$`) }).click();
  await expect(input).toHaveValue(option);
}

/** The active tab's tables as the server keeps them: name → expanded. */
async function savedTables(page: Page): Promise<Record<string, boolean>> {
  const response = await page.request.get('/api/v1/sqllab/');
  const body = (await response.json()) as {
    result: { active_tab: { table_schemas: Array<{ table: string; expanded: boolean }> } | null };
  };
  const tables = body.result.active_tab?.table_schemas ?? [];
  return Object.fromEntries(tables.map((table) => [table.table, table.expanded]));
}

function card(page: Page, table: string) {
  return page.getByRole('region', { name: `Columns of ${table}` });
}

test('SQL Lab tables: add, preview, collapse, reload, remove', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  await page.goto('/sqllab/');
  await expect(page.getByRole('tab', { name: 'Untitled Query 1' })).toBeVisible();
  // A new tab of our own (another spec may have used the first one).
  await page.getByRole('button', { name: 'Add a new tab' }).click();
  await expect(page.getByRole('tab', { name: 'Untitled Query 2' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: /^Columns of/ })).toHaveCount(0);
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');

  const tables = page.getByRole('region', { name: 'Tables' });
  await tables.getByRole('button', { name: /sales/ }).click();
  await expect(card(page, 'sales').getByText('region', { exact: true })).toBeVisible();
  await expect(card(page, 'sales').getByRole('button', { name: 'sales' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const preview = page.getByRole('tab', { name: /Preview: `sales`/ });
  await expect(preview).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Rows returned: 100', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
  await page.screenshot({ path: `${shots}/sqllab-table-preview.png`, fullPage: true });

  await tables.getByRole('button', { name: /birth_names/ }).click();
  await expect(card(page, 'birth_names').getByText('name', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Preview: `birth_names`/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Collapse sales: its columns hide.
  await card(page, 'sales').getByRole('button', { name: 'sales' }).click();
  await expect(card(page, 'sales').getByRole('button', { name: 'sales' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(card(page, 'sales').getByText('region', { exact: true })).toBeHidden();

  // The tab is posted 5 s after it was opened, then its tables.
  await expect
    .poll(() => savedTables(page), { timeout: 30_000 })
    .toEqual({ sales: false, birth_names: true });
  await page.reload();
  await expect(card(page, 'sales').getByRole('button', { name: 'sales' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expect(card(page, 'birth_names').getByRole('button', { name: 'birth_names' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card(page, 'birth_names').getByText('name', { exact: true })).toBeVisible();
  // The previews come back too (the queries of the local tab were migrated with it).
  await expect(page.getByRole('tab', { name: /Preview: `sales`/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /Preview: `birth_names`/ })).toBeVisible();
  await page.screenshot({ path: `${shots}/sqllab-tables-reloaded.png`, fullPage: true });

  // Expand sales again, remove birth_names.
  await card(page, 'sales').getByRole('button', { name: 'sales' }).click();
  await expect(card(page, 'sales').getByText('region', { exact: true })).toBeVisible();
  await card(page, 'birth_names').getByRole('button', { name: 'Remove table preview' }).click();
  await expect(card(page, 'birth_names')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Preview: `birth_names`/ })).toHaveCount(0);
  await expect.poll(() => savedTables(page)).toEqual({ sales: true });

  await page.reload();
  await expect(card(page, 'sales').getByText('region', { exact: true })).toBeVisible();
  await expect(card(page, 'birth_names')).toHaveCount(0);
});
