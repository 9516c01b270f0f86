// Every catalog has exactly the keys of en.json, no empty value, the same {{placeholders}},
// and is a real translation (a value equal to the English one only where a language keeps it).
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../src/app/i18n/languages.ts';

const files = import.meta.glob<Record<string, unknown>>('../../../../src/app/i18n/locales/*.json', {
  eager: true,
  import: 'default',
});

const catalogs = Object.fromEntries(
  Object.entries(files).map(([path, catalog]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), catalog]),
);

type Flat = Map<string, unknown>;

function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

/** Keys whose English text is kept in every language (proper nouns, codes). */
const SAME_EVERYWHERE = new Set([
  'app.name',
  'nav.sqlLab',
  'pages.sqllab',
  // SQL keywords and a percentage.
  'sqlLabTools.createTableAs',
  'sqlLabTools.createViewAs',
  'sqlLabTools.progressValue',
  // Flask-AppBuilder's permission notation ('can read on Dataset'), which Superset never translates.
  'security.roles.pair',
]);

/** Words a language really uses as they are in English. */
const SAME_IN: Record<string, string[]> = {
  fr: [
    'modal.ok',
    'toasts.region',
    'theme.style',
    'theme.presetCompact',
    'databases.actions',
    'databaseModal.port',
    'sqlLabTools.historyActions',
    'datasets.actions',
    'datasets.type',
    'explorePage.metric.simple',
    'explorePage.filter.simple',
    'explorePage.filter.clause',
    'security.actions',
    'security.roles.permissionCount',
    'security.roles.permissionsShort',
    'security.rls.base',
    'security.rls.tables',
    'security.rls.clause',
    'security.rls.description',
  ],
  es: [
    'common.no',
    'databaseModal.host',
    'datasets.virtual',
    'explorePage.metric.simple',
    'explorePage.filter.simple',
    'security.rls.regular',
    'security.rls.base',
    'security.rls.roles',
  ],
  it: [
    'common.no',
    'login.password',
    'pages.dashboard',
    'modal.ok',
    'databaseModal.host',
    'databaseModal.password',
    'databaseSelector.database',
    'databaseSelector.schema',
    'datasets.add',
    'datasets.database',
    'datasets.schema',
    'explorePage.datasource.region',
    'nav.info',
    'security.users.email',
    'security.users.password',
    'security.rls.base',
    'security.info.email',
  ],
  zh: ['databaseModal.sqlalchemyUri'],
  ja: ['modal.ok', 'databaseModal.sqlalchemyUri'],
  de: [
    'explorePage.formatting.operator',
    'nav.dashboards',
    'theme.modeSystem',
    'pages.dashboard',
    'pages.dashboards',
    'databases.name',
    'databases.backend',
    'modal.ok',
    'databaseModal.sqlalchemyUri',
    'databaseModal.host',
    'databaseModal.port',
    'databaseSelector.schema',
    'datasets.name',
    'datasets.schema',
    'explorePage.filter.operator',
    'nav.info',
    'security.roles.name',
    'security.rls.name',
    'security.info.name',
  ],
  pt: [
    'modal.ok',
    'datasets.virtual',
    'security.users.email',
    'security.rls.regular',
    'security.rls.base',
    'security.info.email',
  ],
  pt_BR: [
    'modal.ok',
    'databaseModal.host',
    'datasets.virtual',
    'security.users.email',
    'security.rls.regular',
    'security.rls.base',
    'security.info.email',
  ],
  ru: [],
  ko: ['databaseModal.sqlalchemyUri'],
  sk: ['pages.dashboard', 'modal.ok', 'databaseModal.port'],
  sl: ['explorePage.filter.operator', 'explorePage.formatting.operator'],
  nl: [
    'explorePage.formatting.operator',
    'sqlLabTools.parameters',
    'nav.dashboards',
    'nav.datasets',
    'nav.databases',
    'pages.dashboard',
    'pages.dashboards',
    'pages.datasets',
    'databases.title',
    'databases.backend',
    'modal.ok',
    'status.409',
    'theme.presetCompact',
    'databaseModal.sqlalchemyUri',
    'databaseModal.host',
    'databaseSelector.database',
    'databaseSelector.schema',
    'datasets.title',
    'datasets.add',
    'datasets.database',
    'datasets.schema',
    'explorePage.filter.operator',
    'explorePage.datasource.region',
    'nav.info',
    'security.rls.datasets',
  ],
};

const en = flatten(catalogs.en);

describe('translation catalogs', () => {
  it('exist for exactly the 14 languages', () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it('en has only non-empty strings', () => {
    for (const [key, value] of en) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  for (const code of LANGUAGE_CODES.filter((language) => language !== 'en')) {
    describe(code, () => {
      const catalog = flatten(catalogs[code]);

      it('has every key of en', () => {
        expect([...en.keys()].filter((key) => !catalog.has(key))).toEqual([]);
      });

      it('has no key en does not have', () => {
        expect([...catalog.keys()].filter((key) => !en.has(key))).toEqual([]);
      });

      it('has no empty value', () => {
        const empty = [...catalog].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
        expect(empty.map(([key]) => key)).toEqual([]);
      });

      it('keeps the {{placeholders}} of en', () => {
        const mismatched = [...en]
          .filter(([key]) => catalog.has(key))
          .filter(([key, value]) => {
            const translated = catalog.get(key);
            return (
              typeof translated === 'string' &&
              placeholders(translated).join() !== placeholders(value as string).join()
            );
          })
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });

      it('is translated, not an English copy', () => {
        const allowed = new Set([...SAME_EVERYWHERE, ...(SAME_IN[code] ?? [])]);
        const copies = [...en]
          .filter(([key, value]) => catalog.get(key) === value && !allowed.has(key))
          .map(([key]) => key);
        expect(copies).toEqual([]);
      });
    });
  }
});
