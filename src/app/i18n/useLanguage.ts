import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PREFERENCE_KEYS, writePreference } from '../preferences.ts';
import { languageOf, syncHtmlLang, toI18nextCode } from './i18n.ts';
import type { LanguageCode } from './languages.ts';

/** The interface language and a setter that persists it and updates <html lang>. */
export function useLanguage(): { language: LanguageCode; setLanguage(code: LanguageCode): void } {
  const { i18n } = useTranslation();
  const setLanguage = useCallback(
    (code: LanguageCode) => {
      writePreference(PREFERENCE_KEYS.language, code);
      syncHtmlLang(code);
      void i18n.changeLanguage(toI18nextCode(code));
    },
    [i18n],
  );
  return { language: languageOf(i18n), setLanguage };
}
