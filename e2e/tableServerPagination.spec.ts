/// <reference lib="dom" />
// Issue 5 item 3: a Table with server pagination in explore. Each page is a query on the server
// (row_offset), and the search box filters the first column on the server once the typing settles.
import { expect, type Response, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { deleteDatasets } from './support/datasets.ts';
import { chartRegion, examplesDataset, expectChartDrawn, NO_TIME_FILTER } from './support/explore.ts';

let dataset: { id: number; created: boolean } | undefined;

test.afterEach(async ({ page }) => {
  if (dataset?.created) await deleteDatasets(page.request, [dataset.id]);
});

/** The SQL a chart-data reply ran (the SPA streams its request bodies: Playwright cannot read them). */
async function queriesOf(response: Response): Promise<string[]> {
  const body = (await response.json().catch(() => null)) as { result?: Array<{ query?: string }> } | null;
  return (body?.result ?? []).map((item) => item.query ?? '');
}

const isChartData = (response: Response) =>
  response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/v1/chart/data';

test('explore: a server-paged table queries each page and searches on the server', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page);
  dataset = await examplesDataset(page.request, 'sales');
  const formData = {
    datasource: `${dataset.id}__table`,
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: ['region', 'order_id', 'product'],
    order_by_cols: [JSON.stringify(['order_id', true])],
    adhoc_filters: [NO_TIME_FILTER],
    server_pagination: true,
    server_page_length: 10,
    include_search: true,
    row_limit: 1000,
  };
  const first = page.waitForResponse(isChartData);
  await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
  expect((await queriesOf(await first)).join('\n')).toMatch(/LIMIT 10\b/);
  await expectChartDrawn(page);
  const chart = chartRegion(page);
  const pager = chart.getByRole('navigation', { name: /pag/i });
  await expect(pager).toBeVisible();

  const second = page.waitForResponse(async (response) =>
    isChartData(response) ? (await queriesOf(response)).some((sql) => /OFFSET 10\b/.test(sql)) : false,
  );
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await second;
  await expectChartDrawn(page);
  await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', /page|true/);

  const searched = page.waitForResponse(async (response) =>
    isChartData(response) ? (await queriesOf(response)).some((sql) => /Europe/.test(sql)) : false,
  );
  await chart.getByRole('searchbox').fill('Europe');
  await searched;
  await expectChartDrawn(page);
  const regions = await chart.getByRole('row').locator('td:first-child').allTextContents();
  expect(regions.length).toBeGreaterThan(0);
  expect(new Set(regions)).toEqual(new Set(['Europe']));
});
