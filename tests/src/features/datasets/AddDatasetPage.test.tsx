// The create-dataset page against the MSW handlers: pick examples → main → a table, see its
// columns, create it (POST /api/v1/dataset/) and land on explore; tables with a dataset are marked.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockDatasets } from '../../../../mocks/datasets.ts';
import { EXAMPLES_COLUMNS } from '../../../../mocks/fixtures/examplesTables.ts';
import { server } from '../../../../mocks/node.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

function recordCreates(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === '/api/v1/dataset/' && request.method === 'POST') {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }
  });
  return bodies;
}

async function pickExamples(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Database' }));
  await user.click(await screen.findByRole('option', { name: /examples/ }));
  // The only schema, main, is chosen for the user.
  return screen.findByRole('region', { name: 'Select database table' });
}

describe('create dataset', () => {
  it('shows the columns of the chosen table, creates the dataset and opens explore on it', async () => {
    signInAsAdmin();
    const creates = recordCreates();
    const user = userEvent.setup();
    const { router } = renderApp('/dataset/add/');
    expect(await screen.findByText('Select dataset source')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create dataset and create chart' });
    expect(create).toBeDisabled();

    const tables = await pickExamples(user);
    await user.click(within(tables).getByRole('button', { name: 'birth_names' }));
    const columns = await screen.findByRole('table', { name: 'Table columns' });
    const expected = EXAMPLES_COLUMNS.birth_names ?? [];
    expect(within(columns).getAllByRole('row')).toHaveLength(expected.length + 1);
    const [firstName, firstType] = expected[0]!;
    const first = within(columns).getByRole('cell', { name: firstName }).closest('tr')!;
    expect(within(first).getByRole('cell', { name: firstType })).toBeInTheDocument();

    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    await waitFor(() => expect(router.state.location.pathname).toBe('/explore/'));
    const made = mockDatasets.all().find((row) => row.table_name === 'birth_names')!;
    expect(router.state.location.search).toBe(`?datasource_type=table&datasource_id=${made.id}`);
    expect(creates).toEqual([{ database: 1, schema: 'main', table_name: 'birth_names' }]);
    server.events.removeAllListeners();
  });

  it('marks a table that already has a dataset and does not create it again', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/dataset/add/');
    const tables = await pickExamples(user);
    const sales = within(tables).getByRole('button', { name: /sales/ });
    await waitFor(() =>
      expect(
        within(sales).getByRole('img', { name: 'This table already has a dataset' }),
      ).toBeInTheDocument(),
    );
    expect(
      within(within(tables).getByRole('button', { name: 'birth_names' })).queryByRole('img'),
    ).not.toBeInTheDocument();
    await user.click(sales);
    const alert = await screen.findByRole('status');
    expect(within(alert).getByText('This table already has a dataset')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'View Dataset' })).toHaveAttribute(
      'href',
      mockDatasets.listItem(mockDatasets.all().find((row) => row.table_name === 'sales')!).explore_url,
    );
    await screen.findByRole('table', { name: 'Table columns' });
    expect(screen.getByRole('button', { name: 'Create dataset and create chart' })).toBeDisabled();
  });

  it("shows the server's reason when the dataset cannot be created", async () => {
    signInAsAdmin();
    server.use(
      http.post('/api/v1/dataset/', () =>
        HttpResponse.json(
          { message: { table_name: ['Dataset birth_names already exists'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/dataset/add/');
    const tables = await pickExamples(user);
    await user.click(within(tables).getByRole('button', { name: 'birth_names' }));
    const create = screen.getByRole('button', { name: 'Create dataset and create chart' });
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);
    expect(
      await screen.findByText(
        'An error occurred while creating datasets: Dataset birth_names already exists',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dataset/add/');
  });

  it('filters the table list and goes back to the list on Cancel', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    const { router } = renderApp('/dataset/add/');
    const tables = await pickExamples(user);
    await user.type(within(tables).getByRole('searchbox', { name: 'Search tables' }), 'edge');
    expect(within(tables).getAllByRole('listitem')).toHaveLength(1);
    expect(within(tables).getByRole('button', { name: 'edge_cases' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tablemodelview/list/'));
  });
});
