// Headless Debian Chromium on SQL Lab for the benchmarks: launch, log in through the UI, pick
// examples / main, set the row limit, and type SQL into the ace editor (as e2e/sqllab.spec.ts).
import { type Browser, chromium, type Page } from '@playwright/test';
import { BENCH_ADMIN_PASSWORD } from './benchServer.ts';
import { onCleanup } from './cleanup.ts';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface SqlLabPage {
  browser: Browser;
  page: Page;
  /** The row limit set in the dropdown. */
  limit: number;
}

/** Polls the condition every 50 ms for up to 30 s. */
export async function waitUntil(condition: () => Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  const input = page.getByRole('combobox', { name: label });
  await input.click();
  await input.fill(option);
  await page.getByRole('option', { name: new RegExp(`\\b${option}$`) }).click();
  await waitUntil(async () => (await input.inputValue()) === option, `${label} is ${option}`);
}

/** Picks the largest row limit the dropdown offers (at most `wanted`); returns it. */
async function setLimit(page: Page, wanted: number): Promise<number> {
  const trigger = page.locator('.loupe-sql-lab__limit button');
  await trigger.click();
  const labels = await page.getByRole('option').allTextContents();
  const offered = labels.map((text) => Number(text.replace(/[^\d]/g, ''))).filter((n) => n > 0);
  const chosen = Math.max(...offered.filter((n) => n <= wanted));
  const index = offered.indexOf(chosen);
  await page.getByRole('option').nth(index).click();
  await page.waitForFunction(
    (text) => document.querySelector('.loupe-sql-lab__limit button')?.textContent?.includes(text) ?? false,
    new Intl.NumberFormat('en-US').format(chosen),
  );
  return chosen;
}

function editorText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const host = document.querySelector('.loupe-sql-editor__ace') as
      | (Element & { env?: { editor: { getValue(): string } } })
      | null;
    return host?.env?.editor.getValue() ?? '';
  });
}

export async function replaceSql(page: Page, sql: string): Promise<void> {
  await page.locator('.loupe-sql-editor__ace .ace_content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(sql);
  await page.keyboard.press('Escape');
  await waitUntil(async () => (await editorText(page)) === sql, 'the editor holds the SQL');
}

export interface LoggedInPage {
  browser: Browser;
  page: Page;
}

/** Launches Debian's headless Chromium and logs in as the bench's admin through the login page. */
export async function launchAndLogIn(baseURL: string): Promise<LoggedInPage> {
  const browser = await chromium.launch({
    executablePath: process.env.LOUPE_CHROMIUM ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  onCleanup(() => browser.close());
  const context = await browser.newContext({
    baseURL,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  await page.goto('/');
  await page.waitForURL(/\/login\//);
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(BENCH_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseURL}/`);
  return { browser, page };
}

export async function openSqlLab(baseURL: string, wantedLimit: number): Promise<SqlLabPage> {
  const { browser, page } = await launchAndLogIn(baseURL);
  await page.goto('/sqllab/');
  await page.getByRole('tab', { name: 'Untitled Query 1' }).waitFor();
  await pick(page, 'Database', 'examples');
  await pick(page, 'Schema', 'main');
  const limit = await setLimit(page, wantedLimit);
  return { browser, page, limit };
}
