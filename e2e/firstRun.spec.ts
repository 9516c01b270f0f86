/// <reference lib="dom" />
// A new user's first run: fresh data dir → start → log in → home → dark theme → French.
// Runs against the real server (e2e/serve.ts), no mocks. Screenshots are kept in artifacts/e2e/.
import { expect, type Page, test } from '@playwright/test';
import { e2eServer } from './server.ts';
import { signIn } from './support/auth.ts';

const shots = 'artifacts/e2e/screenshots';

async function logIn(page: Page, password = e2eServer.adminPassword) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\//);
  await signIn(page, password);
}

async function openUserMenuItem(page: Page, submenu: string) {
  await page.getByRole('banner').getByRole('button', { name: /admin/i }).click();
  await page.getByRole('menuitem', { name: submenu }).click();
}

test('a wrong password is refused on the login page', async ({ page }) => {
  await logIn(page, 'not-the-password');
  await expect(page.getByRole('alert')).toContainText('Invalid login. Please try again.');
  await expect(page).toHaveURL(/\/login\//);
});

test('the admin logs in, reaches home, switches to the dark theme and to French', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(`${e2eServer.baseURL}/`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome');
  await page.screenshot({ path: `${shots}/home-default.png`, fullPage: true });

  await openUserMenuItem(page, 'Theme');
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark/);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = background.match(/\d+/g)!.map(Number);
  expect(r + g + b).toBeLessThan(3 * 96);
  await page.screenshot({ path: `${shots}/home-dark.png`, fullPage: true });

  // The compact preset on top of the dark mode: tighter spacing and a smaller font, still dark.
  const rootVariable = (name: string) =>
    page.evaluate(
      (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
      name,
    );
  const bodyFontSize = () => page.evaluate(() => getComputedStyle(document.body).fontSize);
  expect(await rootVariable('--loupe-spacing')).toBe('8px');
  expect(await bodyFontSize()).toBe('14px');
  await openUserMenuItem(page, 'Theme');
  await page.getByRole('group', { name: 'Style' }).getByRole('menuitemradio', { name: 'Compact' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'compact-dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-preset', 'compact');
  await expect(page.locator('html')).toHaveAttribute('data-theme-algorithm', 'dark compact');
  expect(await rootVariable('--loupe-spacing')).toBe('6px');
  expect(await bodyFontSize()).toBe('13px');
  await page.screenshot({ path: `${shots}/home-dark-compact.png`, fullPage: true });

  // Back to the default preset, still in the dark mode.
  await openUserMenuItem(page, 'Theme');
  await page.getByRole('group', { name: 'Style' }).getByRole('menuitemradio', { name: 'Default' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme-preset', 'default');
  expect(await rootVariable('--loupe-spacing')).toBe('8px');
  expect(await bodyFontSize()).toBe('14px');

  await openUserMenuItem(page, 'Language');
  await page.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Tableaux de bord' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenue');
  await page.screenshot({ path: `${shots}/home-dark-fr.png`, fullPage: true });

  // The choices survive a reload.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /dark/);

  // The database list page shows the generated examples database from the real server.
  await page.getByRole('navigation').getByRole('link', { name: 'Bases de données' }).click();
  await expect(page).toHaveURL(/\/databaseview\/list\//);
  await expect(page.getByRole('cell', { name: 'examples', exact: true })).toBeVisible();
  await page.screenshot({ path: `${shots}/databases-dark-fr.png`, fullPage: true });

  // Logout ends the session: the SPA goes back to the login page.
  await openUserMenuItem(page, 'Déconnexion');
  await expect(page).toHaveURL(/\/login\//);
  await page.goto('/sqllab/');
  await expect(page).toHaveURL(/\/login\/\?next=/);
});

test('the API answers 401 without credentials and lists examples with a bearer token', async ({
  request,
}) => {
  const anonymous = await request.get('/api/v1/database/');
  expect(anonymous.status()).toBe(401);
  const error = await anonymous.json();
  expect(typeof error.message).toBe('string');

  const login = await request.post('/api/v1/security/login', {
    data: { username: 'admin', password: e2eServer.adminPassword, provider: 'db', refresh: true },
  });
  expect(login.status()).toBe(200);
  const { access_token: token } = await login.json();
  const list = await request.get('/api/v1/database/', {
    headers: { Authorization: `Bearer ${token}` },
    params: { q: '(filters:!((col:database_name,opr:eq,value:examples)))' },
  });
  expect(list.status()).toBe(200);
  const body = await list.json();
  expect(body.count).toBe(1);
  expect(body.result[0]).toMatchObject({
    database_name: 'examples',
    backend: 'duckdb',
    expose_in_sqllab: true,
  });
});
