// When a catalog cannot be fetched (offline, a stale deployment), the language stays as it was,
// the choice is not stored and a toast says so.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PREFERENCE_KEYS } from '../../../../src/app/preferences.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

vi.mock('../../../../src/app/i18n/catalogs.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/app/i18n/catalogs.ts')>();
  return {
    ...original,
    loadCatalog: (code: Parameters<typeof original.loadCatalog>[0]) =>
      code === 'ja'
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : original.loadCatalog(code),
  };
});

describe('a catalog that cannot be loaded', () => {
  it('keeps the language, stores nothing and shows a toast', async () => {
    signInAsAdmin();
    const user = userEvent.setup();
    renderApp('/');
    await user.click(await screen.findByRole('button', { name: /Admin User/ }));
    await user.click(screen.getByRole('menuitem', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitemradio', { name: '日本語' }));
    expect(
      await screen.findByText('The language could not be loaded. Please try again.'),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Databases' })).toBeInTheDocument();
    expect(localStorage.getItem(PREFERENCE_KEYS.language)).toBeNull();
  });
});
