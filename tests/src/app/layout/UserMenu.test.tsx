// The Theme submenu: the mode (Appearance) and the preset family (Style), persisted and on <html>.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREFERENCE_KEYS } from '../../../../src/app/preferences.ts';
import { renderApp, signInAsAdmin } from '../../testUtils.tsx';

type User = ReturnType<typeof userEvent.setup>;

const html = document.documentElement;

function cssVariable(name: string): string {
  return html.style.getPropertyValue(name);
}

async function openThemeMenu(user: User) {
  await user.click(await screen.findByRole('button', { name: /Admin User/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Theme' }));
  const menu = await screen.findByRole('menu', { name: 'Theme' });
  return {
    appearance: within(menu).getByRole('group', { name: 'Appearance' }),
    style: within(menu).getByRole('group', { name: 'Style' }),
  };
}

async function choose(user: User, section: 'appearance' | 'style', name: string) {
  const sections = await openThemeMenu(user);
  await user.click(within(sections[section]).getByRole('menuitemradio', { name }));
}

function renderHome() {
  signInAsAdmin();
  const user = userEvent.setup();
  renderApp('/');
  return user;
}

describe('theme submenu', () => {
  it('offers the modes and the preset families, the current ones checked', async () => {
    const user = renderHome();
    const { appearance, style } = await openThemeMenu(user);
    const names = (group: HTMLElement) =>
      within(group)
        .getAllByRole('menuitemradio')
        .map((item) => item.textContent);
    expect(names(appearance)).toEqual(['Default', 'Dark', 'System']);
    expect(names(style)).toEqual(['Default', 'Compact', 'Playful']);
    expect(within(appearance).getByRole('menuitemradio', { name: 'Default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(style).getByRole('menuitemradio', { name: 'Default' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(within(style).getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('switches to the compact preset: smaller spacing and font, stored, on <html>', async () => {
    const user = renderHome();
    await screen.findByRole('button', { name: /Admin User/ });
    expect(html).toHaveAttribute('data-theme-preset', 'default');
    expect(html).toHaveAttribute('data-theme-algorithm', 'default');
    expect(cssVariable('--loupe-spacing')).toBe('8px');
    expect(cssVariable('--loupe-font-size')).toBe('14px');

    await choose(user, 'style', 'Compact');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'compact'));
    expect(html).toHaveAttribute('data-theme-preset', 'compact');
    expect(html).toHaveAttribute('data-theme-algorithm', 'default compact');
    expect(cssVariable('--loupe-spacing')).toBe('6px');
    expect(cssVariable('--loupe-font-size')).toBe('13px');
    expect(cssVariable('--loupe-control-height')).toBe('26px');
    expect(localStorage.getItem(PREFERENCE_KEYS.themePreset)).toBe('compact');
    expect(localStorage.getItem(PREFERENCE_KEYS.themeMode)).toBeNull();

    const { style } = await openThemeMenu(user);
    expect(within(style).getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('switches to the playful preset: its own primary colour and rounder corners', async () => {
    const user = renderHome();
    await screen.findByRole('button', { name: /Admin User/ });
    expect(cssVariable('--loupe-color-primary')).toBe('#2893B3');
    expect(cssVariable('--loupe-radius')).toBe('4px');

    await choose(user, 'style', 'Playful');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'playful'));
    expect(html).toHaveAttribute('data-theme-preset', 'playful');
    expect(cssVariable('--loupe-color-primary')).toBe('#7B61FF');
    expect(cssVariable('--loupe-radius')).toBe('12px');
    expect(localStorage.getItem(PREFERENCE_KEYS.themePreset)).toBe('playful');
  });

  it('combines the preset with the mode: dark + compact is compact on the dark algorithm', async () => {
    const user = renderHome();
    await choose(user, 'appearance', 'Dark');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
    await choose(user, 'style', 'Compact');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'compact-dark'));
    expect(html).toHaveAttribute('data-theme-algorithm', 'dark compact');
    expect(html).toHaveAttribute('data-theme-mode', 'dark');
    expect(cssVariable('--loupe-color-bg')).toBe('#111418');
    expect(cssVariable('--loupe-spacing')).toBe('6px');

    await choose(user, 'style', 'Default');
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'dark'));
    expect(html).toHaveAttribute('data-theme-preset', 'default');
    expect(cssVariable('--loupe-spacing')).toBe('8px');
    expect(localStorage.getItem(PREFERENCE_KEYS.themePreset)).toBe('default');
    expect(localStorage.getItem(PREFERENCE_KEYS.themeMode)).toBe('dark');
  });

  it('starts in the stored preset', async () => {
    localStorage.setItem(PREFERENCE_KEYS.themePreset, 'compact');
    const user = renderHome();
    await screen.findByRole('button', { name: /Admin User/ });
    expect(html).toHaveAttribute('data-theme', 'compact');
    const { style } = await openThemeMenu(user);
    expect(within(style).getByRole('menuitemradio', { name: 'Compact' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('shows a stored dark preset as its family, and choosing the family gives the decision back to the mode', async () => {
    localStorage.setItem(PREFERENCE_KEYS.themePreset, 'playfulDark');
    const user = renderHome();
    await screen.findByRole('button', { name: /Admin User/ });
    expect(html).toHaveAttribute('data-theme', 'playful-dark');
    const { style } = await openThemeMenu(user);
    const playful = within(style).getByRole('menuitemradio', { name: 'Playful' });
    expect(playful).toHaveAttribute('aria-checked', 'true');

    await user.click(playful);
    await waitFor(() => expect(html).toHaveAttribute('data-theme', 'playful'));
    expect(html).toHaveAttribute('data-theme-algorithm', 'default');
    expect(localStorage.getItem(PREFERENCE_KEYS.themePreset)).toBe('playful');
  });
});
