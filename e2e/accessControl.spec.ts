// Access control as an admin hands it out (issue 15): in the Settings pages the admin makes a role
// granting one dataset (datasource_access on it), creates a user with Gamma, sql_lab and that
// role, and logs out; the new user logs in, finds only that dataset in the dataset list, reads
// it in SQL Lab and is refused another table of the same database with the typed error panel.
import { expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';
import { logIn } from './support/auth.ts';
import { csrfHeaders } from './support/datasets.ts';
import { examplesDataset } from './support/explore.ts';
import { addOwnTab, pick, replaceSql, shots } from './support/sqlLab.ts';

const suffix = Date.now().toString(36);
const roleName = `Sales readers ${suffix}`;
const username = `reader_${suffix}`;
const password = `p4ss-${suffix}`;
const made = { datasets: [] as number[], userId: null as number | null, roleId: null as number | null };
let salesId = 0;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page);
  const sales = await examplesDataset(page.request, 'sales');
  const births = await examplesDataset(page.request, 'birth_names');
  salesId = sales.id;
  for (const dataset of [sales, births]) if (dataset.created) made.datasets.push(dataset.id);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page);
  const headers = await csrfHeaders(page.request);
  if (made.userId !== null) await page.request.delete(`/api/v1/security/users/${made.userId}`, { headers });
  if (made.roleId !== null) await page.request.delete(`/api/v1/security/roles/${made.roleId}`, { headers });
  for (const id of made.datasets) await page.request.delete(`/api/v1/dataset/${id}`, { headers });
  await page.close();
});

async function openSettings(page: Page, entry: string): Promise<void> {
  await page.getByRole('button', { name: /Settings/ }).click();
  await page.getByRole('menuitem', { name: entry }).click();
}

async function toast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText(text)).toBeVisible();
}

test('an admin grants one dataset to a new user, who sees only it and is refused other tables', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page);

  // A role granting the sales dataset.
  await openSettings(page, 'List Roles');
  await expect(page).toHaveURL(/\/roles\/list\//);
  await expect(page.getByRole('heading', { name: 'List Roles' })).toBeVisible();
  await page.getByRole('button', { name: 'Role', exact: true }).click();
  const addRole = page.getByRole('dialog', { name: 'Add Role' });
  await addRole.getByRole('textbox', { name: 'Name' }).fill(roleName);
  const [createdRole] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/security/roles/') && r.request().method() === 'POST',
    ),
    addRole.getByRole('button', { name: 'Add' }).click(),
  ]);
  made.roleId = ((await createdRole.json()) as { id: number }).id;
  await toast(page, 'Role added');
  await page.getByRole('button', { name: `Permissions of ${roleName}` }).click();
  const permissions = page.getByRole('dialog', { name: `Permissions: ${roleName}` });
  await permissions
    .getByRole('searchbox', { name: 'Search permissions' })
    .fill(`datasource [sales](id:${salesId})`);
  const pair = `datasource access on [examples].[sales](id:${salesId})`;
  await permissions.getByText(pair, { exact: true }).click();
  await expect(permissions.getByRole('checkbox', { name: pair })).toBeChecked();
  await expect(permissions.getByText(/^1 of \d+ selected$/)).toBeVisible();
  await page.screenshot({ path: `${shots}/access-role-permissions.png`, fullPage: true });
  await permissions.getByRole('button', { name: 'Save' }).click();
  await toast(page, 'Permissions saved');
  await expect(permissions).toBeHidden();

  // A user with Gamma, sql_lab and that role.
  await openSettings(page, 'List Users');
  await expect(page).toHaveURL(/\/users\/list\//);
  await page.getByRole('button', { name: 'User', exact: true }).click();
  const addUser = page.getByRole('dialog', { name: 'Add User' });
  await addUser.getByRole('textbox', { name: 'First Name' }).fill('Rita');
  await addUser.getByRole('textbox', { name: 'Last Name' }).fill('Reader');
  await addUser.getByRole('textbox', { name: 'User Name' }).fill(username);
  await addUser.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
  await addUser.getByLabel('Password', { exact: true }).fill(password);
  await addUser.getByLabel('Confirm Password').fill(password);
  for (const role of ['Gamma', 'sql_lab', roleName]) {
    await addUser.getByRole('combobox', { name: 'Add to Role' }).click();
    await page.getByRole('option', { name: role, exact: true }).click();
  }
  await page.screenshot({ path: `${shots}/access-add-user.png`, fullPage: true });
  const [createdUser] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/security/users/') && r.request().method() === 'POST',
    ),
    addUser.getByRole('button', { name: 'Add' }).click(),
  ]);
  expect(createdUser.status()).toBe(201);
  made.userId = ((await createdUser.json()) as { id: number }).id;
  await toast(page, 'User added');
  await expect(page.getByRole('cell', { name: username, exact: true })).toBeVisible();

  // Out, and in again as the new user.
  await openSettings(page, 'Logout');
  await expect(page).toHaveURL(/\/login\//);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${e2eServer.baseURL}/`);
  // Gamma holds no security pages.
  await page.getByRole('button', { name: /Settings/ }).click();
  await expect(page.getByRole('menuitem', { name: 'List Users' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The dataset list holds the granted dataset only.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Datasets' })
    .click();
  await expect(page).toHaveURL(/\/tablemodelview\/list\//);
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.filter({ hasText: 'sales' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'birth_names' })).toHaveCount(0);
  await expect(rows).toHaveCount(2); // the header and sales
  await page.screenshot({ path: `${shots}/access-datasets.png`, fullPage: true });

  // SQL Lab reads the granted table and refuses another.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'SQL Lab' })
    .click();
  await expect(page).toHaveURL(/\/sqllab\//);
  await addOwnTab(page);
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  await replaceSql(page, 'SELECT COUNT(*) AS orders FROM sales');
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('Success', { exact: true })).toBeVisible();

  await replaceSql(page, 'SELECT * FROM birth_names');
  await page.keyboard.press('ControlOrMeta+Enter');
  const refusal = page.getByRole('alert').filter({ hasText: 'You need access to the following tables' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('`main.birth_names`');
  await expect(refusal).toContainText('`all_database_access` or `all_datasource_access` permission');
  await page.screenshot({ path: `${shots}/access-sqllab-refused.png`, fullPage: true });
});
