import type { ResolvedTheme } from './resolveTheme.ts';

/**
 * Writes the theme on an element (the document root): data-theme (the resolved name),
 * data-theme-preset, data-theme-algorithm (space-separated, e.g. `dark compact`), color-scheme
 * and the CSS tokens.
 */
export function applyTheme(theme: ResolvedTheme, element: HTMLElement = document.documentElement): void {
  element.dataset.theme = theme.name;
  element.dataset.themePreset = theme.preset;
  element.dataset.themeAlgorithm = theme.algorithms.join(' ');
  element.style.colorScheme = theme.isDark ? 'dark' : 'light';
  for (const [name, value] of Object.entries(theme.tokens)) {
    element.style.setProperty(name, value);
  }
}
