/// <reference lib="dom" />
// SQL Lab helpers for the e2e specs: the pickers, the ace editor's text, the grid's column
// values, the tabs and the flags as the real server keeps them, and cleaning up after a spec.
import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';

export const shots = 'artifacts/e2e/screenshots';

/** Picks `option` in the combobox labelled `label` (Database, Schema…), unless already picked. */
export async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  if ((await input.inputValue()) === option) return;
  await input.click();
  await input.fill(option);
  const choice = page.getByRole('option', { name: new RegExp(`\\b${option}$`) });
  // The picker may choose a database's only schema by itself meanwhile: then no list stays open.
  await expect(async () => {
    if ((await input.inputValue()) === option && !(await choice.isVisible())) return;
    await choice.click({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(input).toHaveValue(option);
}

/** The ace editor's text (ace keeps it in a model, not in the DOM). */
export function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.querySelector('.loupe-sql-editor__ace') as
      | (Element & { env?: { editor: { getValue(): string } } })
      | null;
    return host?.env?.editor.getValue() ?? '';
  });
}

/** Empties the editor (click, select all, delete), leaving the focus in it. */
export async function clearSql(page: Page): Promise<void> {
  await page.locator('.loupe-sql-editor__ace .ace_content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await expect.poll(() => editorText(page)).toBe('');
}

/** Types `sql` into an emptied editor, as a person would. */
export async function replaceSql(page: Page, sql: string): Promise<void> {
  await clearSql(page);
  await page.keyboard.type(sql);
  // Close the autocomplete popup, if open, before any shortcut.
  await page.keyboard.press('Escape');
  await expect.poll(() => editorText(page)).toBe(sql);
}

/** The numbers of the results grid's column `column` (as shown), top to bottom. */
export function gridNumbers(page: Page, column: string): Promise<number[]> {
  return page.getByRole('table', { name: 'Results' }).evaluate((table, name) => {
    const heads = Array.from(table.querySelectorAll('thead th'));
    const index = heads.findIndex((th) => th.textContent?.trim().startsWith(name));
    return Array.from(table.querySelectorAll('tbody tr.loupe-data-grid__row')).map((row) =>
      Number(row.children[index]?.textContent?.replace(/[^\d.-]/g, '')),
    );
  }, column);
}

/** Sorts the results grid by `column` (its header's button) and checks the shown order. */
export async function sortGridBy(page: Page, column: string): Promise<'ascending' | 'descending'> {
  const header = page.getByRole('table', { name: 'Results' }).getByRole('columnheader', { name: column });
  await header.getByRole('button', { name: column, exact: true }).click();
  await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
  const direction = (await header.getAttribute('aria-sort')) as 'ascending' | 'descending';
  const values = await gridNumbers(page, column);
  expect(values.length).toBeGreaterThan(1);
  expect(values).toEqual([...values].sort((a, b) => (direction === 'ascending' ? a - b : b - a)));
  return direction;
}

interface Bootstrap {
  result: {
    active_tab: {
      id: number;
      sql: string | null;
      table_schemas: Array<{ table: string; expanded: boolean }>;
    } | null;
    tab_state_ids: Array<{ id: number; label: string | null }>;
  };
}

async function bootstrap(request: APIRequestContext): Promise<Bootstrap['result']> {
  const response = await request.get('/api/v1/sqllab/');
  expect(response.status()).toBe(200);
  return ((await response.json()) as Bootstrap).result;
}

/** The SQL of the active tab as the server keeps it (GET /api/v1/sqllab/, the page's session). */
export async function savedSql(page: Page): Promise<string | null> {
  return (await bootstrap(page.request)).active_tab?.sql ?? null;
}

/** The active tab's tables as the server keeps them: name → expanded. */
export async function savedTables(page: Page): Promise<Record<string, boolean>> {
  const tables = (await bootstrap(page.request)).active_tab?.table_schemas ?? [];
  return Object.fromEntries(tables.map((table) => [table.table, table.expanded]));
}

/** The labels of the caller's tabs as the server keeps them, in order. */
export async function savedTabLabels(page: Page): Promise<string[]> {
  return (await bootstrap(page.request)).tab_state_ids.map((tab) => tab.label ?? '');
}

async function csrfToken(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/security/csrf_token/');
  return ((await response.json()) as { result: string }).result;
}

/** Sets a database flag through the API, with the browser session and its CSRF token. */
export async function setDatabaseFlags(
  request: APIRequestContext,
  name: string,
  flags: Record<string, boolean>,
): Promise<void> {
  const q = `(filters:!((col:database_name,opr:eq,value:${name})))`;
  const list = await request.get(`/api/v1/database/?q=${encodeURIComponent(q)}`);
  const { result } = (await list.json()) as { result: Array<{ id: number }> };
  const reply = await request.put(`/api/v1/database/${result[0]!.id}`, {
    data: flags,
    headers: { 'X-CSRFToken': await csrfToken(request) },
  });
  expect(reply.status()).toBe(200);
}

/**
 * Opens a tab of the spec's own in SQL Lab ('Add a new tab'), active, and returns its name, so
 * that the spec depends on no tab another spec left behind.
 */
export async function addOwnTab(page: Page): Promise<string> {
  const tabs = page.getByRole('tablist', { name: 'Query tabs' }).getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  const before = await tabs.count();
  await page.getByRole('button', { name: 'Add a new tab' }).click();
  await expect(tabs).toHaveCount(before + 1);
  const tab = tabs.nth(before);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  return (await tab.textContent())?.trim() ?? '';
}

/** The ids of the caller's tabs on the server now (to close the spec's own ones later). */
export async function serverTabIds(request: APIRequestContext): Promise<number[]> {
  return (await bootstrap(request)).tab_state_ids.map((tab) => tab.id);
}

/**
 * Closes the context's pages (no more tab syncs), then deletes on the server the caller's tabs
 * that are not in `keep`: what a spec opened, so that the next spec finds the tabs it found.
 */
export async function closeTabsOpenedSince(context: BrowserContext, keep: readonly number[]): Promise<void> {
  for (const page of context.pages()) await page.close();
  const request = context.request;
  const token = await csrfToken(request);
  for (const id of await serverTabIds(request)) {
    if (keep.includes(id)) continue;
    const reply = await request.delete(`/tabstateview/${id}`, { headers: { 'X-CSRFToken': token } });
    expect([200, 404]).toContain(reply.status());
  }
}

/**
 * Where an underscore's ink ends in the editor's first line, against the line's height (px):
 * ace clips what goes past its line box (`order_count` once read `order count`).
 */
export function editorUnderscoreFit(page: Page): Promise<{ lineHeight: number; inkBottom: number }> {
  return page.evaluate(() => {
    const line = document.querySelector('.loupe-sql-editor__ace .ace_line') as HTMLElement;
    const style = getComputedStyle(line);
    const lineHeight = line.getBoundingClientRect().height;
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const metrics = context.measureText('_');
    const content = metrics.fontBoundingBoxAscent + metrics.fontBoundingBoxDescent;
    const baseline = (lineHeight - content) / 2 + metrics.fontBoundingBoxAscent;
    return { lineHeight, inkBottom: baseline + metrics.actualBoundingBoxDescent };
  });
}
