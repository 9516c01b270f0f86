// The explore panes against MSW: View query (result_type query, copy), Results (result_type
// results) and Samples (/datasource/samples, with the spec's fallback message).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { mockDatasets } from '../../../../../mocks/datasets.ts';
import { server } from '../../../../../mocks/node.ts';
import { ROW_HEIGHT } from '../../../../../src/components/DataGrid/gridSizes.ts';
import { DataTablesPane } from '../../../../../src/features/explore/panes/DataTablesPane.tsx';
import { ViewQueryModal } from '../../../../../src/features/explore/panes/ViewQueryModal.tsx';
import type { QueryContext } from '../../../../../src/visualizations/core/types.ts';
import { renderWithProviders, signInAsAdmin } from '../../../testUtils.tsx';

const queryContext: QueryContext = {
  datasource: { id: 1, type: 'table' },
  force: false,
  queries: [{ columns: ['region'], metrics: ['count'], row_limit: 100 }],
  form_data: { viz_type: 'table', datasource: '1__table' },
  result_type: 'full',
  result_format: 'json',
};

function withViewport(ui: ReactElement) {
  return (
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.small }}>
      {ui}
    </VirtuosoMockContext.Provider>
  );
}

function recordChartDataBodies(): QueryContext[] {
  const bodies: QueryContext[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/chart/data') bodies.push(await request.clone().json());
  });
  return bodies;
}

const salesId = () => mockDatasets.all().find((row) => row.table_name === 'sales')!.id;

describe('explore panes', () => {
  it('View query shows the SQL of result_type query and copies it', async () => {
    signInAsAdmin();
    const bodies = recordChartDataBodies();
    const user = userEvent.setup();
    renderWithProviders(<ViewQueryModal queryContext={queryContext} onHide={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'View query' });
    expect(await within(dialog).findByText('SELECT * FROM sales LIMIT 100')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ result_type: 'query', result_format: 'json' });
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('SELECT * FROM sales LIMIT 100');
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('Results shows the rows of result_type results in the grid', async () => {
    signInAsAdmin();
    const bodies = recordChartDataBodies();
    renderWithProviders(
      withViewport(<DataTablesPane queryContext={queryContext} datasource={{ id: 1, type: 'table' }} />),
    );
    const grid = await screen.findByRole('table', { name: 'Results' });
    expect(within(grid).getByText('region')).toBeInTheDocument();
    expect(within(grid).getAllByText('Europe').length).toBeGreaterThan(0);
    expect(bodies[0]).toMatchObject({ result_type: 'results', result_format: 'json' });
    server.events.removeAllListeners();
  });

  it('Samples shows the dataset rows of /datasource/samples', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const samples: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/datasource/samples') samples.push(url.searchParams);
    });
    renderWithProviders(
      withViewport(<DataTablesPane queryContext={null} datasource={{ id: salesId(), type: 'table' }} />),
    );
    await user.click(screen.getByRole('tab', { name: 'Samples' }));
    const grid = await screen.findByRole('table', { name: 'Samples' });
    expect(within(grid).getByText('order_id')).toBeInTheDocument();
    expect(screen.getByText('3 rows')).toBeInTheDocument();
    expect(samples[0]?.get('datasource_id')).toBe(String(salesId()));
    expect(samples[0]?.get('datasource_type')).toBe('table');
    server.events.removeAllListeners();
  });

  it("Samples shows the server's message, or 'Sorry, an error occurred'", async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    server.use(
      http.post('/datasource/samples', () =>
        HttpResponse.json({ message: 'Dataset does not exist' }, { status: 404 }),
      ),
    );
    const first = renderWithProviders(
      withViewport(<DataTablesPane queryContext={null} datasource={{ id: 99, type: 'table' }} />),
    );
    await user.click(screen.getByRole('tab', { name: 'Samples' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Dataset does not exist');
    first.unmount();
    server.use(http.post('/datasource/samples', () => HttpResponse.error()));
    renderWithProviders(
      withViewport(<DataTablesPane queryContext={null} datasource={{ id: 99, type: 'table' }} />),
    );
    await user.click(screen.getByRole('tab', { name: 'Samples' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Sorry, an error occurred'));
  });
});
