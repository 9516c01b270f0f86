// The chart list against MSW: rows and links, rison q (page size 200, sort, filters), favourite
// star, delete and bulk delete with the spec texts, empty states.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { mockCharts } from '../../../../mocks/charts.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

function recordListCalls(): Array<Record<string, unknown>> {
  const calls: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/chart/' && request.method === 'GET') {
      calls.push(decodeRison(url.searchParams.get('q')!) as Record<string, unknown>);
    }
  });
  return calls;
}

afterEach(() => {
  server.events.removeAllListeners();
  mockCharts.reset();
});

describe('chart list', () => {
  it('lists the charts 200 a page, newest first, linking to explore', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    renderApp('/chart/list/');
    const link = await screen.findByRole('link', { name: 'Orders by region' });
    expect(link).toHaveAttribute('href', '/explore/?slice_id=1');
    expect(calls[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 200,
    });
    const row = link.closest('tr')!;
    expect(within(row).getByRole('link', { name: 'main.sales' })).toBeInTheDocument();
    expect(
      within(row).getByRole('img', { name: `${ADMIN_USER.first_name} ${ADMIN_USER.last_name}` }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`1-${mockCharts.all().length} of ${mockCharts.all().length}`),
    ).toBeInTheDocument();
  });

  it('searches and sorts through the URL and the rison q, and offers to clear filters', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const user = userEvent.setup();
    const { router } = renderApp('/chart/list/');
    await screen.findByRole('link', { name: 'Orders by region' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ order_column: 'slice_name', order_direction: 'asc' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'product');
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'product' }],
        page: 0,
      }),
    );
    expect(router.state.location.search).toContain('search=product');
    expect(await screen.findByRole('link', { name: 'Orders by product' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Orders by region' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByText('No results match your filter criteria')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('link', { name: 'Orders by region' })).toBeInTheDocument();
  });

  it('filters favourites and toggles the star', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const user = userEvent.setup();
    renderApp('/chart/list/?favorite=true');
    const star = await screen.findByRole('button', { name: 'Favorite Orders by region' });
    expect(calls[0]).toMatchObject({ filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }] });
    expect(screen.queryByRole('link', { name: 'Orders by channel' })).not.toBeInTheDocument();
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
    await user.click(star);
    await waitFor(() => expect(mockCharts.isFavorite(ADMIN_USER.id, 1)).toBe(false));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite Orders by region' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });

  it("deletes one chart ('Deleted: name') and several at once", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/chart/list/');
    await screen.findByRole('link', { name: 'Orders by region' });
    await user.click(screen.getByRole('button', { name: 'Delete Orders by region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText('Are you sure you want to delete Orders by region?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted: Orders by region')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Orders by region' })).not.toBeInTheDocument(),
    );
    expect(mockCharts.find(1)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Bulk select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Orders by channel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Orders by product' }));
    await user.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const bulk = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(bulk).getByText('Are you sure you want to delete the selected charts?'),
    ).toBeInTheDocument();
    await user.click(within(bulk).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(mockCharts.find(2)).toBeUndefined());
    expect(mockCharts.find(3)).toBeUndefined();
    expect(await screen.findByRole('link', { name: 'Orders by category' })).toBeInTheDocument();
  });
});
