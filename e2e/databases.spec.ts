/// <reference lib="dom" />
// An admin connects a PostgreSQL database through the UI against the real server: test the
// connection, save, find it in the list, and see only the masked URI when editing it.
import { expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';

const shots = 'artifacts/e2e/screenshots';

test('the admin connects a PostgreSQL database and never sees its password again', async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = `e2e postgres ${suffix}`;
  // Trust authentication accepts any password: it is there to be masked.
  const password = `pw-${suffix}`;
  const uri = `postgresql://postgres:${password}@127.0.0.1:5432/test`;

  await logIn(page, '/databaseview/list/');
  await expect(page.getByRole('cell', { name: 'examples', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add database' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a database' });
  await dialog.getByRole('button', { name: /Database engine/ }).click();
  await page.getByRole('option', { name: 'PostgreSQL' }).click();
  await dialog.getByRole('textbox', { name: /Display name/ }).fill(name);
  // The radio's input is visually hidden inside its label: people click the label.
  await dialog.locator('label').filter({ hasText: 'SQLAlchemy URI' }).click();
  await expect(dialog.getByRole('radio', { name: 'SQLAlchemy URI' })).toBeChecked();
  await dialog.getByRole('textbox', { name: /SQLAlchemy URI/ }).fill(uri);
  await dialog.getByRole('button', { name: 'Test connection' }).click();
  await expect(page.getByText('Connection looks good!')).toBeVisible();
  await page.screenshot({ path: `${shots}/database-connect.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('Database connected')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Search by name' }).fill(suffix);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  await expect(row).toBeVisible();
  await expect(page.getByText('1-1 of 1')).toBeVisible();
  await expect(row.getByText('postgresql')).toBeVisible();
  await page.screenshot({ path: `${shots}/database-listed.png`, fullPage: true });

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit database' });
  await expect(edit.getByRole('textbox', { name: /Display name/ })).toHaveValue(name);
  await expect(edit.getByRole('textbox', { name: /SQLAlchemy URI/ })).toHaveValue(
    'postgresql://postgres:XXXXXXXXXX@127.0.0.1:5432/test',
  );
  expect(await page.content()).not.toContain(password);
  await page.screenshot({ path: `${shots}/database-edit-masked.png`, fullPage: true });
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
});
