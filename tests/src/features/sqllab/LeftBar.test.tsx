// The tables of a SQL Lab tab against the MSW handlers: restored from the bootstrap, added from
// the table list (POST /tableschemaview/ with the metadata and the data preview's id), the
// 'Preview: `{table}`' tab with its rows, collapse / expand / remove and their failures.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { mockSqlLabState } from '../../../../mocks/sqlLabState.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

function renderSqlLab() {
  signInAsAdmin();
  const router = createMemoryRouter(routes, { initialEntries: ['/sqllab/'] });
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.medium }}>
      <AppProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </AppProviders>
    </VirtuosoMockContext.Provider>,
  );
}

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

/** Records the table schema and execute calls, then lets the handlers answer. */
function recordCalls(): Call[] {
  const calls: Call[] = [];
  const record = async ({ request }: { request: Request }) => {
    const text = await request.clone().text();
    calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    });
  };
  server.use(
    http.post('/tableschemaview/', record),
    http.post('/tableschemaview/:id/expanded', record),
    http.delete('/tableschemaview/:id', record),
    http.post('/api/v1/sqllab/execute/', record),
  );
  return calls;
}

function gridTexts(): string[] {
  return [...document.querySelectorAll('tbody tr.loupe-data-grid__row td')].map((td) => td.textContent ?? '');
}

async function tableList() {
  return screen.findByRole('region', { name: 'Tables' });
}

