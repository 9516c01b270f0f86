// i18next set-up: English is bundled; the other catalogs are loaded on demand (./catalogs.ts).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_KEYS, readPreference } from '../preferences.ts';
import { ENGLISH_CATALOG, loadCatalog, loadedCatalog, loadedVizCatalog } from './catalogs.ts';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  LANGUAGE_CODES,
  type LanguageCode,
  matchLanguage,
} from './languages.ts';

/** The stored choice, else the browser's language, else English. */
export function initialLanguage(): LanguageCode {
  const stored = matchLanguage(readPreference(PREFERENCE_KEYS.language) ?? undefined);
  if (stored) return stored;
  for (const tag of globalThis.navigator?.languages ?? []) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** i18next spells region codes with a hyphen (pt-BR); the product spells them pt_BR. */
export function toI18nextCode(code: string): string {
  return code.replace('_', '-');
}

/** The product's code of an i18next language. */
export function languageOf(instance: i18n): LanguageCode {
  return matchLanguage(instance.resolvedLanguage ?? instance.language) ?? DEFAULT_LANGUAGE;
}

/**
 * A new i18next instance in `language`. Synchronous: it starts in `language` when its catalog is
 * already loaded — main.tsx awaits `loadCatalog(initialLanguage())` before the first render, so the
 * app starts in the stored language — and otherwise starts in English and switches to `language`
 * once its catalog arrives.
 */
export function createI18n(language: LanguageCode = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  const catalog = loadedCatalog(language);
  const resources: Record<string, { translation: typeof ENGLISH_CATALOG; viz: Record<string, string> }> = {
    [DEFAULT_LANGUAGE]: { translation: ENGLISH_CATALOG, viz: {} },
  };
  if (catalog)
    resources[toI18nextCode(language)] = { translation: catalog, viz: { ...loadedVizCatalog(language) } };
  void instance.use(initReactI18next).init({
    resources,
    lng: toI18nextCode(catalog ? language : DEFAULT_LANGUAGE),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES.map(toI18nextCode),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (!catalog) void switchLanguage(instance, language).catch(() => {});
  return instance;
}

/** The language each instance is switching to; a later switch supersedes one still loading. */
const switching = new WeakMap<i18n, LanguageCode>();

/**
 * Loads the catalog of `code` if needed, then changes the instance's language. Resolves to
 * whether it did change (false when a later call superseded this one while it was loading);
 * rejects when the catalog could not be fetched, leaving the language as it was.
 */
export async function switchLanguage(instance: i18n, code: LanguageCode): Promise<boolean> {
  switching.set(instance, code);
  const loaded = await loadCatalog(code).then(
    (catalog) => ({ catalog }),
    (error: unknown) => ({ error }),
  );
  if (switching.get(instance) !== code) return false;
  switching.delete(instance);
  if ('error' in loaded) throw loaded.error;
  const { catalog } = loaded;
  const lng = toI18nextCode(code);
  if (!instance.hasResourceBundle(lng, 'translation'))
    instance.addResourceBundle(lng, 'translation', catalog);
  if (!instance.hasResourceBundle(lng, 'viz'))
    instance.addResourceBundle(lng, 'viz', { ...loadedVizCatalog(code) });
  await instance.changeLanguage(lng);
  return true;
}

/** Keeps <html lang> in step with the interface language. */
export function syncHtmlLang(code: LanguageCode): void {
  document.documentElement.lang = htmlLangOf(code);
}
