// Explore opened from another page: the explore page replaces `datasource_type` and
// `datasource_id` in its URL by a form_data_key (as Superset 3.1 does), so the id it was opened
// with is read from its bootstrap call, GET /api/v1/explore/?datasource_type=table&datasource_id=N.
import { expect, type Page } from '@playwright/test';

/** Call before the click that opens explore; resolves with the dataset id explore was opened on. */
export function exploreOpened(page: Page): Promise<number> {
  return page
    .waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/api/v1/explore/' && url.searchParams.get('datasource_type') === 'table';
    })
    .then(async (request) => {
      await expect(page).toHaveURL(/\/explore\/\?/);
      return Number(new URL(request.url()).searchParams.get('datasource_id'));
    });
}
