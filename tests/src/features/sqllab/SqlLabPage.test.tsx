// SQL Lab against the MSW handlers: the bootstrap's tabs, running (whole text, selection,
// async with polling), failures and timeouts, stop, tab naming, cloning, switching by keyboard,
// the schema browser and the tab state sync.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ace } from 'ace-builds';
import { delay, HttpResponse, http } from 'msw';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { mockDatabases } from '../../../../mocks/databases.ts';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSqlLabState } from '../../../../mocks/sqlLabState.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

function renderSqlLab() {
  signInAsAdmin();
  const services = createTestServices();
  const router = createMemoryRouter(routes, { initialEntries: ['/sqllab/'] });
  return {
    router,
    ...renderWithViewport(
      <AppProviders services={services}>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  };
}

function renderWithViewport(ui: ReactElement) {
  // Virtuoso measures nothing in jsdom: give it a viewport and a row height.
  return render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.medium }}>
      {ui}
    </VirtuosoMockContext.Provider>,
  );
}

/** The mounted ace editor of the active tab. */
async function aceEditor(): Promise<Ace.Editor> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement & { env?: { editor: Ace.Editor } }>(
      '.loupe-sql-editor__ace',
    );
    if (!element?.env) throw new Error('ace not mounted yet');
    return element.env.editor;
  });
}

async function setSql(sql: string): Promise<Ace.Editor> {
  const editor = await aceEditor();
  act(() => {
    editor.setValue(sql, 1);
  });
  return editor;
}

/** Records the bodies of POST /api/v1/sqllab/execute/ and lets the handlers answer. */
function recordExecutions(): Array<Record<string, unknown>> {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    http.post('/api/v1/sqllab/execute/', async ({ request }) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
    }),
  );
  return bodies;
}

