import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../components/Toasts/useToasts.ts';
import { PREFERENCE_KEYS, writePreference } from '../preferences.ts';
import { languageOf, switchLanguage } from './i18n.ts';
import type { LanguageCode } from './languages.ts';

/**
 * The interface language and a setter that loads the language's catalog, switches to it (the
 * I18nProvider then updates <html lang>) and persists the choice. When the catalog cannot be
 * fetched the language stays as it was and a toast says so.
 */
export function useLanguage(): { language: LanguageCode; setLanguage(code: LanguageCode): void } {
  const { i18n, t } = useTranslation();
  const { addDangerToast } = useToasts();
  const setLanguage = useCallback(
    (code: LanguageCode) => {
      switchLanguage(i18n, code).then(
        (switched) => {
          if (switched) writePreference(PREFERENCE_KEYS.language, code);
        },
        () => addDangerToast(t('errors.languageNotLoaded'), { noDuplicate: true }),
      );
    },
    [i18n, t, addDangerToast],
  );
  return { language: languageOf(i18n), setLanguage };
}
