// The Swap dataset modal against the MSW mocks (datasets `sales` and `revenue_by_region`): the
// warning, the debounced search in the rison q, picking, confirming and cancelling.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { SEARCH_DEBOUNCE_MS, SWAP_PAGE_SIZE } from '../../../../src/features/datasets/datasetEditSwap.ts';
import { SwapDatasetModal } from '../../../../src/features/datasets/SwapDatasetModal.tsx';
import { renderWithProviders, signInAsAdmin } from '../../testUtils.tsx';

/** The decoded `q` of every GET /api/v1/dataset/ list call. */
function captureListQueries(): unknown[] {
  const queries: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/dataset/')
      queries.push(decodeRison(url.searchParams.get('q') ?? ''));
  });
  return queries;
}

function open() {
  signInAsAdmin();
  const onHide = vi.fn();
  const onDatasourceSave = vi.fn();
  renderWithProviders(
    <SwapDatasetModal show onHide={onHide} onDatasourceSave={onDatasourceSave} currentDatasourceId={1} />,
  );
  return { onHide, onDatasourceSave };
}

describe('Swap dataset', () => {
  it('warns, and lists the datasets with name, type, schema, connection and owners', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    expect(dialog).toHaveTextContent(
      'Warning! Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset',
    );
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Type', 'Schema', 'Connection', 'Owners']);
    for (const dataset of mockDatasets.all()) {
      const row = within(table).getByRole('button', { name: dataset.table_name }).closest('tr')!;
      expect(row).toHaveTextContent(dataset.kind === 'virtual' ? 'Virtual' : 'Physical');
      expect(row).toHaveTextContent(dataset.database.database_name);
    }
    expect(within(dialog).getByRole('searchbox', { name: 'Search / Filter' })).toBeInTheDocument();
  });

  it('asks the server again, debounced, with the search as a table_name filter', async () => {
    const queries = captureListQueries();
    open();
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await within(dialog).findByRole('table');
    expect(queries[0]).toEqual({
      order_column: 'changed_on_delta_humanized',
      order_direction: 'desc',
      page: 0,
      page_size: SWAP_PAGE_SIZE,
    });
    const user = userEvent.setup();
    const started = Date.now();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search / Filter' }), 'rev');
    await waitFor(() => expect(queries.length).toBeGreaterThan(1));
    expect(Date.now() - started).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS);
    // One call for the whole word, not one per key.
    expect(queries.slice(1)).toEqual([
      {
        order_column: 'changed_on_delta_humanized',
        order_direction: 'desc',
        page: 0,
        page_size: SWAP_PAGE_SIZE,
        filters: [{ col: 'table_name', opr: 'ct', value: 'rev' }],
      },
    ]);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'sales' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('button', { name: 'revenue_by_region' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('confirms a pick, then Proceed hands over the dataset as a table, toasts and closes', async () => {
    const { onHide, onDatasourceSave } = open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'revenue_by_region' }));
    expect(dialog).toHaveTextContent(
      'Warning! Changing the dataset may break the chart if the metadata does not exist.',
    );
    expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    // Spec §9: 432 px wide when confirming.
    expect(screen.getByTestId('loupe-modal')).toHaveStyle({ width: '432px' });
    await user.click(within(dialog).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Successfully changed dataset!')).toBeInTheDocument();
    expect(onHide).toHaveBeenCalled();
    await waitFor(() =>
      expect(onDatasourceSave).toHaveBeenCalledWith(
        expect.objectContaining({
          id: 2,
          table_name: 'revenue_by_region',
          type: 'table',
          columns: expect.any(Array),
        }),
      ),
    );
  });

  it('Cancel goes back to the list', async () => {
    const { onHide, onDatasourceSave } = open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    await user.click(await within(dialog).findByRole('button', { name: 'sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(dialog).findByRole('table')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'revenue_by_region' })).toBeInTheDocument();
    expect(onHide).not.toHaveBeenCalled();
    expect(onDatasourceSave).not.toHaveBeenCalled();
  });

  it('pages through the datasets on the server', async () => {
    for (let i = mockDatasets.all().length; i <= SWAP_PAGE_SIZE; i += 1) {
      mockDatasets.create(ADMIN_USER.id, {
        database: 1,
        schema: 'main',
        table_name: `swap_${i}`,
        sql: 'SELECT 1',
      });
    }
    const total = mockDatasets.all().length;
    const queries = captureListQueries();
    open();
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Swap dataset' });
    const table = await within(dialog).findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(SWAP_PAGE_SIZE + 1);
    expect(dialog).toHaveTextContent(`1-${SWAP_PAGE_SIZE} of ${total}`);
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ page: 1, page_size: SWAP_PAGE_SIZE }));
    await waitFor(() => expect(dialog).toHaveTextContent(`${SWAP_PAGE_SIZE + 1}-${total} of ${total}`));
    server.events.removeAllListeners();
  });
});
