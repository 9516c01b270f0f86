/// <reference lib="dom" />
// SQL Lab on the real server, the ways in and what a reload keeps: a form post of form_data
// (another page's 'View in SQL Lab') opens the query in a new tab and runs it; URL parameters do
// the same; a renamed tab, the editor/results split and an edit not yet sent to the server come
// back after a reload (the browser's stored copy).
import { expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { closeTabsOpenedSince, editorText, replaceSql, serverTabIds, shots } from './support/sqlLab.ts';

let keep: number[] | null = null;

test.afterEach(async ({ context }) => {
  if (keep) await closeTabsOpenedSince(context, keep);
  keep = null;
});

const activeTab = (page: import('@playwright/test').Page) =>
  page.getByRole('tablist', { name: 'Query tabs' }).locator('[role="tab"][aria-selected="true"]');

test('a form post of form_data opens the query in a new tab and runs it', async ({ page }) => {
  await logIn(page, '/sqllab/');
  keep = await serverTabIds(page.request);
  const examples = await page.evaluate(async () => {
    const reply = await fetch('/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:examples)))');
    return ((await reply.json()) as { result: Array<{ id: number }> }).result[0]!.id;
  });
  // Another page posts a form to /sqllab/, as Superset's 'View in SQL Lab' does.
  await page.evaluate(
    async ({ dbId }) => {
      const token = await (await fetch('/api/v1/security/csrf_token/')).json();
      const form = document.createElement('form');
      form.method = 'POST';
      form.action = '/sqllab/';
      const formData = {
        sql: 'SELECT region, COUNT(*) AS orders FROM sales GROUP BY region ORDER BY region',
        dbid: dbId,
        schema: 'main',
        name: 'From a chart',
        autorun: true,
      };
      for (const [name, value] of [
        ['form_data', JSON.stringify(formData)],
        ['csrf_token', (token as { result: string }).result],
      ] as const) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    },
    { dbId: examples },
  );
  await expect(activeTab(page)).toHaveText('From a chart');
  await expect(page).toHaveURL(/\/sqllab\/$/);
  expect(await editorText(page)).toContain('GROUP BY region');
  // autorun: the results are there without pressing Run.
  await expect(page.locator('tbody tr.loupe-data-grid__row').first()).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: `${shots}/requested-form-post.png` });
});

test('URL parameters open a query; rename, split and an unsent edit survive a reload', async ({ page }) => {
  await logIn(page, '/sqllab/');
  keep = await serverTabIds(page.request);
  await page.goto('/sqllab/?sql=SELECT%2042%20AS%20answer&name=From%20the%20URL');
  await expect(activeTab(page)).toHaveText('From the URL');
  await expect(page).toHaveURL(/\/sqllab\/$/);
  await expect.poll(() => editorText(page)).toBe('SELECT 42 AS answer');

  // Rename from the tab menu.
  await page.getByRole('button', { name: 'Tab actions: From the URL' }).click();
  await page.getByRole('menuitem', { name: 'Rename tab' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename tab' });
  await dialog.getByRole('textbox', { name: 'Enter a new title for the tab' }).fill('The answer');
  await dialog.getByRole('button', { name: 'Rename' }).click();
  await expect(activeTab(page)).toHaveText('The answer');

  // Drag the splitter down: the editor gets taller.
  const editor = page.locator('.loupe-sql-lab__editor');
  const before = (await editor.boundingBox())!.height;
  const splitter = page.getByRole('separator', { name: 'Resize the editor and the results' });
  const box = (await splitter.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + 200, { steps: 5 });
  await page.mouse.up();
  const after = (await editor.boundingBox())!.height;
  expect(after).toBeGreaterThan(before + 150);
  const split = await splitter.getAttribute('aria-valuenow');

  // An edit, then a reload before the 5000 ms sync: the browser's copy brings it back.
  await replaceSql(page, 'SELECT 43 AS answer');
  await page.waitForTimeout(800);
  await page.reload();
  await expect(activeTab(page)).toHaveText('The answer');
  await expect.poll(() => editorText(page)).toBe('SELECT 43 AS answer');
  await expect(splitter).toHaveAttribute('aria-valuenow', split!);
  await page.screenshot({ path: `${shots}/requested-after-reload.png` });
});
