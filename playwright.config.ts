import { defineConfig, devices } from '@playwright/test';
import { e2eServer } from './e2e/server.ts';

// End-to-end flows in Debian's Chromium against the real server, started by e2e/serve.ts on a
// fresh data dir (SQLite metadata, generated examples). Screenshots go to artifacts/e2e/.
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'artifacts/e2e/results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list'],
    ['json', { outputFile: 'artifacts/reports/playwright.json' }],
    ['html', { outputFolder: 'artifacts/e2e/report', open: 'never' }],
  ],
  use: {
    baseURL: e2eServer.baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.LOUPE_CHROMIUM ?? '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve.ts',
    url: `${e2eServer.baseURL}/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
