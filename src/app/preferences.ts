// The user's interface choices, kept in localStorage (language, theme mode and preset).
// index.html's inline script reads the same keys before the app loads (to set the theme and lang
// on <html> without a flash); tests/src/indexHtml.test.ts fails if the two drift apart.

export const PREFERENCE_KEYS = {
  language: 'loupe.language',
  themeMode: 'loupe.theme.mode',
  themePreset: 'loupe.theme.preset',
} as const;

type PreferenceKey = (typeof PREFERENCE_KEYS)[keyof typeof PREFERENCE_KEYS];

export function readPreference(key: PreferenceKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writePreference(key: PreferenceKey, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the choice lasts for this page only.
  }
}
