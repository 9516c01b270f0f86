/// <reference lib="dom" />
// A new user's SQL Lab journey on the real server, once on `examples` (DuckDB) and once on a
// PostgreSQL database added through the UI: from the home page open SQL Lab, pick the database
// and schema, find the table in the schema browser, write an aggregate with autocomplete, run
// it, sort the grid, stop a runaway query, save the aggregate, reload and find the tabs, their
// SQL and results back, find the query in Saved queries, copy its link and open it.
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';
import { logIn } from './support/auth.ts';
import { activeSleeps, createOrdersSchema, dropSchema, ORDERS_PER_REGION } from './support/postgres.ts';
import {
  addOwnTab,
  clearSql,
  closeTabsOpenedSince,
  editorText,
  editorUnderscoreFit,
  pick,
  replaceSql,
  savedTabLabels,
  serverTabIds,
  shots,
  sortGridBy,
} from './support/sqlLab.ts';

const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

interface Journey {
  /** Screenshot prefix. */
  slug: string;
  database: string;
  schema: string;
  table: string;
  /** A column of `table` the user completes from a prefix. */
  column: { prefix: string; name: string };
  tablePrefix: string;
  /** The aggregate's count column, and what the grid shows for one region. */
  countColumn: string;
  region: { name: string; count?: number };
  runaway: string;
  /** Checks, once the runaway query was stopped, that the database no longer runs it. */
  afterStop?: () => Promise<void>;
}

/** What each test leaves behind, undone after it (other specs share the server and the user). */
const cleanup = {
  tabIds: null as number[] | null,
  savedQueryIds: [] as number[],
  databaseIds: [] as number[],
};

test.afterEach(async ({ context }) => {
  const token = await context.request.get('/api/v1/security/csrf_token/');
  const headers = { 'X-CSRFToken': ((await token.json()) as { result: string }).result };
  for (const id of cleanup.savedQueryIds.splice(0)) {
    expect((await context.request.delete(`/api/v1/saved_query/${id}`, { headers })).status()).toBe(200);
  }
  if (cleanup.tabIds) await closeTabsOpenedSince(context, cleanup.tabIds);
  cleanup.tabIds = null;
  for (const id of cleanup.databaseIds.splice(0)) {
    expect((await context.request.delete(`/api/v1/database/${id}`, { headers })).status()).toBe(200);
  }
});

async function openSqlLabFromHome(page: Page): Promise<string> {
  await expect(page).toHaveURL(`${e2eServer.baseURL}/`);
  cleanup.tabIds = await serverTabIds(page.request);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'SQL Lab' })
    .click();
  await expect(page).toHaveURL(/\/sqllab\//);
  // A tab of the journey's own: the admin is shared with the other specs.
  return addOwnTab(page);
}

/** Types `prefix`, waits for ace's popup to offer `offered` first and accepts it with `key`. */
async function complete(page: Page, prefix: string, offered: string, key: 'Enter' | 'Tab', shot?: string) {
  await page.keyboard.type(prefix);
  const popup = page.locator('.ace_autocomplete');
  await expect(popup).toBeVisible();
  await expect(popup.locator('.ace_line').first()).toContainText(offered);
  if (shot) await page.screenshot({ path: shot, fullPage: true });
  await page.keyboard.press(key);
  await expect(popup).toBeHidden();
}

