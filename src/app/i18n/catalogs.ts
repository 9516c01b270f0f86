// The translation catalogs. English, the source and the fallback, is bundled; every other
// language is a dynamic import, so Vite splits each catalog into its own chunk, fetched the first
// time the language is needed (at start-up for the stored language, or when the user picks it).
import type { LanguageCode } from './languages.ts';
import en from './locales/en.json';

export type Catalog = typeof en;

type LazyLanguage = Exclude<LanguageCode, 'en'>;

const LOADERS: Record<LazyLanguage, () => Promise<{ default: Catalog }>> = {
  fr: () => import('./locales/fr.json'),
  es: () => import('./locales/es.json'),
  it: () => import('./locales/it.json'),
  zh: () => import('./locales/zh.json'),
  ja: () => import('./locales/ja.json'),
  de: () => import('./locales/de.json'),
  pt: () => import('./locales/pt.json'),
  pt_BR: () => import('./locales/pt_BR.json'),
  ru: () => import('./locales/ru.json'),
  ko: () => import('./locales/ko.json'),
  sk: () => import('./locales/sk.json'),
  sl: () => import('./locales/sl.json'),
  nl: () => import('./locales/nl.json'),
};

const loaded = new Map<LanguageCode, Catalog>([['en', en]]);

export const ENGLISH_CATALOG: Catalog = en;

/** The catalog of a language if it is already loaded (English always is). */
export function loadedCatalog(code: LanguageCode): Catalog | undefined {
  return loaded.get(code);
}

/** The catalog of a language, fetching its chunk the first time. Rejects when the fetch fails. */
export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
  const cached = loaded.get(code);
  if (cached) return cached;
  if (code === 'en') return en;
  const { default: catalog } = await LOADERS[code]();
  loaded.set(code, catalog);
  return catalog;
}
