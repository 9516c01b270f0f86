/// <reference lib="dom" />
// An admin edits a dataset's metric in the Edit Dataset modal against the real server: the
// dataset (on the examples table `sales`) is made through the API, opened from the dataset
// list's edit action, its metric's expression and label changed, saved through the
// confirmation, and found changed on reopening and through GET /api/v1/dataset/{id}.
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { createOrdersSchema, dropSchema, onPostgres, postgresUrl } from './support/postgres.ts';

const shots = 'artifacts/e2e/screenshots';

/** What the spec made, deleted after it (other specs share the server and the user). */
const created: number[] = [];

async function csrfHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const reply = await request.get('/api/v1/security/csrf_token/');
  return { 'X-CSRFToken': ((await reply.json()) as { result: string }).result };
}

async function examplesId(request: APIRequestContext): Promise<number> {
  const q = '(filters:!((col:database_name,opr:eq,value:examples)))';
  const reply = await request.get(`/api/v1/database/?q=${encodeURIComponent(q)}`);
  const { result } = (await reply.json()) as { result: Array<{ id: number }> };
  return result[0]!.id;
}

interface Metric {
  id: number;
  metric_name: string;
  verbose_name: string | null;
  expression: string;
}

async function metricsOf(request: APIRequestContext, id: number): Promise<Metric[]> {
  const reply = await request.get(`/api/v1/dataset/${id}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { result: { metrics: Metric[] } }).result.metrics;
}

/** The Edit Dataset modal of `name`, opened from the dataset list's edit action. */
async function openEditModal(page: Page, name: string) {
  await page.goto(`/tablemodelview/list/?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Edit Dataset ${name}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: /^Metrics/ }).click();
  return dialog;
}

test.afterEach(async ({ page }) => {
  const headers = await csrfHeaders(page.request);
  for (const id of created.splice(0)) {
    expect((await page.request.delete(`/api/v1/dataset/${id}`, { headers })).status()).toBe(200);
  }
});

test("the admin changes a metric's expression and label, and finds them saved", async ({ page }) => {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const name = `e2e_sales_${suffix}`;
  await logIn(page);

  // Setup: a virtual dataset reading `sales` (a name of its own, so no other spec's dataset on
  // the table is in the way); the server gives it the metric count = COUNT(*).
  const database = await examplesId(page.request);
  const create = await page.request.post('/api/v1/dataset/', {
    headers: await csrfHeaders(page.request),
    data: {
      database,
      schema: 'main',
      table_name: name,
      sql: 'SELECT order_date, region, customer_id, revenue FROM sales',
    },
  });
  expect(create.status()).toBe(201);
  const id = ((await create.json()) as { id: number }).id;
  created.push(id);
  const before = await metricsOf(page.request, id);
  expect(before.map((metric) => [metric.metric_name, metric.expression])).toEqual([['count', 'COUNT(*)']]);

  const dialog = await openEditModal(page, name);
  const label = dialog.getByRole('textbox', { name: 'Label of count' });
  await label.fill('Distinct customers');
  const expression = dialog.getByRole('textbox', { name: 'SQL expression of count' });
  await expression.fill('COUNT(DISTINCT customer_id)');
  await page.screenshot({ path: `${shots}/dataset-edit-metric.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();

  const confirm = page.getByRole('dialog', { name: 'Confirm save' });
  await expect(confirm).toContainText(
    'The dataset configuration exposed here affects all the charts using this dataset.',
  );
  await confirm.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByText('The dataset has been saved')).toBeVisible();
  await expect(dialog).toBeHidden();

  const reopened = await openEditModal(page, name);
  await expect(reopened.getByRole('textbox', { name: 'Label of count' })).toHaveValue('Distinct customers');
  await expect(reopened.getByRole('textbox', { name: 'SQL expression of count' })).toHaveValue(
    'COUNT(DISTINCT customer_id)',
  );
  await page.screenshot({ path: `${shots}/dataset-edit-reopened.png`, fullPage: true });
  await reopened.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(reopened).toBeHidden();

  const after = await metricsOf(page.request, id);
  expect(after).toEqual([
    expect.objectContaining({
      id: before[0]!.id,
      metric_name: 'count',
      verbose_name: 'Distinct customers',
      expression: 'COUNT(DISTINCT customer_id)',
    }),
  ]);
});

test("'Sync columns from source' takes a PostgreSQL table's new columns into the draft; Cancel writes nothing, Save does", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const schema = `e2e_sync_${Date.now().toString(36)}`;
  await createOrdersSchema(schema);
  let databaseId: number | null = null;
  let datasetId: number | null = null;
  try {
    await logIn(page);
    const headers = await csrfHeaders(page.request);
    const database = await page.request.post('/api/v1/database/', {
      headers,
      data: {
        database_name: `sync ${schema}`,
        sqlalchemy_uri: postgresUrl.replace(/^postgres:/, 'postgresql:'),
      },
    });
    expect(database.status()).toBe(201);
    databaseId = ((await database.json()) as { id: number }).id;
    const create = await page.request.post('/api/v1/dataset/', {
      headers,
      data: { database: databaseId, schema, table_name: 'orders' },
    });
    expect(create.status()).toBe(201);
    datasetId = ((await create.json()) as { id: number }).id;
    const id = datasetId;
    await onPostgres(
      `ALTER TABLE ${schema}.orders ADD COLUMN discount NUMERIC(5,2); ALTER TABLE ${schema}.orders DROP COLUMN amount`,
    );

    const sync = async () => {
      await page.goto(`/tablemodelview/list/?search=orders`);
      await page.getByRole('button', { name: 'Edit orders', exact: true }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Edit Dataset orders' });
      await dialog.getByRole('tab', { name: /^Columns/ }).click();
      await dialog.getByRole('button', { name: 'Sync columns from source' }).click();
      await expect(page.getByText('Metadata has been synced')).toBeVisible();
      await expect(page.getByText('New columns added: discount')).toBeVisible();
      await expect(page.getByText('Removed columns: amount')).toBeVisible();
      await expect(dialog.getByRole('cell', { name: 'discount', exact: true })).toBeVisible();
      return dialog;
    };
    const columnNames = async () =>
      (
        (await (await page.request.get(`/api/v1/dataset/${id}`)).json()) as {
          result: { columns: Array<{ column_name: string; type: string }> };
        }
      ).result.columns.map((column) => `${column.column_name} ${column.type}`);

    const cancelled = await sync();
    await cancelled.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(cancelled).toBeHidden();
    expect(await columnNames()).toEqual([
      'id INTEGER',
      'region TEXT',
      'amount NUMERIC',
      'placed_at TIMESTAMP WITHOUT TIME ZONE',
    ]);

    const saved = await sync();
    await page.screenshot({ path: `${shots}/dataset-edit-synced.png`, fullPage: true });
    await saved.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm save' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await expect(page.getByText('The dataset has been saved')).toBeVisible();
    await expect(saved).toBeHidden();
    expect(await columnNames()).toEqual([
      'id INTEGER',
      'region TEXT',
      'placed_at TIMESTAMP WITHOUT TIME ZONE',
      'discount NUMERIC(5, 2)',
    ]);
  } finally {
    const headers = await csrfHeaders(page.request);
    if (datasetId !== null) await page.request.delete(`/api/v1/dataset/${datasetId}`, { headers });
    if (databaseId !== null) await page.request.delete(`/api/v1/database/${databaseId}`, { headers });
    await dropSchema(schema);
  }
});
