// Every viz catalog (src/app/i18n/viz/<code>.json) translates exactly the chart types' control
// panel texts (vizTexts()), none empty, with the same {placeholders} and %-codes as the English,
// and is a real translation: most texts differ from the English (format examples and codes stay).
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../../../src/app/i18n/languages.ts';
import { vizTexts } from '../../../../src/visualizations/vizTexts.ts';

const files = import.meta.glob<Record<string, string>>('../../../../src/app/i18n/viz/*.json', {
  eager: true,
  import: 'default',
});

const catalogs = new Map(
  Object.entries(files).map(([path, catalog]) => [path.replace(/^.*\/(.+)\.json$/, '$1'), catalog]),
);

const tokens = (text: string) =>
  [...text.matchAll(/\{\w+\}|%[-_0]?[a-zA-Z]/g)].map((match) => match[0]).sort();

/** At most this share of a language's texts may read as the English ones. */
const MAX_SAME_SHARE = 0.25;

describe('viz catalogs', () => {
  const texts = vizTexts();

  it('lists the panels’ texts: labels, sections, gallery names and fixed choices', () => {
    expect(texts).toEqual(
      expect.arrayContaining(['Row limit', 'Query', 'Bar Chart', 'Evolution', 'Time Grain', 'Aggregate']),
    );
  });

  it('has one catalog per language but English', () => {
    expect([...catalogs.keys()].sort()).toEqual(LANGUAGE_CODES.filter((code) => code !== 'en').sort());
  });

  for (const [code, catalog] of catalogs) {
    it(`${code}: translates exactly the panels' texts, keeping placeholders and codes`, () => {
      expect(Object.keys(catalog).sort()).toEqual([...texts].sort());
      for (const [english, translated] of Object.entries(catalog)) {
        expect(typeof translated === 'string' && translated.trim() !== '', `${code}: ${english}`).toBe(true);
        expect(tokens(translated), `${code}: ${english}`).toEqual(tokens(english));
      }
      const same = Object.entries(catalog).filter(([english, translated]) => english === translated);
      expect(same.length / texts.length, `${code}: ${same.length} texts read as in English`).toBeLessThan(
        MAX_SAME_SHARE,
      );
    });
  }
});
