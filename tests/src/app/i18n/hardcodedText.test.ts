// Every visible string goes through t(): this scans the TSX of src/ for text written straight
// into JSX — text nodes, string children and user-facing attributes with letters in them.
import { describe, expect, it } from 'vitest';
import { findHardcodedText } from './findHardcodedText.ts';

const sources = import.meta.glob<string>('/src/**/*.tsx', { query: '?raw', import: 'default', eager: true });

describe('hard-coded text', () => {
  it('finds the SPA sources', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('is caught by the scan', () => {
    const sample = `export const A = () => <div aria-label="Close" title={'Hi'}>Hello {'there'} {t('ok')} — 42</div>;`;
    expect(findHardcodedText('sample.tsx', sample)).toEqual([
      'sample.tsx:1 aria-label="Close"',
      'sample.tsx:1 title="Hi"',
      'sample.tsx:1 text "Hello"',
      'sample.tsx:1 string child "there"',
    ]);
    expect(
      findHardcodedText('ok.tsx', `export const B = () => <p className="x">{t('a')} · {count}</p>;`),
    ).toEqual([]);
  });

  it('is absent from src/', () => {
    const found = Object.entries(sources).flatMap(([path, text]) => findHardcodedText(path, text));
    expect(found).toEqual([]);
  });
});
