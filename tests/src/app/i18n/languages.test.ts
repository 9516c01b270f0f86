import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { createI18n, languageOf, toI18nextCode } from '../../../../src/app/i18n/i18n.ts';
import { htmlLangOf, LANGUAGE_CODES, matchLanguage } from '../../../../src/app/i18n/languages.ts';

describe('languages', () => {
  it('are the 14 of the spec', () => {
    expect(LANGUAGE_CODES).toEqual([
      'en',
      'fr',
      'es',
      'it',
      'zh',
      'ja',
      'de',
      'pt',
      'pt_BR',
      'ru',
      'ko',
      'sk',
      'sl',
      'nl',
    ]);
  });

  it('match browser language tags', () => {
    expect(matchLanguage('fr-CA')).toBe('fr');
    expect(matchLanguage('pt-BR')).toBe('pt_BR');
    expect(matchLanguage('pt-PT')).toBe('pt');
    expect(matchLanguage('zh-CN')).toBe('zh');
    expect(matchLanguage('xx')).toBeUndefined();
    expect(matchLanguage(undefined)).toBeUndefined();
  });

  it('give <html lang> values', () => {
    expect(htmlLangOf('pt_BR')).toBe('pt-BR');
    expect(htmlLangOf('zh')).toBe('zh-Hans');
  });

  it('load every catalog, Brazilian Portuguese included', async () => {
    expect(toI18nextCode('pt_BR')).toBe('pt-BR');
    for (const code of LANGUAGE_CODES) {
      await loadCatalog(code);
      const i18n = createI18n(code);
      expect(languageOf(i18n)).toBe(code);
      expect(i18n.t('emptyState.title')).not.toBe('emptyState.title');
    }
    expect(createI18n('pt_BR').t('nav.databases')).not.toBe(createI18n('en').t('nav.databases'));
  });
});