async function journey(page: Page, context: BrowserContext, trip: Journey) {
  const shot = (step: string, on: Page = page) =>
    on.screenshot({ path: `${shots}/journey-${trip.slug}-${step}.png`, fullPage: true });
  const tabs = page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');
  const grid = page.getByRole('table', { name: 'Results' });
  const label = `Orders by region ${trip.slug} ${suffix}`;
  const aggregate =
    `SELECT ${trip.column.name}, COUNT(*) AS ${trip.countColumn} FROM ${trip.table} ` +
    `GROUP BY ${trip.column.name} ORDER BY ${trip.column.name}`;

  const firstTab = await openSqlLabFromHome(page);
  await pick(page, 'Database', trip.database);
  await pick(page, 'Schema', trip.schema);

  // The schema browser: the table, then its columns.
  const tables = page.getByRole('region', { name: 'Tables' });
  await tables.getByRole('button', { name: new RegExp(`\\b${trip.table}\\b`) }).click();
  const columns = page.getByRole('region', { name: `Columns of ${trip.table}` });
  await expect(columns.getByText(trip.column.name, { exact: true })).toBeVisible();
  await shot('schema-browser');

  // The aggregate, written with autocomplete: a column, then the table.
  await clearSql(page);
  await page.keyboard.type('SELECT ');
  await complete(
    page,
    trip.column.prefix,
    trip.column.name,
    'Enter',
    `${shots}/journey-${trip.slug}-autocomplete.png`,
  );
  await expect.poll(() => editorText(page)).toBe(`SELECT ${trip.column.name}`);
  await page.keyboard.type(`, COUNT(*) AS ${trip.countColumn} FROM `);
  await complete(page, trip.tablePrefix, trip.table, 'Tab');
  await page.keyboard.type(` GROUP BY ${trip.column.name} ORDER BY ${trip.column.name}`);
  await page.keyboard.press('Escape');
  await expect.poll(() => editorText(page)).toBe(aggregate);
  // Underscores show: ace's line leaves room under the baseline.
  const fit = await editorUnderscoreFit(page);
  expect(fit.inkBottom).toBeLessThanOrEqual(fit.lineHeight);

  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('Success', { exact: true })).toBeVisible();
  const expectRegionCount = async () => {
    const row = grid.getByRole('row').filter({
      has: page.getByRole('cell', { name: trip.region.name, exact: true }),
    });
    await expect(row).toHaveCount(1);
    if (trip.region.count !== undefined) {
      await expect(row.getByRole('cell', { name: String(trip.region.count), exact: true })).toBeVisible();
    }
  };
  await expectRegionCount();
  await sortGridBy(page, trip.countColumn);
  await shot('results-sorted');

  // A runaway query in a second tab, stopped; the database answers a quick query right after.
  const secondTab = await addOwnTab(page);
  await expect(page.getByRole('combobox', { name: 'Database' })).toHaveValue(trip.database);
  await pick(page, 'Schema', trip.schema);
  await replaceSql(page, trip.runaway);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(page.getByText('Running', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText('Query was stopped.')).toBeVisible();
  await expect(page.getByText('Query was stopped', { exact: true })).toBeVisible();
  await shot('stopped');
  await trip.afterStop?.();
  const quick = 'SELECT 40 + 2 AS answer';
  await replaceSql(page, quick);
  await page.keyboard.press('ControlOrMeta+Enter');
  await expect(grid.getByRole('cell', { name: '42', exact: true })).toBeVisible({ timeout: 10_000 });

  // Save the aggregate from its tab.
  await tabs.filter({ hasText: firstTab }).click();
  await expect.poll(() => editorText(page)).toBe(aggregate);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const save = page.getByRole('dialog', { name: 'Save query' });
  await save.getByRole('textbox', { name: 'Name' }).fill(label);
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/v1/saved_query/') && r.request().method() === 'POST'),
    save.getByRole('button', { name: 'Save', exact: true }).click(),
  ]);
  cleanup.savedQueryIds.push(((await saved.json()) as { id: number }).id);
  await expect(page.getByText('Your query was saved')).toBeVisible();
  await expect(save).toBeHidden();

  // Reload: both tabs, their SQL, and the aggregate's rows without running it again.
  await expect
    .poll(() => savedTabLabels(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining([firstTab, secondTab]));
  await page.reload();
  await expect(tabs.filter({ hasText: firstTab })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.filter({ hasText: secondTab })).toBeVisible();
  await expect.poll(() => editorText(page)).toBe(aggregate);
  await expectRegionCount();
  await shot('reloaded');
  await tabs.filter({ hasText: secondTab }).click();
  await expect.poll(() => editorText(page)).toBe(quick);
  await expect(grid.getByRole('cell', { name: '42', exact: true })).toBeVisible();

  // Saved queries: find it, copy its link, open the link in a new page: its tab, active.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Saved queries' })
    .click();
  await expect(page).toHaveURL(/\/savedqueryview\/list\//);
  await page.getByRole('searchbox', { name: 'Search by name' }).fill(suffix);
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: label, exact: true }) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell', { name: trip.database, exact: true })).toBeVisible();
  await expect(row.getByRole('cell', { name: trip.schema, exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Copy the link to ${label}` }).click();
  await expect(page.getByText('Link Copied!')).toBeVisible();
  await shot('saved-queries');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${e2eServer.baseURL}/sqllab\\?savedQueryId=\\d+$`));

  const opened = await context.newPage();
  await opened.goto(link);
  // SQL Lab drops the parameter from the address once the query is open.
  await expect(opened).toHaveURL(new RegExp(`^${e2eServer.baseURL}/sqllab/?$`));
  const openedTabs = opened.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');
  // The tab that holds the saved query (the first one) is made active again.
  await expect(openedTabs.filter({ hasText: firstTab })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => editorText(opened)).toBe(aggregate);
  await expect(opened.getByRole('combobox', { name: 'Database' })).toHaveValue(trip.database);
  await expect(opened.getByRole('combobox', { name: 'Schema' })).toHaveValue(trip.schema);
  // Data previews restored with the page do not take the South pane over: Results is shown.
  const south = opened.getByRole('tablist', { name: 'Results and history' });
  await expect(south.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
  await shot('saved-query-link', opened);
  await opened.close();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2eServer.baseURL });
});

