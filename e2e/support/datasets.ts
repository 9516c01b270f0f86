// Datasets in the e2e specs: made the way a user makes them (Datasets → '+ Dataset' → database,
// schema, table → 'Create dataset and create chart'), looked up and deleted through the API.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { exploreOpened } from './explore.ts';
import { pick } from './sqlLab.ts';

export async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const response = await request.get('/api/v1/security/csrf_token/');
  return { 'X-CSRFToken': ((await response.json()) as { result: string }).result };
}

/** Physical datasets on `database`.`schema`.`table` (e.g. left by an interrupted run). */
export async function physicalDatasets(
  request: APIRequestContext,
  database: string,
  schema: string,
  table: string,
): Promise<number[]> {
  const q = `(filters:!((col:table_name,opr:eq,value:'${table}')),page_size:100)`;
  const reply = await request.get(`/api/v1/dataset/?q=${encodeURIComponent(q)}`);
  expect(reply.status()).toBe(200);
  const rows = (
    (await reply.json()) as {
      result: Array<{
        id: number;
        schema: string | null;
        sql: string | null;
        database: { database_name: string };
      }>;
    }
  ).result;
  return rows
    .filter((row) => !row.sql && row.schema === schema && row.database.database_name === database)
    .map((row) => row.id);
}

export async function deleteDatasets(request: APIRequestContext, ids: readonly number[]): Promise<void> {
  const headers = await csrfHeaders(request);
  for (const id of ids) {
    const reply = await request.delete(`/api/v1/dataset/${id}`, { headers });
    expect([200, 404]).toContain(reply.status());
  }
}

/** Creates the dataset from the add page, as a user does; its id, read from the explore URL it opens. */
export async function createDatasetInUi(
  page: Page,
  database: string,
  schema: string,
  table: string,
): Promise<number> {
  await page.goto('/tablemodelview/list/');
  await page.getByRole('button', { name: 'Dataset', exact: true }).click();
  await expect(page).toHaveURL(/\/dataset\/add\/$/);
  // The picker selects a database's only schema by itself: pick the schema only when it did not.
  const schemas = page.waitForResponse((response) =>
    /\/api\/v1\/database\/\d+\/schemas\//.test(response.url()),
  );
  await pick(page, 'Database', database);
  await schemas;
  const schemaInput = page.getByRole('combobox', { name: 'Schema' });
  await expect(schemaInput).toBeEnabled();
  // Give the picker's own choice a moment to land (databases with several schemas make none).
  await expect
    .poll(() => schemaInput.inputValue(), { timeout: 1500 })
    .not.toBe('')
    .catch(() => undefined);
  if ((await schemaInput.inputValue()) !== schema) await pick(page, 'Schema', schema);
  await expect(schemaInput).toHaveValue(schema);
  const tables = page.getByRole('region', { name: 'Select database table' });
  await tables.getByRole('searchbox', { name: 'Search tables' }).fill(table);
  await tables.getByRole('button', { name: table, exact: true }).click();
  await expect(page.getByRole('table', { name: 'Table columns' })).toBeVisible();
  const opened = exploreOpened(page);
  await page.getByRole('button', { name: 'Create dataset and create chart' }).click();
  return opened;
}
