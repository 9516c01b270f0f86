// /chart/add/ against MSW: the dataset is searched on the server (rison filter on table_name), the
// chart type is picked from the registry gallery, and 'Create new chart' opens explore on both.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { decodeRison } from '../../../../lib/rison.ts';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { server } from '../../../../mocks/node.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { ChartCreationPage } from '../../../../src/features/charts/ChartCreationPage.tsx';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/chart/add/', element: <ChartCreationPage /> },
      { path: '/explore/', element: <p>explore page</p> },
    ],
    { initialEntries: ['/chart/add/'] },
  );
  render(
    <AppProviders services={createTestServices()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function recordDatasetQueries() {
  const queries: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/v1/dataset/')
      queries.push(decodeRison(url.searchParams.get('q') ?? ''));
  });
  return queries;
}

afterEach(() => {
  server.events.removeAllListeners();
  mockDatasets.reset();
});

describe('ChartCreationPage', () => {
  it('enables Create new chart only once a dataset and a chart type are chosen, then opens explore', async () => {
    signInAsAdmin();
    const queries = recordDatasetQueries();
    const user = userEvent.setup({ delay: null });
    const revenue = mockDatasets.all().find((d) => d.table_name === 'revenue_by_region')!;
    const router = renderPage();

    expect(await screen.findByRole('heading', { name: 'Create a new chart' })).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create new chart' });
    expect(create).toBeDisabled();
    expect(screen.getByText('Please select both a Dataset and a Chart type to proceed')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Dataset' }), 'revenue');
    await waitFor(() =>
      expect(queries).toContainEqual(
        expect.objectContaining({
          filters: [{ col: 'table_name', opr: 'ct', value: 'revenue' }],
          order_column: 'table_name',
          order_direction: 'asc',
        }),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('option', { name: /^sales/ })).not.toBeInTheDocument());
    await user.click(await screen.findByRole('option', { name: /revenue_by_region/ }));
    expect(create).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pie Chart' }));
    expect(create).toBeEnabled();
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      viz_type: 'pie',
      datasource: `${revenue.id}__table`,
    });
  });

  it('filters the gallery by name and by category; a chart type alone leaves the button disabled', async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('heading', { name: 'Create a new chart' });

    await user.type(screen.getByRole('searchbox', { name: 'Search all charts' }), 'funnel');
    expect(screen.getByRole('button', { name: 'Funnel Chart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pie Chart' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search all charts' }));

    await user.click(screen.getByRole('tab', { name: 'KPI' }));
    expect(screen.getByRole('button', { name: 'Big Number' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pie Chart' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Big Number' }));
    expect(screen.getByRole('button', { name: 'Create new chart' })).toBeDisabled();
    expect(screen.getByText('You must select a dataset')).toBeInTheDocument();
  });

  it('opens explore on a double-click of a tile once a dataset is chosen', async () => {
    signInAsAdmin();
    const user = userEvent.setup({ delay: null });
    const sales = mockDatasets.all().find((d) => d.table_name === 'sales')!;
    const router = renderPage();
    await user.click(await screen.findByRole('combobox', { name: 'Dataset' }));
    await user.click(await screen.findByRole('option', { name: /^sales/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Funnel Chart' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    expect(router.state.location.search).toBe(`?viz_type=funnel&datasource=${sales.id}__table`);
  });
});
