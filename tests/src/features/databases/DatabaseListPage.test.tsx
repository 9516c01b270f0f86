import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { EXAMPLES_DATABASE } from '../../../../mocks/fixtures/databases.ts';
import { server } from '../../../../mocks/node.ts';
import { pageRange } from '../../../../src/components/Pagination/pageRange.ts';
import { databaseListQuery } from '../../../../src/features/databases/databaseListQuery.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

describe('database list', () => {
  it('shows the examples database from GET /api/v1/database/', async () => {
    signInAsAdmin();
    let q: string | null = null;
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/v1/database/') q = url.searchParams.get('q');
    });
    renderApp('/databaseview/list/');
    const row = (await screen.findByRole('cell', { name: 'examples' })).closest('tr')!;
    expect(within(row).getByText('duckdb')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    expect(screen.getByText('1-1 of 1')).toBeInTheDocument();
    expect(decodeRison(q!)).toEqual({
      order_column: 'database_name',
      order_direction: 'asc',
      page: 0,
      page_size: 25,
    });
    server.events.removeAllListeners();
  });

  it('filters by name through the URL and the server', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/databaseview/list/');
    await screen.findByRole('cell', { name: 'examples' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'nothing-like-it');
    expect(
      await screen.findByText('No results match your filter criteria', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('nothing-like-it');
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('cell', { name: 'examples' })).toBeInTheDocument();
  });

  it('shows the error panel when the list fails', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/v1/database/', () =>
        HttpResponse.json({ message: 'Forbidden: can_read on Database is required' }, { status: 403 }),
      ),
    );
    renderApp('/databaseview/list/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Forbidden: can_read on Database is required');
  });

  it("shows 'No Data' when there is no database", async () => {
    signInAsAdmin();
    server.use(http.get('/api/v1/database/', () => HttpResponse.json({ count: 0, ids: [], result: [] })));
    renderApp('/databaseview/list/');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });

  it('builds the rison query and the x-y of z range', () => {
    expect(databaseListQuery({ search: ' ex ', pageIndex: 2 })).toEqual({
      order_column: 'database_name',
      order_direction: 'asc',
      page: 2,
      page_size: 25,
      filters: [{ col: 'database_name', opr: 'ct', value: 'ex' }],
    });
    expect(pageRange(1, 25, 60, 25)).toEqual({ from: 26, to: 50, total: 60 });
    expect(pageRange(0, 25, 0, 0)).toEqual({ from: 0, to: 0, total: 0 });
    expect(EXAMPLES_DATABASE.database_name).toBe('examples');
  });
});

describe('database list paging', () => {
  it('moves between pages', async () => {
    signInAsAdmin();
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...EXAMPLES_DATABASE,
      id: i + 1,
      database_name: `db${String(i).padStart(2, '0')}`,
    }));
    server.use(
      http.get('/api/v1/database/', ({ request }) => {
        const q = decodeRison(new URL(request.url).searchParams.get('q') ?? '()') as {
          page: number;
          page_size: number;
        };
        const rows = many.slice(q.page * q.page_size, (q.page + 1) * q.page_size);
        return HttpResponse.json({ count: many.length, ids: rows.map((r) => r.id), result: rows });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/databaseview/list/');
    expect(await screen.findByText('1-25 of 30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('26-30 of 30')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?pageIndex=1'));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