/** The names of the query editor tabs, in order. */
function tabNames(): Array<string | null> {
  const list = screen.getByRole('tablist', { name: 'Query tabs' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

function gridTexts(): string[] {
  return [...document.querySelectorAll('tbody tr.loupe-data-grid__row td')].map((td) => td.textContent ?? '');
}

describe('SQL Lab', () => {
  it('restores the tabs of the bootstrap, the active one with its SQL and schema', async () => {
    mockSqlLabState.create(ADMIN_USER.id, { label: 'Revenue by region', sql: 'SELECT 2', active: false });
    renderSqlLab();
    await screen.findByRole('tab', { name: 'Revenue by region' });
    expect(tabNames()).toEqual(['Untitled Query 1', 'Revenue by region']);
    expect(screen.getByRole('tab', { name: 'Untitled Query 1' })).toHaveAttribute('aria-selected', 'true');
    const editor = await aceEditor();
    expect(editor.getValue()).toBe('SELECT * FROM sales LIMIT 10');
    // The stub tab is fetched when it becomes active.
    await userEvent.click(screen.getByRole('tab', { name: 'Revenue by region' }));
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT 2'));
  });

  it('lists the schema tables; a table shows its columns and inserts its SELECT statement', async () => {
    renderSqlLab();
    const tables = await screen.findByRole('region', { name: 'Tables' });
    await userEvent.click(await within(tables).findByRole('button', { name: /sales/ }));
    const columns = await screen.findByRole('region', { name: 'Columns of sales' });
    expect(await within(columns).findByText('order_id')).toBeInTheDocument();
    const editor = await setSql('');
    await userEvent.click(within(columns).getByRole('button', { name: 'Insert SELECT statement' }));
    await waitFor(() => expect(editor.getValue()).toMatch(/SELECT[\s\S]*sales/i));
  });

  it('runs the query and shows its rows in the grid', async () => {
    const bodies = recordExecutions();
    renderSqlLab();
    await setSql('SELECT * FROM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    await waitFor(() => expect(gridTexts()).toContain('France'));
    expect(screen.getByText('Success')).toHaveAttribute('data-severity', 'success');
    expect(screen.getByText('Rows returned: 3')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body).toMatchObject({
      database_id: 1,
      sql: 'SELECT * FROM sales',
      sql_editor_id: '1',
      tab: 'Untitled Query 1',
      schema: 'main',
      queryLimit: 1000,
      runAsync: false,
    });
    expect(String(body.client_id)).toMatch(/^[\w-]{11}$/);
  });

  it('runs the selection alone', async () => {
    const bodies = recordExecutions();
    renderSqlLab();
    const editor = await setSql('SELECT 1;\nSELECT * FROM sales');
    act(() => {
      editor.selection.setSelectionRange({ start: { row: 1, column: 0 }, end: { row: 1, column: 19 } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Run selection' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.sql).toBe('SELECT * FROM sales');
  });

  it('says when the limit dropdown limited the rows', async () => {
    server.use(
      http.post('/api/v1/sqllab/execute/', async ({ request }) => {
        const body = (await request.json()) as { client_id: string; sql: string };
        const now = Date.now();
        return HttpResponse.json({
          status: 'success',
          data: [{ n: 1 }],
          columns: [{ column_name: 'n', name: 'n', type: 'INTEGER', is_dttm: false, type_generic: 0 }],
          selected_columns: [],
          expanded_columns: [],
          query_id: 9,
          query: {
            id: body.client_id,
            queryId: 9,
            serverId: 9,
            dbId: 1,
            sql: body.sql,
            progress: 100,
            rows: 10,
            startDttm: now,
            state: 'success',
            limitingFactor: 'DROPDOWN',
          },
        });
      }),
    );
    renderSqlLab();
    await setSql('SELECT n FROM numbers');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(
      await screen.findByText('The number of rows displayed is limited to 10 by the limit dropdown.'),
    ).toBeInTheDocument();
  });

  it('shows the error panel of a failing query, with the line and a caret', async () => {
    server.use(
      http.post('/api/v1/sqllab/execute/', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'Please check your query for syntax errors at or near "FORM".',
                error_type: 'SYNTAX_ERROR',
                level: 'error',
                extra: { engine_name: 'DuckDB', line: 1, column: 10 },
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderSqlLab();
    await setSql('SELECT * FORM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('DuckDB Error')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your query for syntax errors at or near "FORM".'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error at line 1')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toHaveAttribute('data-severity', 'error');
  });

  it('shows the timeout panel when the query timed out', async () => {
    server.use(
      http.post('/api/v1/sqllab/execute/', () =>
        HttpResponse.json(
          {
            errors: [
              {
                message: 'The query exceeded the 30 seconds timeout.',
                error_type: 'SQLLAB_TIMEOUT_ERROR',
                level: 'error',
                extra: {},
              },
            ],
          },
          { status: 408 },
        ),
      ),
    );
    renderSqlLab();
    await setSql('SELECT * FROM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Queries are set to timeout after 30 seconds.')).toBeInTheDocument();
    expect(screen.getByText('Timed out')).toBeInTheDocument();
  });

  it("stops a running query: 'Query was stopped.'", async () => {
    const stopped: string[] = [];
    server.use(
      http.post('/api/v1/sqllab/execute/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.post('/api/v1/query/stop', async ({ request }) => {
        stopped.push(((await request.json()) as { client_id: string }).client_id);
        return HttpResponse.json({ result: 'OK' });
      }),
    );
    renderSqlLab();
    await setSql('SELECT count(*) FROM range(100000000000)');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Running')).toHaveAttribute('data-severity', 'warning');
    await userEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Query was stopped.')).toBeInTheDocument();
    expect(screen.getByText('Query was stopped')).toBeInTheDocument();
    expect(stopped).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Run' })).toBeInTheDocument();
  });

  it("says 'Failed to stop query.' when the stop fails", async () => {
    server.use(
      http.post('/api/v1/sqllab/execute/', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
      http.post('/api/v1/query/stop', () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
    );
    renderSqlLab();
    await setSql('SELECT 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Failed to stop query.')).toBeInTheDocument();
  });

  it('runs async: 202, polls updated_since, then fetches the results by key', async () => {
    const examples = mockDatabases.find(1)!;
    mockDatabases.replace({ ...examples, allow_run_async: true });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
    renderSqlLab();
    await setSql('SELECT * FROM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    expect(await screen.findByText('Pending')).toHaveAttribute('data-severity', 'info');
    await waitFor(() => expect(gridTexts()).toContain('France'), { timeout: 5000 });
    expect(calls).toContain('/api/v1/query/updated_since');
    expect(calls).toContain('/api/v1/sqllab/results/');
    server.events.removeAllListeners();
  });

  it("names new tabs 'Untitled Query N' after the largest N", async () => {
    renderSqlLab();
    const add = await screen.findByRole('button', { name: 'Add a new tab' });
    await userEvent.click(add);
    await userEvent.click(add);
    expect(tabNames()).toEqual(['Untitled Query 1', 'Untitled Query 2', 'Untitled Query 3']);
    expect(screen.getByRole('tab', { name: 'Untitled Query 3' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close Untitled Query 2' }));
    await userEvent.click(add);
    expect(tabNames()).toEqual(['Untitled Query 1', 'Untitled Query 3', 'Untitled Query 4']);
  });

  it("clones a tab as 'Copy of {name}' and runs it at once", async () => {
    const bodies = recordExecutions();
    renderSqlLab();
    await screen.findByRole('tab', { name: 'Untitled Query 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Tab actions: Untitled Query 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Duplicate tab' }));
    expect(screen.getByRole('tab', { name: 'Copy of Untitled Query 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ sql: 'SELECT * FROM sales LIMIT 10', tab: 'Copy of Untitled Query 1' });
    await waitFor(() => expect(gridTexts()).toContain('France'));
  });

  it('closes the other tabs, and switches tabs with Ctrl+] and Ctrl+[', async () => {
    renderSqlLab();
    const add = await screen.findByRole('button', { name: 'Add a new tab' });
    await userEvent.click(add);
    await userEvent.click(add);
    const selected = () =>
      within(screen.getByRole('tablist', { name: 'Query tabs' })).getByRole('tab', { selected: true })
        .textContent;
    expect(selected()).toBe('Untitled Query 3');
    fireEvent.keyDown(document.body, { key: ']', code: 'BracketRight', ctrlKey: true });
    expect(selected()).toBe('Untitled Query 1');
    fireEvent.keyDown(document.body, { key: '[', code: 'BracketLeft', ctrlKey: true });
    expect(selected()).toBe('Untitled Query 3');
    await userEvent.click(screen.getByRole('button', { name: 'Tab actions: Untitled Query 1' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close all other tabs' }));
    expect(tabNames()).toEqual(['Untitled Query 1']);
  });

  it('lists the tab queries in the Query history tab', async () => {
    renderSqlLab();
    await setSql('SELECT * FROM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
    await waitFor(() => expect(gridTexts()).toContain('France'));
    await userEvent.click(screen.getByRole('tab', { name: 'Query history' }));
    const history = screen.getByRole('table', { name: 'Query history' });
    expect(within(history).getByText('SELECT * FROM sales')).toBeInTheDocument();
    expect(within(history).getByText('Success')).toBeInTheDocument();
  });

  it('keeps the edits on the server: PUT /tabstateview/{id} after the debounce', async () => {
    const puts: Array<Record<string, unknown>> = [];
    server.use(
      http.put('/tabstateview/:id', async ({ request }) => {
        puts.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    renderSqlLab();
    await setSql('SELECT region FROM sales');
    await waitFor(() => expect(puts).toHaveLength(1), { timeout: 8000 });
    expect(puts[0]).toMatchObject({ sql: 'SELECT region FROM sales', label: 'Untitled Query 1' });
    expect(mockSqlLabState.find(1)?.sql).toBe('SELECT region FROM sales');
  }, 15_000);
});
