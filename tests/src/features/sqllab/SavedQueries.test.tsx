// SQL Lab's saved queries against the MSW handlers: the save modal (save, update, their
// failures) and the /sqllab?savedQueryId= link.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ace } from 'ace-builds';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../../mocks/fixtures/users.ts';
import { server } from '../../../../mocks/node.ts';
import { mockSavedQueries } from '../../../../mocks/savedQueries.ts';
import { mockSqlLabState } from '../../../../mocks/sqlLabState.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

function renderSqlLab(path = '/sqllab/') {
  signInAsAdmin();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.medium }}>
      <AppProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </AppProviders>
    </VirtuosoMockContext.Provider>,
  );
  return router;
}

async function aceEditor(): Promise<Ace.Editor> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement & { env?: { editor: Ace.Editor } }>(
      '.loupe-sql-editor__ace',
    );
    if (!element?.env) throw new Error('ace not mounted yet');
    return element.env.editor;
  });
}

async function openSaveModal() {
  const user = userEvent.setup();
  await aceEditor();
  await user.click(screen.getByRole('button', { name: 'Save' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Save query' }) };
}

function activeTabName(): string | null {
  const list = screen.getByRole('tablist', { name: 'Query tabs' });
  return within(list)
    .getAllByRole('tab')
    .find((tab) => tab.getAttribute('aria-selected') === 'true')!.textContent;
}

describe('SQL Lab save modal', () => {
  it('saves the tab as a new saved query, then updates it', async () => {
    renderSqlLab();
    const before = mockSavedQueries.ownedBy(ADMIN_USER.id).length;
    const first = await openSaveModal();
    expect(within(first.dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Untitled Query 1');
    expect(within(first.dialog).queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
    await first.user.type(within(first.dialog).getByRole('textbox', { name: 'Description' }), 'Sales rows');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your query was saved')).toBeInTheDocument();
    const saved = mockSavedQueries.ownedBy(ADMIN_USER.id);
    expect(saved).toHaveLength(before + 1);
    const created = saved[saved.length - 1]!;
    expect(created).toMatchObject({
      label: 'Untitled Query 1',
      description: 'Sales rows',
      sql: 'SELECT * FROM sales LIMIT 10',
      schema: 'main',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The tab now holds the saved query: Update changes it.
    const second = await openSaveModal();
    const name = within(second.dialog).getByRole('textbox', { name: 'Name' });
    await second.user.clear(name);
    await second.user.type(name, 'Sales sample');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your query was updated')).toBeInTheDocument();
    expect(mockSavedQueries.find(created.id, ADMIN_USER.id)?.label).toBe('Sales sample');
    expect(mockSavedQueries.ownedBy(ADMIN_USER.id)).toHaveLength(before + 1);
  });

  it("says 'Your query could not be saved' when the POST fails", async () => {
    server.use(
      http.post('/api/v1/saved_query/', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    renderSqlLab();
    const { user, dialog } = await openSaveModal();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your query could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Save query' })).toBeInTheDocument();
  });

  it("says 'Your query could not be updated' when the PUT fails", async () => {
    server.use(
      http.put('/api/v1/saved_query/:pk', () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
    );
    renderSqlLab('/sqllab/?savedQueryId=1');
    await waitFor(() => expect(activeTabName()).toBe('Revenue by region'));
    const { user, dialog } = await openSaveModal();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Revenue by region');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your query could not be updated')).toBeInTheDocument();
  });
});

describe('/sqllab?savedQueryId=', () => {
  it('opens the saved query in a new tab, then activates that tab', async () => {
    const router = renderSqlLab('/sqllab?savedQueryId=2');
    await waitFor(() => expect(activeTabName()).toBe('Most popular names'));
    await waitFor(async () =>
      expect((await aceEditor()).getValue()).toBe(mockSavedQueries.find(2, ADMIN_USER.id)!.sql),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));

    await userEvent.click(screen.getByRole('tab', { name: 'Untitled Query 1' }));
    await act(() => router.navigate('/sqllab/?savedQueryId=2'));
    await waitFor(() => expect(activeTabName()).toBe('Most popular names'));
    const list = screen.getByRole('tablist', { name: 'Query tabs' });
    expect(within(list).getAllByRole('tab', { name: 'Most popular names' })).toHaveLength(1);
  });
});

describe('/sqllab?savedQueryId= with tabs kept on the server', () => {
  it('activates the tab holding the saved query even before that tab is loaded', async () => {
    const saved = mockSavedQueries.find(2, ADMIN_USER.id)!;
    mockSqlLabState.create(ADMIN_USER.id, {
      label: 'Most popular names',
      sql: saved.sql ?? '',
      saved_query: { id: 2 },
    });
    mockSqlLabState.create(ADMIN_USER.id, { label: 'Other tab', sql: 'SELECT 1' });
    renderSqlLab('/sqllab/?savedQueryId=2');
    await waitFor(() => expect(activeTabName()).toBe('Most popular names'));
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe(saved.sql));
    const list = screen.getByRole('tablist', { name: 'Query tabs' });
    expect(within(list).getAllByRole('tab', { name: 'Most popular names' })).toHaveLength(1);
  });
});