describe('SQL Lab tables', () => {
  it('restores the tab tables of the bootstrap and loads their columns with their keys', async () => {
    const pk = { type: 'pk', name: null, column_names: ['order_id'] };
    const fk = {
      type: 'fk',
      name: 'fk_customer',
      column_names: ['customer_id'],
      referred_table: 'customers',
    };
    const index = { type: 'index', name: 'ix_customer', column_names: ['customer_id'] };
    const column = (name: string, keys: unknown[]) => ({
      name,
      type: 'INTEGER',
      longType: 'INTEGER',
      keys,
      comment: null,
    });
    server.use(
      http.get('/api/v1/database/:pk/table_metadata/', () =>
        HttpResponse.json({
          name: 'sales',
          columns: [column('order_id', [pk]), column('customer_id', [fk, index]), column('amount', [])],
          selectStar: 'SELECT * FROM main.sales LIMIT 100',
          primaryKey: pk,
          foreignKeys: [fk],
          indexes: [pk, fk, index],
          comment: null,
        }),
      ),
    );
    renderSqlLab();
    const card = await screen.findByRole('region', { name: 'Columns of sales' }, { timeout: 5000 });
    expect(within(card).getByRole('button', { name: 'sales' })).toHaveAttribute('aria-expanded', 'true');
    const orderId = (await within(card).findByText('order_id')).closest('li')!;
    expect(within(orderId).getByText('Primary key')).toBeInTheDocument();
    const customer = within(card).getByText('customer_id').closest('li')!;
    expect(within(customer).getByText('Foreign key')).toBeInTheDocument();
    expect(within(customer).getByText('Index')).toBeInTheDocument();
    // Sorted alphabetically, then back to the table's order.
    const names = () =>
      [...card.querySelectorAll('.loupe-sql-lab__column-name')].map((n) => n.firstChild?.textContent);
    expect(names()).toEqual(['order_id', 'customer_id', 'amount']);
    await userEvent.click(within(card).getByRole('button', { name: 'Sort columns alphabetically' }));
    expect(names()).toEqual(['amount', 'customer_id', 'order_id']);
    await userEvent.click(within(card).getByRole('button', { name: 'Original table column order' }));
    expect(names()).toEqual(['order_id', 'customer_id', 'amount']);
    // Listed as added in the table list.
    const list = await tableList();
    expect(await within(list).findByRole('button', { name: /sales/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('adds a table: metadata, a 100-row data preview in its own tab, then POST /tableschemaview/', async () => {
    mockSqlLabState.update(1, { table_schemas: [] });
    const calls = recordCalls();
    renderSqlLab();
    const list = await tableList();
    await userEvent.click(await within(list).findByRole('button', { name: /sales/ }));

    const card = await screen.findByRole('region', { name: 'Columns of sales' });
    expect(await within(card).findByText('order_id')).toBeInTheDocument();
    const preview = await screen.findByRole('tab', { name: /Preview: `sales`/ });
    await waitFor(() => expect(preview).toHaveAttribute('aria-selected', 'true'));
    await waitFor(() => expect(gridTexts()).toContain('France'));

    await waitFor(() => expect(calls.filter((c) => c.path === '/tableschemaview/')).toHaveLength(1));
    const execute = calls.find((c) => c.path === '/api/v1/sqllab/execute/')!;
    expect(execute.body).toMatchObject({ queryLimit: 100, sql_editor_id: '1', database_id: 1 });
    expect(String(execute.body!.sql)).toMatch(/SELECT[\s\S]*sales/i);
    const posted = JSON.parse(String(calls.find((c) => c.path === '/tableschemaview/')!.body!.table));
    expect(posted).toMatchObject({
      name: 'sales',
      dbId: 1,
      schema: 'main',
      queryEditorId: '1',
      expanded: true,
      dataPreviewQueryId: execute.body!.client_id,
      selectStar: execute.body!.sql,
    });
    expect(posted.columns.map((column: { name: string }) => column.name)).toContain('order_id');
    // Kept by the server with the preview's id (what a reload restores).
    const stored = mockSqlLabState.find(1)!.table_schemas;
    expect(stored.map((table) => table.table)).toEqual(['sales']);
    expect(stored[0]!.description).toMatchObject({ dataPreviewQueryId: execute.body!.client_id });

    // The preview is not the tab's latest query: Results still waits for a query.
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    expect(screen.getByText('Run a query to display results')).toBeInTheDocument();

    // Closing the preview tab keeps the table.
    await userEvent.click(screen.getByRole('button', { name: 'Close Preview: `sales`' }));
    await waitFor(() => expect(screen.queryByRole('tab', { name: /Preview: `sales`/ })).toBeNull());
    expect(screen.getByRole('region', { name: 'Columns of sales' })).toBeInTheDocument();
  });

  it('collapses and expands a table: POST /tableschemaview/{id}/expanded', async () => {
    const calls = recordCalls();
    renderSqlLab();
    const card = await screen.findByRole('region', { name: 'Columns of sales' });
    await within(card).findByText('order_id');
    await userEvent.click(within(card).getByRole('button', { name: 'sales' }));
    await waitFor(() =>
      expect(within(card).getByRole('button', { name: 'sales' })).toHaveAttribute('aria-expanded', 'false'),
    );
    expect(within(card).queryByText('order_id')).toBeNull();
    expect(calls).toEqual([
      { method: 'POST', path: '/tableschemaview/1/expanded', body: { expanded: false } },
    ]);
    expect(mockSqlLabState.findTable(1)!.table.expanded).toBe(false);

    await userEvent.click(within(card).getByRole('button', { name: 'sales' }));
    expect(await within(card).findByText('order_id')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'POST',
      path: '/tableschemaview/1/expanded',
      body: { expanded: true },
    });
  });

  it('removes a table: DELETE /tableschemaview/{id}, its card and preview go', async () => {
    const calls = recordCalls();
    renderSqlLab();
    const card = await screen.findByRole('region', { name: 'Columns of sales' });
    await userEvent.click(within(card).getByRole('button', { name: 'Remove table preview' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Columns of sales' })).toBeNull());
    expect(calls).toEqual([{ method: 'DELETE', path: '/tableschemaview/1', body: null }]);
    expect(mockSqlLabState.find(1)!.table_schemas).toEqual([]);
  });

  it('says so when collapsing or removing fails, and keeps the table as it was', async () => {
    server.use(
      http.post('/tableschemaview/:id/expanded', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
      http.delete('/tableschemaview/:id', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    renderSqlLab();
    const card = await screen.findByRole('region', { name: 'Columns of sales' });
    await userEvent.click(within(card).getByRole('button', { name: 'sales' }));
    expect(
      await screen.findByText(
        'An error occurred while collapsing the table schema. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'sales' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(within(card).getByRole('button', { name: 'Remove table preview' }));
    expect(
      await screen.findByText(
        'An error occurred while removing the table schema. Please contact your administrator.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Columns of sales' })).toBeInTheDocument();
  });

  it("says 'An error occurred while fetching table metadata' when the metadata fails", async () => {
    mockSqlLabState.update(1, { table_schemas: [] });
    const calls = recordCalls();
    server.use(
      http.get('/api/v1/database/:pk/table_metadata/', () =>
        HttpResponse.json({ message: 'boom' }, { status: 500 }),
      ),
    );
    renderSqlLab();
    const list = await tableList();
    await userEvent.click(await within(list).findByRole('button', { name: /sales/ }));
    expect(await screen.findAllByText('An error occurred while fetching table metadata')).not.toHaveLength(0);
    // Neither previewed nor kept.
    expect(calls).toEqual([]);
  });
});
