// The translation catalogs. English, the source and the fallback, is bundled; every other
// language is a dynamic import, so Vite splits each catalog into its own chunk, fetched the first
// time the language is needed (at start-up for the stored language, or when the user picks it).
// Each language also has a viz catalog (viz/<code>.json): the chart types' control panel texts,
// keyed by their English text as Superset's t() is (src/visualizations/vizTexts.ts lists them);
// it is fetched with the language's catalog. English needs none: the key is the text.
import type { LanguageCode } from './languages.ts';
import en from './locales/en.json';

export type Catalog = typeof en;

/** English text of a chart type's control panel → its translation. */
export type VizCatalog = Readonly<Record<string, string>>;

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

const VIZ_LOADERS: Record<LazyLanguage, () => Promise<{ default: VizCatalog }>> = {
  fr: () => import('./viz/fr.json'),
  es: () => import('./viz/es.json'),
  it: () => import('./viz/it.json'),
  zh: () => import('./viz/zh.json'),
  ja: () => import('./viz/ja.json'),
  de: () => import('./viz/de.json'),
  pt: () => import('./viz/pt.json'),
  pt_BR: () => import('./viz/pt_BR.json'),
  ru: () => import('./viz/ru.json'),
  ko: () => import('./viz/ko.json'),
  sk: () => import('./viz/sk.json'),
  sl: () => import('./viz/sl.json'),
  nl: () => import('./viz/nl.json'),
};

const loaded = new Map<LanguageCode, Catalog>([['en', en]]);
const loadedViz = new Map<LanguageCode, VizCatalog>([['en', {}]]);

export const ENGLISH_CATALOG: Catalog = en;

/** The catalog of a language if it is already loaded (English always is). */
export function loadedCatalog(code: LanguageCode): Catalog | undefined {
  return loaded.get(code);
}

/** The viz catalog of a language once its catalog is loaded (English's is empty). */
export function loadedVizCatalog(code: LanguageCode): VizCatalog | undefined {
  return loadedViz.get(code);
}

/**
 * The catalog of a language, fetching its chunk (and its viz catalog's) the first time. Rejects
 * when a fetch fails, and then counts neither as loaded.
 */
export async function loadCatalog(code: LanguageCode): Promise<Catalog> {
  const cached = loaded.get(code);
  if (cached) return cached;
  if (code === 'en') return en;
  const [{ default: catalog }, { default: viz }] = await Promise.all([LOADERS[code](), VIZ_LOADERS[code]()]);
  loadedViz.set(code, viz);
  loaded.set(code, catalog);
  return catalog;
}
