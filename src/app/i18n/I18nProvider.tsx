import type { i18n } from 'i18next';
import { type ReactNode, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { languageOf, syncHtmlLang } from './i18n.ts';

/** Provides the i18next instance and keeps <html lang> on its language. */
export function I18nProvider({ i18n, children }: { i18n: i18n; children: ReactNode }) {
  useLayoutEffect(() => {
    syncHtmlLang(languageOf(i18n));
    const onChange = () => syncHtmlLang(languageOf(i18n));
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
