// Logging in as the e2e admin on the real server's login page (shared by the specs).
import { expect, type Page } from '@playwright/test';
import { e2eServer } from '../server.ts';

/** Fills the login form and signs in (whatever comes of it). */
export async function signIn(page: Page, password = e2eServer.adminPassword): Promise<void> {
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Opens `path` logged out, is sent to the login page, signs in as admin and lands back on
 * `path` (the home page by default).
 */
export async function logIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login\//);
  await signIn(page);
  await expect(page).toHaveURL(`${e2eServer.baseURL}${path}`);
}