test('SQL Lab journey on examples (DuckDB)', async ({ page, context }) => {
  test.setTimeout(150_000);
  await logIn(page);
  await journey(page, context, {
    slug: 'examples',
    database: 'examples',
    schema: 'main',
    table: 'sales',
    column: { prefix: 'reg', name: 'region' },
    tablePrefix: 'sal',
    countColumn: 'orders',
    region: { name: 'Europe' },
    runaway: 'SELECT count(*) FROM range(100000000000)',
  });
});

test.describe('on PostgreSQL', () => {
  const schema = `journey_${suffix}`;
  const database = `Journey PostgreSQL ${suffix}`;

  test.beforeAll(async () => {
    await createOrdersSchema(schema);
  });
  test.afterAll(async () => {
    await dropSchema(schema);
  });

  test('SQL Lab journey on PostgreSQL added through the UI', async ({ page, context }) => {
    test.setTimeout(180_000);
    const marker = `runaway_${suffix}`;
    // The database, connected through the UI.
    await logIn(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Databases' })
      .click();
    await expect(page).toHaveURL(/\/databaseview\/list\//);
    await page.getByRole('button', { name: 'Add database' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect a database' });
    await dialog.getByRole('button', { name: /Database engine/ }).click();
    await page.getByRole('option', { name: 'PostgreSQL' }).click();
    await dialog.getByRole('textbox', { name: /Display name/ }).fill(database);
    await dialog.getByRole('textbox', { name: 'Host' }).fill('127.0.0.1');
    await dialog.getByRole('textbox', { name: 'Port' }).fill('5432');
    await dialog.getByRole('textbox', { name: 'Database name' }).fill('test');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('postgres');
    await dialog.getByRole('button', { name: 'Test connection' }).click();
    await expect(page.getByText('Connection looks good!')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Expose database in SQL Lab' })).toBeChecked();
    await page.screenshot({ path: `${shots}/journey-postgres-connect.png`, fullPage: true });
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/database/') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Connect', exact: true }).click(),
    ]);
    cleanup.databaseIds.push(((await created.json()) as { id: number }).id);
    await expect(page.getByText('Database connected')).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Loupe home' }).click();

    await journey(page, context, {
      slug: 'postgres',
      database,
      schema,
      table: 'orders',
      column: { prefix: 'reg', name: 'region' },
      tablePrefix: 'ord',
      countColumn: 'order_count',
      region: { name: 'Asia', count: ORDERS_PER_REGION.Asia },
      runaway: `SELECT pg_sleep(600) AS ${marker}`,
      afterStop: async () => {
        await expect.poll(() => activeSleeps(marker), { timeout: 2_000 }).toBe(0);
      },
    });
  });
});
