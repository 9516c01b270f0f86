/// <reference lib="dom" />
// Datasets on the real server: the admin opens the list from the navigation, creates the physical
// dataset examples.main.sales from '+ Dataset', lands on explore with its id and finds it in the
// list; then saves a SQL Lab result as a virtual dataset. What the specs create is deleted after.
import { type APIRequestContext, expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { exploreOpened } from './support/explore.ts';
import { addOwnTab, closeTabsOpenedSince, pick, replaceSql, serverTabIds, shots } from './support/sqlLab.ts';

interface ListedDataset {
  id: number;
  table_name: string;
  schema: string | null;
  sql: string | null;
  database: { database_name: string };
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/security/csrf_token/');
  return ((await response.json()) as { result: string }).result;
}

/** The datasets named `name` (the page's session). */
async function datasetsNamed(request: APIRequestContext, name: string): Promise<ListedDataset[]> {
  const q = `(filters:!((col:table_name,opr:eq,value:'${name}')),page_size:100)`;
  const reply = await request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { result: ListedDataset[] }).result;
}

async function deleteDatasets(request: APIRequestContext, ids: readonly number[]): Promise<void> {
  const token = await csrfToken(request);
  for (const id of ids) {
    const reply = await request.delete(`/api/v1/dataset/${id}`, { headers: { 'X-CSRFToken': token } });
    expect([200, 404]).toContain(reply.status());
  }
}

/** The physical dataset on examples.main.sales, if a previous run left it. */
async function salesDatasets(request: APIRequestContext): Promise<number[]> {
  return (await datasetsNamed(request, 'sales'))
    .filter((row) => !row.sql && row.schema === 'main' && row.database.database_name === 'examples')
    .map((row) => row.id);
}

let created: number[] = [];
test.afterEach(async ({ context }) => {
  await deleteDatasets(context.request, created);
  created = [];
});

test('the admin creates the sales dataset from the dataset list and finds it there', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  // The reused server of an interrupted run may hold it: the flow starts without it.
  await deleteDatasets(page.request, await salesDatasets(page.request));

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Datasets' })
    .click();
  await expect(page).toHaveURL(/\/tablemodelview\/list\/$/);
  await expect(page.getByRole('heading', { name: 'Datasets', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/dataset\/add\/$/);
  await expect(page.getByText('Select dataset source')).toBeVisible();

  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  const tables = page.getByRole('region', { name: 'Select database table' });
  await tables.getByRole('searchbox', { name: 'Search tables' }).fill('sales');
  await tables.getByRole('button', { name: 'sales', exact: true }).click();
  const columns = page.getByRole('table', { name: 'Table columns' });
  await expect(columns.getByRole('cell', { name: 'order_date', exact: true })).toBeVisible();
  await expect(columns.getByRole('cell', { name: 'revenue', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/dataset-add-sales.png`, fullPage: true });

  const opened = exploreOpened(page);
  await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
  const id = await opened;
  created.push(id);
  expect(await salesDatasets(page.request)).toEqual([id]);

  await page.goto('/tablemodelview/list/');
  await page.getByRole('searchbox', { name: 'Name' }).fill('sales');
  const link = page.getByRole('link', { name: 'sales', exact: true });
  await expect(link).toHaveAttribute('href', `/explore/?datasource_type=table&datasource_id=${id}`);
  const row = page.getByRole('row').filter({ has: link });
  await expect(row.getByText('Physical')).toBeVisible();
  await expect(row.getByText('examples')).toBeVisible();
  await page.screenshot({ path: `${shots}/dataset-listed.png`, fullPage: true });

  // The table is now marked as having a dataset, and cannot be added again.
  await page.goto('/dataset/add/');
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  const again = page
    .getByRole('region', { name: 'Select database table' })
    .getByRole('button', { name: /^sales/ });
  await expect(again.getByRole('img', { name: 'This table already has a dataset' })).toBeVisible();
  await again.click();
  await expect(
    page.getByRole('status').getByText('This table already has a dataset', { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create dataset and create chart' })).toBeDisabled();
});

test('a SQL Lab result is saved as a virtual dataset', async ({ page, context }) => {
  test.setTimeout(120_000);
  const name = `e2e revenue ${Date.now().toString(36)}`;
  await logIn(page);
  const tabsBefore = await serverTabIds(page.request);
  try {
    await page.goto('/sqllab/');
    await addOwnTab(page);
    await pick(page, 'Database', 'examples');
    await pick(page, 'Schema', 'main');
    const sql = 'SELECT region, SUM(revenue) AS revenue FROM sales GROUP BY region';
    await replaceSql(page, sql);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
    // The tab reaches the server before the page leaves SQL Lab, so the cleanup removes it (a
    // tab synced after the cleanup would be left behind for the next specs).
    // SQL Lab may have opened a first tab of its own before ours (a user with no tabs): every
    // tab the page shows is awaited.
    const shown = await page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab').count();
    expect(shown).toBeGreaterThan(tabsBefore.length);
    await expect.poll(async () => (await serverTabIds(page.request)).length, { timeout: 30_000 }).toBe(shown);

    await page.getByRole('button', { name: 'Create Chart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    const nameField = dialog.getByRole('textbox', { name: 'Dataset name' });
    await expect(nameField).toHaveValue(/ \d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d$/);
    await nameField.fill(name);
    await page.screenshot({ path: `${shots}/dataset-save-from-sqllab.png`, fullPage: true });
    const opened = exploreOpened(page);
    await dialog.getByRole('button', { name: 'Save & Explore' }).click();
    const id = await opened;
    created.push(id);

    const [saved] = await datasetsNamed(page.request, name);
    expect(saved?.id).toBe(id);
    expect(saved?.sql).toBe(sql);
    await page.goto('/tablemodelview/list/?type=virtual');
    await page.getByRole('searchbox', { name: 'Name' }).fill(name);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByText('Virtual')).toBeVisible();

    // Overwrite it with another query's result: same id, the new SQL.
    await page.goto('/sqllab/');
    const other = 'SELECT region FROM sales GROUP BY region';
    await replaceSql(page, other);
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect(page.getByRole('table', { name: 'Results' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Chart' }).click();
    const again = page.getByRole('dialog', { name: 'Save or Overwrite Dataset' });
    await again.locator('label').filter({ hasText: 'Overwrite existing' }).click();
    await pick(page, 'Existing dataset', name);
    await again.getByRole('button', { name: 'Overwrite & Explore' }).click();
    await expect(again.getByText('Are you sure you want to overwrite this dataset?')).toBeVisible();
    const reopened = exploreOpened(page);
    await again.getByRole('button', { name: 'Overwrite & Explore' }).click();
    expect(await reopened).toBe(id);
    const [overwritten] = await datasetsNamed(page.request, name);
    expect(overwritten?.sql).toBe(other);
  } finally {
    await closeTabsOpenedSince(context, tabsBefore);
  }
});
