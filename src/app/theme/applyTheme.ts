import type { ResolvedTheme } from './resolveTheme.ts';

/** Writes the theme on an element (the document root): data-theme, color-scheme and the CSS tokens. */
export function applyTheme(theme: ResolvedTheme, element: HTMLElement = document.documentElement): void {
  element.dataset.theme = theme.name;
  element.style.colorScheme = theme.isDark ? 'dark' : 'light';
  for (const [name, value] of Object.entries(theme.tokens)) {
    element.style.setProperty(name, value);
  }
}
