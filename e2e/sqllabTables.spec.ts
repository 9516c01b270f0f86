/// <reference lib="dom" />
// SQL Lab's tables on the real server: pick examples / main, add `sales` (its columns, and the
// 'Preview: `sales`' tab with 100 rows), add `birth_names`, collapse one, reload and find both
// with the collapsed state, remove one and find it gone after another reload.
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { addOwnTab, closeTabsOpenedSince, pick, savedTables, serverTabIds, shots } from './support/sqlLab.ts';

function card(page: Page, table: string) {
  return page.getByRole('region', { name: `Columns of ${table}` });
}

let tabsBefore: number[] = [];
test.afterEach(async ({ context }) => closeTabsOpenedSince(context, tabsBefore));

test('SQL Lab tables: add, preview, collapse, reload, remove', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  tabsBefore = await serverTabIds(page.request);
  await page.goto('/sqllab/');
  // A new tab of our own (another spec may have used the first one).
  await addOwnTab(page);
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
