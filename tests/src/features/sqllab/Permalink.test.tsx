// SQL Lab permalinks against the MSW handlers: 'Copy link' stores the tab and copies
// /sqllab/p/{key} ('Link Copied!'); /sqllab/p/:key opens the stored query in a new tab.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockSqlLabQueries } from '../../../../mocks/sqllabQueries.ts';
import { aceEditor, recordPosts, renderSqlLabAt, setSql, stubClipboard } from './sqlLabRender.tsx';

function tabNames(): string[] {
  const list = screen.getByRole('tablist', { name: 'Query tabs' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('SQL Lab permalinks', () => {
  it("'Copy link' posts the tab and copies its /sqllab/p/ address", async () => {
    const written = stubClipboard();
    const bodies = recordPosts('/api/v1/sqllab/permalink');
    renderSqlLabAt();
    await setSql('SELECT 42');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link Copied!')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        dbId: 1,
        name: 'Untitled Query 1',
        catalog: null,
        schema: 'main',
        sql: 'SELECT 42',
        templateParams: null,
        autorun: false,
      },
    ]);
    expect(written).toHaveLength(1);
    const match = new RegExp(`^${window.location.origin}/sqllab/p/(\\w+)$`).exec(written[0]!);
    expect(match).not.toBeNull();
    expect(mockSqlLabQueries.permalink(match![1]!)?.sql).toBe('SELECT 42');
  });

  it('/sqllab/p/:key opens the stored query in a new active tab, then the URL is /sqllab/', async () => {
    const { router } = renderSqlLabAt('/sqllab/p/examplePermalinkKey');
    const tab = await screen.findByRole('tab', { name: 'Sales' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tabNames()).toEqual(['Untitled Query 1', 'Sales']);
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT * FROM sales'));
    expect(router.state.location.pathname).toBe('/sqllab/');
    expect(router.state.location.state).toBeNull();
  });

  it("names the tab 'Untitled Query N' when the permalink has no name", async () => {
    const key = mockSqlLabQueries.addPermalink({ dbId: 1, schema: 'main', sql: 'SELECT 7' });
    renderSqlLabAt(`/sqllab/p/${key}`);
    expect(await screen.findByRole('tab', { name: 'Untitled Query 2' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it("says 'The query couldn't be loaded' for an unknown key and opens SQL Lab as it was", async () => {
    const { router } = renderSqlLabAt('/sqllab/p/nope');
    expect(await screen.findByText("The query couldn't be loaded")).toBeInTheDocument();
    await screen.findByRole('tab', { name: 'Untitled Query 1' });
    expect(tabNames()).toEqual(['Untitled Query 1']);
    expect(router.state.location.pathname).toBe('/sqllab/');
  });

  it('opens a query handed over in the navigation state (requestedQuery)', async () => {
    const { router } = renderSqlLabAt('/');
    await router.navigate('/sqllab/', {
      state: { requestedQuery: { sql: 'SELECT 3', dbId: 1, schema: 'main', name: 'Handed over' } },
    });
    expect(await screen.findByRole('tab', { name: 'Handed over' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT 3'));
    expect(router.state.location.state).toBeNull();
  });

  it('opens a query asked for in the URL (?sql=&dbid=&schema=&name=), then drops those parameters', async () => {
    const { router } = renderSqlLabAt(
      '/sqllab/?sql=SELECT%205&dbid=1&schema=main&name=From%20the%20URL&other=kept',
    );
    expect(await screen.findByRole('tab', { name: 'From the URL' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT 5'));
    expect(router.state.location.search).toBe('?other=kept');
  });
});

describe('SQL Lab opened on a dataset (datasourceKey)', () => {
  it("opens 'Query {schema.table}' on the dataset's database with its SELECT *, not run", async () => {
    const { router } = renderSqlLabAt('/');
    await router.navigate('/sqllab/', { state: { requestedQuery: { datasourceKey: '1__table' } } });
    expect(await screen.findByRole('tab', { name: 'Query main.sales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(async () => expect((await aceEditor()).getValue()).toMatch(/^SELECT\b[\s\S]*\bsales\b/));
    expect(screen.queryByRole('table', { name: 'Results' })).not.toBeInTheDocument();
  });

  it('runs the SQL handed over with the key, from the URL too, then drops the parameters', async () => {
    const { router } = renderSqlLabAt('/sqllab/?datasourceKey=1__table&sql=SELECT%201');
    expect(await screen.findByRole('tab', { name: 'Query main.sales' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT 1'));
    expect(router.state.location.search).toBe('');
  });

  it("says 'The datasource couldn't be loaded' for an unknown dataset", async () => {
    renderSqlLabAt('/sqllab/?datasourceKey=999__table');
    expect(await screen.findByText("The datasource couldn't be loaded")).toBeInTheDocument();
    expect(tabNames()).toEqual(['Untitled Query 1']);
  });
});
