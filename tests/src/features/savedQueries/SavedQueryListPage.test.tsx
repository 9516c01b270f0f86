// The saved query list against the MSW handlers: the default order and paging, search by name,
// open and copy link, delete, and the empty state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSavedQueries } from '../../../../mocks/savedQueries.ts';
import { truncateSql } from '../../../../src/features/savedQueries/savedQueryListQuery.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

function recordListCalls(): unknown[] {
  const calls: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/saved_query/' && request.method === 'GET') {
      calls.push(decodeRison(url.searchParams.get('q')!));
    }
  });
  return calls;
}

describe('saved query list', () => {
  it('lists the saved queries, newest first, 25 a page', async () => {
    signInAsAdmin();
    for (let i = 1; i <= 28; i += 1) {
      mockSavedQueries.create(ADMIN_USER.id, { label: `Query ${i}`, sql: 'SELECT 1', db_id: 1 });
    }
    const calls = recordListCalls();
    const user = userEvent.setup();
    renderApp('/savedqueryview/list/');
    expect(await screen.findByText('1-25 of 30')).toBeInTheDocument();
    expect(calls[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    expect(screen.getAllByRole('row')).toHaveLength(26);
    // The fixtures were changed 'a year ago': after the 28 changed 'now'.
    expect(screen.queryByRole('cell', { name: 'Revenue by region' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26-30 of 30')).toBeInTheDocument();
    expect(calls[calls.length - 1]).toMatchObject({ page: 1, page_size: 25 });
    expect(screen.getByRole('cell', { name: 'Revenue by region' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('shows name, database, schema, truncated SQL and modified', async () => {
    signInAsAdmin();
    const long = `SELECT ${'a, '.repeat(60)}b FROM sales`;
    mockSavedQueries.create(ADMIN_USER.id, { label: 'Long one', sql: long, db_id: 1, schema: 'main' });
    renderApp('/savedqueryview/list/');
    const row = (await screen.findByRole('cell', { name: 'Long one' })).closest('tr')!;
    expect(within(row).getByText('examples')).toBeInTheDocument();
    expect(within(row).getByText('main')).toBeInTheDocument();
    expect(within(row).getByText(truncateSql(long))).toBeInTheDocument();
    expect(truncateSql(long).endsWith('…')).toBe(true);
    expect(within(row).getByText('now')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Open Long one in SQL Lab' })).toHaveAttribute(
      'href',
      `/sqllab?savedQueryId=${mockSavedQueries.ownedBy(ADMIN_USER.id).at(-1)!.id}`,
    );
  });

  it('searches by name through the URL and the server', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const user = userEvent.setup();
    const { router } = renderApp('/savedqueryview/list/');
    await screen.findByRole('cell', { name: 'Revenue by region' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'popular');
    await waitFor(
      () => expect(screen.queryByRole('cell', { name: 'Revenue by region' })).not.toBeInTheDocument(),
      {
        timeout: 2000,
      },
    );
    expect(screen.getByRole('cell', { name: 'Most popular names' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('popular');
    expect(calls[calls.length - 1]).toMatchObject({
      filters: [{ col: 'label', opr: 'ct', value: 'popular' }],
    });
    await user.clear(screen.getByRole('searchbox', { name: 'Search by name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing-like-it');
    expect(
      await screen.findByText('No results match your filter criteria', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it("copies the SQL Lab link: 'Link Copied!'", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/savedqueryview/list/');
    await screen.findByRole('cell', { name: 'Revenue by region' });
    await user.click(screen.getByRole('button', { name: 'Copy the link to Revenue by region' }));
    expect(await screen.findByText('Link Copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/sqllab?savedQueryId=1`);
  });

  it('deletes after the confirmation', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/savedqueryview/list/');
    await screen.findByRole('cell', { name: 'Revenue by region' });
    await user.click(screen.getByRole('button', { name: 'Delete Revenue by region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved query?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted: Revenue by region')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Revenue by region' })).not.toBeInTheDocument(),
    );
    expect(mockSavedQueries.find(1, ADMIN_USER.id)).toBeUndefined();
  });

  it('says why the delete failed', async () => {
    signInAsAdmin();
    server.use(
      http.delete('/api/v1/saved_query/:pk', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/savedqueryview/list/');
    await screen.findByRole('cell', { name: 'Revenue by region' });
    await user.click(screen.getByRole('button', { name: 'Delete Revenue by region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete saved query?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('There was an issue deleting Revenue by region: Not found'),
    ).toBeInTheDocument();
    expect(mockSavedQueries.find(1, ADMIN_USER.id)).toBeDefined();
  });

  it('shows the empty state when there is none', async () => {
    signInAsAdmin();
    server.use(http.get('/api/v1/saved_query/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    renderApp('/savedqueryview/list/');
    expect(await screen.findByText('No saved queries yet')).toBeInTheDocument();
  });
});
