// English is bundled; every other catalog is fetched the first time its language is needed.
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalog, loadedCatalog } from '../../../../src/app/i18n/catalogs.ts';
import { createI18n, languageOf, switchLanguage } from '../../../../src/app/i18n/i18n.ts';
import { LANGUAGE_CODES } from '../../../../src/app/i18n/languages.ts';
import en from '../../../../src/app/i18n/locales/en.json';
import ko from '../../../../src/app/i18n/locales/ko.json';
import sk from '../../../../src/app/i18n/locales/sk.json';
import sl from '../../../../src/app/i18n/locales/sl.json';

const sources = import.meta.glob<string>('/src/**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('lazy catalogs', () => {
  it('has only English loaded up front', () => {
    expect(loadedCatalog('en')).toEqual(en);
    for (const code of LANGUAGE_CODES.filter((language) => language !== 'en')) {
      expect(loadedCatalog(code), code).toBeUndefined();
    }
  });

  it('imports no catalog but English statically (types aside) anywhere in src/', () => {
    const staticImports = Object.entries(sources).flatMap(([path, text]) =>
      [...text.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']*locales\/[^']+\.json)'/gm)].map(
        (match) => `${path}: ${match[1]}`,
      ),
    );
    expect(staticImports).toEqual(['/src/app/i18n/catalogs.ts: ./locales/en.json']);
  });

  it('loads a catalog once and keeps it', async () => {
    const first = await loadCatalog('ko');
    expect(first).toEqual(ko);
    expect(loadedCatalog('ko')).toBe(first);
    expect(await loadCatalog('ko')).toBe(first);
  });

  it('starts an instance in English when its language is not loaded yet, then switches', async () => {
    expect(loadedCatalog('sk')).toBeUndefined();
    const i18n = createI18n('sk');
    expect(languageOf(i18n)).toBe('en');
    expect(i18n.t('nav.databases')).toBe(en.nav.databases);
    await waitFor(() => expect(languageOf(i18n)).toBe('sk'));
    expect(i18n.t('nav.databases')).toBe(sk.nav.databases);
  });

  it('lets the last of two quick switches win', async () => {
    const i18n = createI18n('en');
    const [first, second] = await Promise.all([switchLanguage(i18n, 'nl'), switchLanguage(i18n, 'sl')]);
    expect([first, second]).toEqual([false, true]);
    expect(languageOf(i18n)).toBe('sl');
    expect(i18n.t('nav.databases')).toBe(sl.nav.databases);
  });
});
