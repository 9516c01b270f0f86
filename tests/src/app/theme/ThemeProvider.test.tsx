import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREFERENCE_KEYS } from '../../../../src/app/preferences.ts';
import { ThemeProvider, useTheme } from '../../../../src/app/theme/ThemeProvider.tsx';

type Listener = () => void;

function mockMatchMedia(initial: boolean) {
  const listeners = new Set<Listener>();
  const list = {
    matches: initial,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_: string, listener: Listener) => listeners.add(listener),
    removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => list),
  );
  return {
    setDark(dark: boolean) {
      list.matches = dark;
      for (const listener of listeners) listener();
    },
  };
}

function ModeLabel() {
  const { mode, theme } = useTheme();
  return <p data-testid="mode">{`${mode}:${theme.name}`}</p>;
}

let themeApi: ReturnType<typeof useTheme>;

function Capture() {
  themeApi = useTheme();
  return null;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('writes data-theme and the CSS variables on <html>', () => {
    render(
      <ThemeProvider>
        <ModeLabel />
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'default');
    expect(html).toHaveAttribute('data-theme-mode', 'default');
    expect(html).toHaveAttribute('data-theme-preset', 'default');
    expect(html).toHaveAttribute('data-theme-algorithm', 'default');
    expect(html.style.getPropertyValue('--loupe-color-primary')).toBe('#2893B3');
    expect(html.style.getPropertyValue('--loupe-logo-height')).toBe('24px');
    expect(html.style.colorScheme).toBe('light');
  });

  it('follows the system colour scheme live in system mode', () => {
    localStorage.setItem(PREFERENCE_KEYS.themeMode, 'system');
    const media = mockMatchMedia(false);
    render(
      <ThemeProvider>
        <ModeLabel />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('system:default');
    act(() => media.setDark(true));
    expect(screen.getByTestId('mode')).toHaveTextContent('system:dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    act(() => media.setDark(false));
    expect(document.documentElement).toHaveAttribute('data-theme', 'default');
  });

  it('uses the stored preset', () => {
    localStorage.setItem(PREFERENCE_KEYS.themePreset, 'playful');
    render(
      <ThemeProvider>
        <ModeLabel />
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveAttribute('data-theme', 'playful');
  });

  it('sets and stores the preset, on top of the mode', () => {
    localStorage.setItem(PREFERENCE_KEYS.themeMode, 'dark');
    render(
      <ThemeProvider>
        <Capture />
      </ThemeProvider>,
    );
    const html = document.documentElement;
    expect(html).toHaveAttribute('data-theme', 'dark');
    act(() => themeApi.setPreset('compact'));
    expect(themeApi.preset).toBe('compact');
    expect(localStorage.getItem(PREFERENCE_KEYS.themePreset)).toBe('compact');
    expect(html).toHaveAttribute('data-theme', 'compact-dark');
    expect(html).toHaveAttribute('data-theme-preset', 'compact');
    expect(html).toHaveAttribute('data-theme-algorithm', 'dark compact');
    expect(html.style.getPropertyValue('--loupe-font-size')).toBe('13px');
    act(() => themeApi.setPreset('playful'));
    expect(html).toHaveAttribute('data-theme', 'playful-dark');
    expect(html).toHaveAttribute('data-theme-algorithm', 'dark');
    expect(html.style.getPropertyValue('--loupe-radius')).toBe('12px');
    expect(html.style.getPropertyValue('--loupe-font-size')).toBe('14px');
  });

  it('ignores stored values it does not know', () => {
    localStorage.setItem(PREFERENCE_KEYS.themeMode, 'neon');
    render(
      <ThemeProvider>
        <ModeLabel />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('default:default');
  });
});
