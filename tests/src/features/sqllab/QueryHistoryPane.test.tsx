// The Query history tab against the MSW handlers: the tab's queries newest first with their
// state, rows and SQL; open in a new tab, overwrite the editor, view results, remove.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { aceEditor, recordPosts, renderSqlLabAt, setSql } from './sqlLabRender.tsx';

async function runTwoQueries() {
  const runs = recordPosts('/api/v1/sqllab/execute/');
  renderSqlLabAt();
  await setSql('SELECT 1 AS one');
  await userEvent.click(await screen.findByRole('button', { name: 'Run' }));
  await waitFor(() => expect(runs).toHaveLength(1));
  await screen.findByText('Success');
  await setSql('SELECT * FROM sales');
  await userEvent.click(screen.getByRole('button', { name: 'Run' }));
  await screen.findByText('Rows returned: 3');
  await userEvent.click(screen.getByRole('tab', { name: 'Query history' }));
  const table = await screen.findByRole('table', { name: 'Query history' });
  return { runs, table };
}

function historyRows(table: HTMLElement): HTMLElement[] {
  return within(table).getAllByRole('row').slice(1);
}

describe('Query history', () => {
  it("says 'No query history yet...' before any query", async () => {
    renderSqlLabAt();
    await userEvent.click(await screen.findByRole('tab', { name: 'Query history' }));
    expect(await screen.findByText('No query history yet...')).toBeInTheDocument();
  });

  it('lists the queries newest first, with state, progress, rows and the full SQL on hover', async () => {
    const { table } = await runTwoQueries();
    const rows = historyRows(table);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('SELECT * FROM sales')).toHaveAttribute('title', 'SELECT * FROM sales');
    expect(within(rows[0]!).getByText('Success')).toHaveAttribute('data-severity', 'success');
    expect(within(rows[0]!).getByRole('cell', { name: '100%' })).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SELECT 1 AS one')).toBeInTheDocument();
  });

  it("'Open query in SQL Lab' runs it in a new tab; overwrite puts it in the editor", async () => {
    const { runs, table } = await runTwoQueries();
    await userEvent.click(
      within(historyRows(table)[1]!).getByRole('button', { name: 'Overwrite text in the editor' }),
    );
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT 1 AS one'));
    await userEvent.click(
      within(historyRows(table)[0]!).getByRole('button', { name: 'Open query in SQL Lab' }),
    );
    const tab = await screen.findByRole('tab', { name: 'Copy of Untitled Query 1' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(runs).toHaveLength(3));
    expect(runs[2]?.sql).toBe('SELECT * FROM sales');
  });

  it("'View' shows the query's results in 'Data preview'", async () => {
    const { table } = await runTwoQueries();
    await userEvent.click(within(historyRows(table)[0]!).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: 'Data preview' });
    expect(await within(dialog).findByText('Rows returned: 3')).toBeInTheDocument();
  });

  it('removes a query with DELETE /tabstateview/{id}/query/{client_id}', async () => {
    const deleted: string[] = [];
    server.use(
      http.delete('/tabstateview/:tab/query/:client', ({ params }) => {
        deleted.push(`${params.tab}/${params.client}`);
      }),
    );
    const { runs, table } = await runTwoQueries();
    await userEvent.click(
      within(historyRows(table)[1]!).getByRole('button', { name: 'Remove query from log' }),
    );
    await waitFor(() => expect(historyRows(table)).toHaveLength(1));
    expect(deleted).toEqual([`1/${String(runs[0]?.client_id)}`]);
  });

  it('keeps the query and says so when the removal fails', async () => {
    server.use(
      http.delete('/tabstateview/:tab/query/:client', () =>
        HttpResponse.json({ message: 'Nope' }, { status: 500 }),
      ),
    );
    const { table } = await runTwoQueries();
    await userEvent.click(
      within(historyRows(table)[0]!).getByRole('button', { name: 'Remove query from log' }),
    );
    expect(
      await screen.findByText('An error occurred while removing query. Please contact your administrator.'),
    ).toBeInTheDocument();
    expect(historyRows(table)).toHaveLength(2);
  });
});
