import { useSyncExternalStore } from 'react';

/** Whether a `data-theme` value is a dark theme (dark, compact-dark, playful-dark). */
export function isDarkTheme(dataTheme: string | undefined): boolean {
  return dataTheme?.split('-').includes('dark') ?? false;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

const read = () => isDarkTheme(document.documentElement.dataset.theme);

/** Follows the app's light/dark mode from `data-theme` on <html> (set by the ThemeProvider). */
export function useDarkTheme(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
