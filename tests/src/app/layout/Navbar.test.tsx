import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { createI18n } from '../../../../src/app/i18n/i18n.ts';
import { fullNavigation } from '../../../../src/app/navigation.ts';
import { PREFERENCE_KEYS } from '../../../../src/app/preferences.ts';
import { createTestServices, renderApp, signInAsAdmin } from '../../testUtils.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

async function openUserMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Admin User/ }));
  return screen.findByRole('menu');
}

describe('navbar', () => {
  it('shows the logo, the links and the user’s name', async () => {
    signInAsAdmin();
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    for (const name of ['SQL Lab', 'Charts', 'Dashboards', 'Datasets', 'Databases', 'Saved queries']) {
      expect(nav).toContainElement(screen.getByRole('link', { name }));
    }
    expect(screen.getByRole('link', { name: 'Databases' })).toHaveAttribute('href', '/databaseview/list/');
    expect(screen.getByRole('link', { name: 'Loupe home' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Admin User/ })).toBeInTheDocument();
  });

  it('switches the language to French from the user menu', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/');
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Language' }));
    const languages = await screen.findByRole('menu', { name: 'Language' });
    expect(languages).toHaveTextContent('Français');
    expect(languages).toHaveTextContent('日本語');
    expect(languages).toHaveTextContent('Português (Brasil)');
    await user.click(screen.getByRole('menuitemradio', { name: 'Français' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    expect(await screen.findByRole('link', { name: 'Bases de données' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bienvenue, Admin' })).toBeInTheDocument();
    expect(localStorage.getItem(PREFERENCE_KEYS.language)).toBe('fr');
  });

  it('switches the theme to dark from the user menu', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/');
    await screen.findByRole('button', { name: /Admin User/ });
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Theme' }));
    await screen.findByRole('menu', { name: 'Theme' });
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await waitFor(() => expect(document.documentElement).toHaveAttribute('data-theme', 'dark'));
    expect(document.documentElement).toHaveAttribute('data-theme-mode', 'dark');
    expect(document.documentElement.style.getPropertyValue('--loupe-color-bg')).toBe('#111418');
    expect(localStorage.getItem(PREFERENCE_KEYS.themeMode)).toBe('dark');
  });

  it('logs out with a full navigation to /logout/', async () => {
    signInAsAdmin();
    const assign = vi.spyOn(fullNavigation, 'assign').mockImplementation(() => {});
    const user = userEvent.setup();
    renderApp('/');
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(assign).toHaveBeenCalledWith('/logout/');
  });

  it('starts in the stored language and theme', async () => {
    signInAsAdmin();
    localStorage.setItem(PREFERENCE_KEYS.themeMode, 'dark');
    localStorage.setItem(PREFERENCE_KEYS.language, 'de');
    // As main.tsx does: the stored language's catalog before the first render.
    await loadCatalog('de');
    renderApp('/', { ...createTestServices(), i18n: createI18n() });
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(await screen.findByRole('link', { name: 'Datenbanken' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});
