// CREATE TABLE AS / CREATE VIEW AS against the MSW handlers: shown for databases that allow them,
// the execute payload, the 'was created' message and 'Query in a new tab'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDatabases } from '../../../../mocks/databases.ts';
import { aceEditor, recordPosts, renderSqlLabAt, setSql } from './sqlLabRender.tsx';

function allow(flags: { allow_ctas: boolean; allow_cvas: boolean }) {
  const examples = mockDatabases.find(1)!;
  mockDatabases.replace({ ...examples, ...flags });
}

describe('CREATE TABLE AS / CREATE VIEW AS', () => {
  it('is not offered when the database allows neither', async () => {
    renderSqlLabAt();
    await screen.findByRole('button', { name: 'Run' });
    expect(screen.queryByRole('textbox', { name: 'Table name' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'CREATE TABLE AS' })).toBeNull();
  });

  it("creates the table, says 'Table [main.my_table] was created' and queries it in a new tab", async () => {
    allow({ allow_ctas: true, allow_cvas: false });
    const runs = recordPosts('/api/v1/sqllab/execute/');
    renderSqlLabAt();
    await setSql('SELECT * FROM sales');
    const create = await screen.findByRole('button', { name: 'CREATE TABLE AS' });
    expect(create).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'CREATE VIEW AS' })).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Table name' });
    await userEvent.type(name, '1bad');
    expect(create).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.type(name, 'my_table');
    await userEvent.click(create);
    expect(await screen.findByText('Table [main.my_table] was created')).toBeInTheDocument();
    expect(runs[0]).toMatchObject({
      sql: 'SELECT * FROM sales',
      select_as_cta: true,
      ctas_method: 'TABLE',
      tmp_table_name: 'my_table',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Query in a new tab' }));
    expect(await screen.findByRole('tab', { name: 'my_table' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT * FROM main.my_table'));
  });

  it("creates a view: 'View [main.v_sales] was created'", async () => {
    allow({ allow_ctas: false, allow_cvas: true });
    const runs = recordPosts('/api/v1/sqllab/execute/');
    renderSqlLabAt();
    await setSql('SELECT * FROM sales');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Table name' }), 'v_sales');
    await userEvent.click(screen.getByRole('button', { name: 'CREATE VIEW AS' }));
    const status = await screen.findByText('View [main.v_sales] was created');
    expect(
      within(status.parentElement!).getByRole('button', { name: 'Query in a new tab' }),
    ).toBeInTheDocument();
    expect(runs[0]).toMatchObject({ select_as_cta: true, ctas_method: 'VIEW', tmp_table_name: 'v_sales' });
  });
});
