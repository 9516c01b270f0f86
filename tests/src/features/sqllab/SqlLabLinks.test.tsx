// SQL Lab's links against the MSW handlers: /sqllab?queryId= opens a query of the history in a
// new tab ('Copy of {tab}'), and the failure toasts of the query and saved-query links.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aceEditor, renderSqlLabAt } from './sqlLabRender.tsx';

function tabNames(): string[] {
  const list = screen.getByRole('tablist', { name: 'Query tabs' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent ?? '');
}

describe('SQL Lab links', () => {
  it('/sqllab?queryId= opens that query in a new tab, then drops the parameter', async () => {
    const { router } = renderSqlLabAt('/sqllab/?queryId=1');
    const tab = await screen.findByRole('tab', { name: 'Copy of Untitled Query 1' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT * FROM sales'));
    expect(router.state.location.search).toBe('');
  });

  it("says 'An error occurred while loading the SQL' for a query it cannot read", async () => {
    const { router } = renderSqlLabAt('/sqllab/?queryId=999');
    expect(await screen.findByText('An error occurred while loading the SQL')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(tabNames()).toEqual(['Untitled Query 1']);
  });

  it("says 'The query couldn't be loaded' for a saved query it cannot read", async () => {
    renderSqlLabAt('/sqllab/?savedQueryId=999');
    expect(await screen.findByText("The query couldn't be loaded")).toBeInTheDocument();
    expect(tabNames()).toEqual(['Untitled Query 1']);
  });
});
