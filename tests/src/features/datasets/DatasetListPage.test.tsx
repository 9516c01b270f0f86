// The dataset list against the MSW handlers: the rows, the rison q of filters, sort and paging,
// the typed-DELETE confirm, bulk delete, duplicate and the '+ Dataset' button.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import {
  type DatasetEditDialogProps,
  DatasetListPage,
} from '../../../../src/features/datasets/DatasetListPage.tsx';
import { createTestServices, renderApp, signInAsAdmin } from '../../testUtils.tsx';

function recordListCalls(): Array<Record<string, unknown>> {
  const calls: Array<Record<string, unknown>> = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/v1/dataset/' && request.method === 'GET') {
      calls.push(decodeRison(url.searchParams.get('q')!) as Record<string, unknown>);
    }
  });
  return calls;
}

/** The ids the stub edit dialog was opened on. */
const opened: number[] = [];
function StubEdit({ datasetId, onSaved }: DatasetEditDialogProps) {
  opened.push(datasetId);
  return (
    <button type="button" onClick={onSaved}>
      stub save
    </button>
  );
}
function NoEdit() {
  return null;
}

const byName = (name: string) => mockDatasets.all().find((row) => row.table_name === name)!;

describe('dataset list', () => {
  it('lists the datasets, newest first, 25 a page, with their type, database, schema and owners', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    renderApp('/tablemodelview/list/');
    const link = await screen.findByRole('link', { name: 'sales' });
    expect(link).toHaveAttribute(
      'href',
      `/explore/?datasource_type=table&datasource_id=${byName('sales').id}`,
    );
    expect(calls[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: 25,
    });
    const row = link.closest('tr')!;
    expect(within(row).getByText('Physical')).toBeInTheDocument();
    expect(within(row).getByText('examples')).toBeInTheDocument();
    expect(within(row).getByText('main')).toBeInTheDocument();
    const owner = byName('sales').owners[0]!;
    expect(
      within(row).getByRole('img', { name: `${owner.first_name} ${owner.last_name}` }),
    ).toBeInTheDocument();
    const virtual = screen.getByRole('link', { name: 'revenue_by_region' }).closest('tr')!;
    expect(within(virtual).getByText('Virtual')).toBeInTheDocument();
    expect(screen.getByText('1-2 of 2')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('filters by type, name and owner through the URL and the rison q', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const user = userEvent.setup();
    const { router } = renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });

    await user.click(screen.getByRole('button', { name: /Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Virtual' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'sales' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'revenue_by_region' })).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      page: 0,
      filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: false }],
    });
    expect(new URLSearchParams(router.state.location.search).get('type')).toBe('virtual');

    await user.type(screen.getByRole('searchbox', { name: 'Name' }), 'nothing-like-it');
    expect(
      await screen.findByText('No results match your filter criteria', {}, { timeout: 2000 }),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({
      filters: [
        { col: 'table_name', opr: 'ct', value: 'nothing-like-it' },
        { col: 'sql', opr: 'dataset_is_null_or_empty', value: false },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByRole('link', { name: 'sales' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Owner/ }));
    const owner = `${ADMIN_USER.first_name} ${ADMIN_USER.last_name}`;
    await user.click(await screen.findByRole('option', { name: owner }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({
        filters: [{ col: 'owners', opr: 'rel_m_m', value: ADMIN_USER.id }],
      }),
    );
    server.events.removeAllListeners();
  });

  it('sorts on the server when a column header is pressed', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const user = userEvent.setup();
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() =>
      expect(calls.at(-1)).toMatchObject({ order_column: 'table_name', order_direction: 'asc' }),
    );
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names.indexOf('revenue_by_region')).toBeLessThan(names.indexOf('sales'));
    server.events.removeAllListeners();
  });

  it('deletes only once DELETE is typed, and says so', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    const id = byName('sales').id;
    await user.click(screen.getByRole('button', { name: 'Delete sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dataset?' });
    expect(
      await within(dialog).findByText(
        /The dataset sales is linked to \d+ charts that appear on \d+ dashboards/,
      ),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Type "DELETE" to confirm' }), 'delete');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(await screen.findByText('Deleted: sales')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'sales' })).not.toBeInTheDocument());
    expect(mockDatasets.find(id)).toBeUndefined();
  });

  it('says why a delete failed', async () => {
    signInAsAdmin();
    server.use(
      http.delete('/api/v1/dataset/:pk', () => HttpResponse.json({ message: 'Forbidden' }, { status: 403 })),
    );
    const user = userEvent.setup();
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    await user.click(screen.getByRole('button', { name: 'Delete sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Dataset?' });
    await user.type(within(dialog).getByRole('textbox'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('There was an issue deleting sales: Forbidden')).toBeInTheDocument();
    expect(mockDatasets.find(byName('sales').id)).toBeDefined();
  });

  it('bulk deletes the selected datasets', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    await user.click(screen.getByRole('button', { name: 'Bulk select' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(screen.getByText('2 Selected')).toBeInTheDocument();
    const toolbar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(toolbar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(
      within(dialog).getByText('Are you sure you want to delete the selected datasets?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted 2 datasets')).toBeInTheDocument();
    expect(await screen.findByText('No Data')).toBeInTheDocument();
    expect(mockDatasets.all()).toHaveLength(0);
  });

  it('duplicates a virtual dataset under a new name (physical ones have no duplicate)', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    expect(screen.queryByRole('button', { name: 'Duplicate sales' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Duplicate revenue_by_region' }));
    const dialog = await screen.findByRole('dialog', { name: 'Duplicate dataset' });
    const save = within(dialog).getByRole('button', { name: 'Duplicate' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'New dataset name' }), 'revenue copy');
    await user.click(save);
    expect(await screen.findByRole('link', { name: 'revenue copy' })).toBeInTheDocument();
    const copy = mockDatasets.all().find((row) => row.table_name === 'revenue copy')!;
    expect(copy.sql).toBe(byName('revenue_by_region').sql);
  });

  it("opens /dataset/add/ from '+ Dataset', shown only with can_write on Dataset", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/tablemodelview/list/');
    await user.click(await screen.findByRole('button', { name: 'Dataset' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dataset/add/'));
  });

  it('offers no write action to a reader', async () => {
    signInAsAdmin();
    server.use(http.get('/api/v1/dataset/_info', () => HttpResponse.json({ permissions: ['can_read'] })));
    renderApp('/tablemodelview/list/');
    await screen.findByRole('link', { name: 'sales' });
    expect(screen.queryByRole('button', { name: 'Dataset' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bulk select' })).not.toBeInTheDocument();
  });

  it('is the Datasets entry of the navigation', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByRole('link', { name: 'Datasets' }));
    expect(await screen.findByRole('heading', { name: 'Datasets', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tablemodelview/list/');
  });

  it('opens the edit dialog it is given on a dataset, and lists again once saved', async () => {
    signInAsAdmin();
    opened.length = 0;
    const calls = recordListCalls();
    const router = createMemoryRouter(
      [{ path: '/tablemodelview/list/', element: <DatasetListPage editModal={StubEdit} /> }],
      {
        initialEntries: ['/tablemodelview/list/'],
      },
    );
    render(
      <AppProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit sales' }));
    expect(opened.at(-1)).toBe(byName('sales').id);
    const before = calls.length;
    await user.click(screen.getByRole('button', { name: 'stub save' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'stub save' })).not.toBeInTheDocument());
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    server.events.removeAllListeners();
  });

  it('offers the edit action only to owners and admins', async () => {
    signInAsAdmin();
    server.use(
      http.get('/api/v1/me/roles/', () =>
        HttpResponse.json({ result: { ...ADMIN_USER, id: 999, roles: { Alpha: [] }, permissions: {} } }),
      ),
    );
    const router = createMemoryRouter(
      [{ path: '/tablemodelview/list/', element: <DatasetListPage editModal={NoEdit} /> }],
      { initialEntries: ['/tablemodelview/list/'] },
    );
    render(
      <AppProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    const edit = await screen.findByRole('button', { name: /^Edit sales: you must be a dataset owner/ });
    expect(edit).toBeDisabled();
  });

  it('jumps to the first page when the page asked for is past the last one', async () => {
    signInAsAdmin();
    const calls = recordListCalls();
    const { router } = renderApp('/tablemodelview/list/?pageIndex=4');
    expect(await screen.findByRole('link', { name: 'sales' })).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ page: 4 });
    expect(calls.at(-1)).toMatchObject({ page: 0 });
    expect(new URLSearchParams(router.state.location.search).get('pageIndex')).toBeNull();
    server.events.removeAllListeners();
  });
});
