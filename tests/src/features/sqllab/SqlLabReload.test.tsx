// SQL Lab across a reload, against the MSW handlers: the stored copy in local storage brings
// back an edit the server has not seen yet, and is the only copy with backend persistence off
// (tabs, SQL, the latest results and the left bar's tables come back; the server's tab state
// is never called).
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ace } from 'ace-builds';
import { HttpResponse, http } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { mockSqlLabState } from '../../../../mocks/sqlLabState.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { storageKey } from '../../../../src/features/sqllab/sqlLabStorage.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

function openSqlLab() {
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

async function aceEditor(): Promise<Ace.Editor> {
  return waitFor(() => {
    const element = document.querySelector<HTMLElement & { env?: { editor: Ace.Editor } }>(
      '.loupe-sql-editor__ace',
    );
    if (!element?.env) throw new Error('ace not mounted yet');
    return element.env.editor;
  });
}

function tabNames(): Array<string | null> {
  const list = screen.getByRole('tablist', { name: 'Query tabs' });
  return within(list)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);
}

function gridTexts(): string[] {
  return [...document.querySelectorAll('tbody tr.loupe-data-grid__row td')].map((td) => td.textContent ?? '');
}

/** Counts the calls to the server's tab state (/tabstateview/…). */
function countTabStateCalls(): { count: number; stop(): void } {
  const calls = { count: 0, stop: () => server.events.removeListener('request:start', listener) };
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/tabstateview/')) calls.count += 1;
  };
  server.events.on('request:start', listener);
  return calls;
}

describe('SQL Lab after a reload', () => {
  it('brings back an edit the server has not seen yet, and sends it', async () => {
    const view = openSqlLab();
    const editor = await aceEditor();
    act(() => editor.setValue('SELECT unsent', 1));
    // Closed before the 5000 ms debounce: the server still holds the old SQL.
    await waitFor(() => expect(localStorage.getItem(storageKey('admin'))).toContain('SELECT unsent'));
    view.unmount();
    expect(mockSqlLabState.find(1)?.sql).not.toBe('SELECT unsent');

    openSqlLab();
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT unsent'));
    await waitFor(() => expect(mockSqlLabState.find(1)?.sql).toBe('SELECT unsent'), { timeout: 8000 });
  });

  it('keeps the server copy when it is newer than the stored one', async () => {
    const view = openSqlLab();
    const editor = await aceEditor();
    act(() => editor.setValue('SELECT stale', 1));
    await waitFor(() => expect(localStorage.getItem(storageKey('admin'))).toContain('SELECT stale'));
    view.unmount();
    const tab = mockSqlLabState.find(1)!;
    mockSqlLabState.update(1, {
      sql: 'SELECT newer elsewhere',
      extra_json: { ...tab.extra_json, updatedAt: Date.now() + 60_000 },
    });

    openSqlLab();
    await waitFor(async () => expect((await aceEditor()).getValue()).toBe('SELECT newer elsewhere'));
  });

  it('with backend persistence off, keeps tabs, SQL and results in the browser only', async () => {
    mockSqlLabState.setBackendPersistence(false);
    const calls = countTabStateCalls();
    const user = userEvent.setup();
    const first = openSqlLab();
    await user.click(await screen.findByRole('button', { name: 'Add a new tab' }));
    await waitFor(() => expect(tabNames()).toEqual(['Untitled Query 1', 'Untitled Query 2']));
    const editor = await aceEditor();
    act(() => editor.setValue('SELECT * FROM sales', 1));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(gridTexts()).toContain('France'));
    const tables = await screen.findByRole('region', { name: 'Tables' });
    await user.click(await within(tables).findByRole('button', { name: /sales/ }));
    await screen.findByRole('region', { name: 'Columns of sales' });
    first.unmount();

    server.use(
      http.get('/api/v1/sqllab/results/', () => HttpResponse.json({ message: 'not asked' }, { status: 500 })),
    );
    openSqlLab();
    await waitFor(() => expect(tabNames()).toEqual(['Untitled Query 1', 'Untitled Query 2']));
    expect(screen.getByRole('tab', { name: 'Untitled Query 2' })).toHaveAttribute('aria-selected', 'true');
    expect((await aceEditor()).getValue()).toBe('SELECT * FROM sales');
    await waitFor(() => expect(gridTexts()).toContain('France'));
    // The left bar's table, with its columns, is back too.
    const card = await screen.findByRole('region', { name: 'Columns of sales' });
    expect(await within(card).findByText('order_id')).toBeInTheDocument();
    expect(calls.count).toBe(0);
    calls.stop();
  });
});
