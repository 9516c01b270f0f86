// index.html's inline script puts the stored theme and language on <html> before anything
// renders (no light flash for dark users). It cannot import the app's modules, so it repeats the
// preference keys and a little of resolveTheme() and htmlLangOf(): this runs it for every stored
// combination and checks it agrees with the modules it mirrors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import indexHtml from '../../index.html?raw';
import { htmlLangOf, LANGUAGE_CODES } from '../../src/app/i18n/languages.ts';
import { PREFERENCE_KEYS } from '../../src/app/preferences.ts';
import { THEME_MODES, THEME_PRESETS, type ThemeMode, type ThemePreset } from '../../src/app/theme/presets.ts';
import { resolveTheme } from '../../src/app/theme/resolveTheme.ts';

const inlineScripts = [...indexHtml.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
const bootScript = inlineScripts[0] ?? '';
const html = document.documentElement;

function stubPrefersDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: dark && query === '(prefers-color-scheme: dark)', media: query })),
  );
}

function runBootScript(stored: { mode?: string; preset?: string; language?: string }, prefersDark = false) {
  localStorage.clear();
  if (stored.mode !== undefined) localStorage.setItem(PREFERENCE_KEYS.themeMode, stored.mode);
  if (stored.preset !== undefined) localStorage.setItem(PREFERENCE_KEYS.themePreset, stored.preset);
  if (stored.language !== undefined) localStorage.setItem(PREFERENCE_KEYS.language, stored.language);
  stubPrefersDark(prefersDark);
  html.lang = 'en';
  new Function(bootScript)();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('index.html boot script', () => {
  it('is a single inline classic script in <head>, before the app’s module', () => {
    expect(inlineScripts).toHaveLength(1);
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head).toContain(bootScript);
    expect(indexHtml.indexOf('<script>')).toBeLessThan(indexHtml.indexOf('<script type="module"'));
  });

  it('reads exactly the keys of src/app/preferences.ts', () => {
    const keys = [...bootScript.matchAll(/'(loupe\.[\w.]+)'/g)].map((match) => match[1]);
    expect(new Set(keys)).toEqual(new Set(Object.values(PREFERENCE_KEYS)));
  });

  it('resolves every stored mode and preset as resolveTheme() does', () => {
    const modes: (string | undefined)[] = [...THEME_MODES, undefined, 'neon'];
    const presets: (string | undefined)[] = [...THEME_PRESETS, undefined, 'toString', 'neon'];
    for (const mode of modes) {
      for (const preset of presets) {
        for (const prefersDark of [false, true]) {
          runBootScript({ mode, preset }, prefersDark);
          const expectedMode: ThemeMode = THEME_MODES.includes(mode as ThemeMode)
            ? (mode as ThemeMode)
            : 'default';
          const expectedPreset: ThemePreset = THEME_PRESETS.includes(preset as ThemePreset)
            ? (preset as ThemePreset)
            : 'default';
          const theme = resolveTheme({ mode: expectedMode, preset: expectedPreset, prefersDark });
          const label = `mode ${mode}, preset ${preset}, prefersDark ${prefersDark}`;
          expect(html.dataset.theme, label).toBe(theme.name);
          expect(html.dataset.themeMode, label).toBe(expectedMode);
          expect(html.dataset.themePreset, label).toBe(theme.preset);
          expect(html.dataset.themeAlgorithm, label).toBe(theme.algorithms.join(' '));
          expect(html.style.colorScheme, label).toBe(theme.isDark ? 'dark' : 'light');
        }
      }
    }
  });

  it('sets <html lang> of a stored language as htmlLangOf() does, and ignores unknown ones', () => {
    for (const code of LANGUAGE_CODES) {
      runBootScript({ language: code });
      expect(html.lang, code).toBe(htmlLangOf(code));
    }
    for (const value of ['xx', 'toString', '']) {
      runBootScript({ language: value });
      expect(html.lang, value).toBe('en');
    }
    runBootScript({});
    expect(html.lang).toBe('en');
  });

  it('survives storage that throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      runBootScript({}, true);
      expect(html.dataset.theme).toBe('default');
      expect(html.style.colorScheme).toBe('light');
    } finally {
      vi.restoreAllMocks();
    }
  });
});
