// i18next set-up: one catalog per language in ./locales (en is the source).
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { PREFERENCE_KEYS, readPreference } from '../preferences.ts';
import {
  DEFAULT_LANGUAGE,
  htmlLangOf,
  LANGUAGE_CODES,
  type LanguageCode,
  matchLanguage,
} from './languages.ts';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import fr from './locales/fr.json';
import it from './locales/it.json';
import ja from './locales/ja.json';
import ko from './locales/ko.json';
import nl from './locales/nl.json';
import pt from './locales/pt.json';
import ptBR from './locales/pt_BR.json';
import ru from './locales/ru.json';
import sk from './locales/sk.json';
import sl from './locales/sl.json';
import zh from './locales/zh.json';

export const CATALOGS: Record<LanguageCode, typeof en> = {
  en,
  fr,
  es,
  it,
  zh,
  ja,
  de,
  pt,
  pt_BR: ptBR,
  ru,
  ko,
  sk,
  sl,
  nl,
};

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

export function createI18n(language: LanguageCode = initialLanguage()): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(
      Object.entries(CATALOGS).map(([code, catalog]) => [toI18nextCode(code), { translation: catalog }]),
    ),
    lng: toI18nextCode(language),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGE_CODES.map(toI18nextCode),
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** Keeps <html lang> in step with the interface language. */
export function syncHtmlLang(code: LanguageCode): void {
  document.documentElement.lang = htmlLangOf(code);
}
