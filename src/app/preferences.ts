// The user's interface choices, kept in localStorage (language, theme mode and preset).

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
