/// <reference lib="dom" />
// The SPA under the server's Content-Security-Policy (@fastify/helmet): logging in, SQL Lab (the
// ace editor, its workers and styles, a query and its grid) and an explore chart drawn by vega
// (expressions through vega-interpreter, no eval) run without one CSP violation, reported by
// the browser console or a securitypolicyviolation event.
import { expect, type Page, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { examplesDataset, openExplore, revenueLineFormData } from './support/explore.ts';
import { addOwnTab, closeTabsOpenedSince, pick, replaceSql, serverTabIds } from './support/sqlLab.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Collects CSP violations from the console and from securitypolicyviolation events of every page load. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  const fromEvents: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => fromEvents.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [...fromConsole, ...fromEvents];
}

let tabsBefore: number[] = [];
test.afterEach(async ({ context }) => closeTabsOpenedSince(context, tabsBefore));

test('the SPA runs under the CSP: SQL Lab and a vega chart, no violation', async ({ page }) => {
  test.setTimeout(120_000);
  const violations = await watchCsp(page);
  const document = await page.request.get('/');
  const csp = document.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain('unsafe-eval');

  await logIn(page);
  tabsBefore = await serverTabIds(page.request);
  await page.goto('/sqllab/');
  await addOwnTab(page);
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  await replaceSql(page, 'SELECT region, COUNT(*) AS orders FROM sales GROUP BY region ORDER BY region');
  await page.keyboard.press('ControlOrMeta+Enter');
  const grid = page.getByRole('table', { name: 'Results' });
  await expect(grid.getByRole('cell', { name: 'Europe', exact: true })).toBeVisible();

  const sales = await examplesDataset(page.request, 'sales');
  await openExplore(page, revenueLineFormData(sales.id, 'P1M'));
  // Hovering runs vega's signal expressions (the tooltip) through the interpreter.
  await page.getByTestId('explore-chart').hover();

  expect(await violations()).toEqual([]);
});
