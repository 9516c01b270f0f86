import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { KeyboardShortcutsButton } from '../../../../src/app/shortcuts/KeyboardShortcutsButton.tsx';
import { KeyboardShortcutsList } from '../../../../src/app/shortcuts/KeyboardShortcutsList.tsx';
import { createTestServices, renderWithProviders } from '../../testUtils.tsx';

function keysOf(label: string): string[] {
  const row = screen.getByText(label).closest('.loupe-shortcuts__row') as HTMLElement;
  return [...row.querySelectorAll('.loupe-shortcuts__binding')].map((binding) =>
    [...binding.querySelectorAll('.loupe-shortcuts__key')].map((key) => key.textContent).join(' '),
  );
}

describe('KeyboardShortcutsList', () => {
  it('lists each shortcut with its keys on Windows', () => {
    renderWithProviders(<KeyboardShortcutsList platform="windows" />);
    expect(keysOf('Run query')).toEqual(['Ctrl Enter', 'Ctrl R', 'Alt Enter']);
    expect(keysOf('Run current query')).toEqual(['Ctrl Shift Enter']);
    expect(keysOf('Stop query')).toEqual(['Ctrl E']);
    expect(keysOf('New tab')).toEqual(['Ctrl Q']);
    expect(keysOf('Format SQL')).toEqual(['Ctrl Shift F']);
    expect(keysOf('Switch to the previous tab')).toEqual(['Ctrl [']);
    expect(keysOf('Switch to the next tab')).toEqual(['Ctrl ]']);
    expect(keysOf('Find')).toEqual(['Ctrl F']);
    expect(keysOf('Replace')).toEqual(['Ctrl H']);
    expect(screen.queryByText('Previous line')).not.toBeInTheDocument();
  });

  it('uses the Mac key names and its own keys on a Mac', () => {
    renderWithProviders(<KeyboardShortcutsList platform="mac" />);
    expect(keysOf('Run query')[0]).toBe('⌘ ↩');
    expect(keysOf('Stop query')).toEqual(['⌃ X']);
    expect(keysOf('Replace')).toEqual(['⌥ ⌘ F']);
    expect(keysOf('Previous line')).toEqual(['⌃ P']);
  });

  it('is translated', async () => {
    await loadCatalog('fr');
    renderWithProviders(<KeyboardShortcutsList platform="linux" />, createTestServices('fr'));
    expect(keysOf('Exécuter la requête courante')).toEqual(['Ctrl Shift Enter']);
    expect(screen.getByText('Passer à l’onglet suivant')).toBeInTheDocument();
  });
});

describe('KeyboardShortcutsButton', () => {
  it('opens the list in a dialog', async () => {
    renderWithProviders(<KeyboardShortcutsButton platform="linux" />);
    await userEvent.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
    expect(within(dialog).getByText('Run query')).toBeInTheDocument();
  });
});
