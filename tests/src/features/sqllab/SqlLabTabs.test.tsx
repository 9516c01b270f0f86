// SQL Lab's tab bar against the MSW handlers: rename (menu and double click, kept on the
// server), the left bar toggle of the tab menu, the status dot of the latest query, and the
// editor/results splitter.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Ace } from 'ace-builds';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { VirtuosoMockContext } from 'react-virtuoso';
import { describe, expect, it } from 'vitest';
import { mockSqlLabState } from '../../../../mocks/sqlLabState.ts';
import { AppProviders } from '../../../../src/app/AppProviders.tsx';
import { routes } from '../../../../src/app/routes.tsx';
import { ROW_HEIGHT } from '../../../../src/components/DataGrid/gridSizes.ts';
import { createTestServices, signInAsAdmin } from '../../testUtils.tsx';

/** Opens SQL Lab and waits for the (lazy) editor, which takes the focus when it mounts. */
async function openSqlLab() {
  signInAsAdmin();
  const router = createMemoryRouter(routes, { initialEntries: ['/sqllab/'] });
  render(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 400, itemHeight: ROW_HEIGHT.medium }}>
      <AppProviders services={createTestServices()}>
        <RouterProvider router={router} />
      </AppProviders>
    </VirtuosoMockContext.Provider>,
  );
  const editor = await aceEditor();
  // The editor takes the focus once mounted (autoFocus).
  await waitFor(() => expect(editor.isFocused()).toBe(true));
  return editor;
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

describe('SQL Lab tab bar', () => {
  it('renames a tab from its menu, and the server keeps the new label', async () => {
    await openSqlLab();
    // Set up after the editor mounted: its autofocus must not run inside user-event's act().
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Tab actions: Untitled Query 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Rename tab' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tab' });
    const input = within(dialog).getByRole('textbox', { name: 'Enter a new title for the tab' });
    expect(input).toHaveValue('Untitled Query 1');
    await user.clear(input);
    await user.type(input, 'Revenue');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await screen.findByRole('tab', { name: 'Revenue' })).toBeInTheDocument();
    await waitFor(() => expect(mockSqlLabState.find(1)?.label).toBe('Revenue'), { timeout: 8000 });
  });

  it('renames on double click; an empty name changes nothing', async () => {
    await openSqlLab();
    // Set up after the editor mounted: its autofocus must not run inside user-event's act().
    const user = userEvent.setup();
    await user.dblClick(await screen.findByRole('tab', { name: 'Untitled Query 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename tab' });
    const input = within(dialog).getByRole('textbox', { name: 'Enter a new title for the tab' });
    await user.clear(input);
    expect(within(dialog).getByRole('button', { name: 'Rename' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('tab', { name: 'Untitled Query 1' })).toBeInTheDocument();
  });

  it('hides and shows the left bar from the tab menu', async () => {
    await openSqlLab();
    // Set up after the editor mounted: its autofocus must not run inside user-event's act().
    const user = userEvent.setup();
    expect(await screen.findByRole('complementary', { name: 'Database explorer' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tab actions: Untitled Query 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide left bar' }));
    await waitFor(() =>
      expect(screen.queryByRole('complementary', { name: 'Database explorer' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Tab actions: Untitled Query 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Show left bar' }));
    expect(await screen.findByRole('complementary', { name: 'Database explorer' })).toBeInTheDocument();
  });

  it("shows the latest query's state as a dot before the tab name", async () => {
    const editor = await openSqlLab();
    const user = userEvent.setup();
    act(() => editor.setValue('SELECT * FROM sales', 1));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const tabs = screen.getByRole('tablist', { name: 'Query tabs' });
    const dot = await within(tabs).findByRole('img', { name: 'Success' });
    expect(dot).toHaveAttribute('data-severity', 'success');
  });

  it('shares the height between editor and results with the splitter keys, kept with the tab', async () => {
    await openSqlLab();
    const user = userEvent.setup();
    const splitter = screen.getByRole('separator', { name: 'Resize the editor and the results' });
    expect(splitter).toHaveAttribute('aria-valuenow', '30');
    splitter.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(splitter).toHaveAttribute('aria-valuenow', '40');
    const editor = document.querySelector<HTMLElement>('.loupe-sql-lab__editor')!;
    expect(editor.style.flexBasis).toBe('40%');
    await user.keyboard('{End}');
    expect(splitter).toHaveAttribute('aria-valuenow', '90');
    await user.keyboard('{Home}{ArrowUp}');
    expect(splitter).toHaveAttribute('aria-valuenow', '10');
  });
});
