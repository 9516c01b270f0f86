// 'Estimate cost' against the MSW handlers: the payload (selection, schema, template params), the
// cost table in 'Query cost estimate', and the error.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { recordPosts, renderSqlLabAt, setSql } from './sqlLabRender.tsx';

describe('Estimate cost', () => {
  it('posts the SQL with the schema and parameters and shows the cost rows', async () => {
    const bodies = recordPosts('/api/v1/sqllab/estimate/');
    renderSqlLabAt();
    await setSql('SELECT * FROM sales');
    await userEvent.click(await screen.findByRole('button', { name: 'Estimate cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query cost estimate' });
    const table = await within(dialog).findByRole('table', { name: 'Query cost estimate' });
    expect(within(table).getByRole('columnheader', { name: 'Estimated cardinality' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1200000' })).toBeInTheDocument();
    expect(bodies).toEqual([
      { database_id: 1, catalog: null, schema: 'main', sql: 'SELECT * FROM sales', template_params: {} },
    ]);
  });

  it('estimates the selection alone, as "Estimate selected query cost"', async () => {
    const bodies = recordPosts('/api/v1/sqllab/estimate/');
    renderSqlLabAt();
    const editor = await setSql('SELECT 1;\nSELECT * FROM sales');
    act(() => {
      editor.selection.setSelectionRange({ start: { row: 1, column: 0 }, end: { row: 1, column: 19 } });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Estimate selected query cost' }));
    await screen.findByRole('table', { name: 'Query cost estimate' });
    expect(bodies[0]?.sql).toBe('SELECT * FROM sales');
  });

  it('shows a spinner while waiting, then the error of a failed estimate', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('/api/v1/sqllab/estimate/', async () => {
        await gate;
        return HttpResponse.json({ message: 'EXPLAIN is not allowed here' }, { status: 400 });
      }),
    );
    renderSqlLabAt();
    await setSql('SELECT 1');
    await userEvent.click(await screen.findByRole('button', { name: 'Estimate cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Query cost estimate' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    release();
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('EXPLAIN is not allowed here'),
    );
  });
});
