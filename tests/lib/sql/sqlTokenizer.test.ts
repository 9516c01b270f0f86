import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenizeSql } from '../../../lib/sql/index.ts';
import { anySqlText, DIALECTS } from './sqlArbitraries.ts';

const kinds = (sql: string, dialect = 'generic' as const) =>
  tokenizeSql(sql, dialect)
    .filter((token) => token.kind !== 'whitespace')
    .map((token) => [token.kind, token.text]);

describe('tokenizeSql', () => {
  it('gives the input back, token after token, for any text in any dialect', () => {
    fc.assert(
      fc.property(anySqlText, fc.constantFrom(...DIALECTS), (sql, dialect) => {
        const tokens = tokenizeSql(sql, dialect);
        expect(tokens.map((token) => token.text).join('')).toBe(sql);
        let offset = 0;
        for (const token of tokens) {
          expect(token.start).toBe(offset);
          expect(token.end).toBeGreaterThan(token.start);
          offset = token.end;
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('reads quotes, comments and dollar-quoted strings', () => {
    expect(kinds("SELECT 'a;b', \"c;d\", `e` -- x;\n/* y; */ $$z;$$ $t$ $ $t$ E'\\';' x")).toEqual([
      ['word', 'SELECT'],
      ['string', "'a;b'"],
      ['comma', ','],
      ['quotedIdentifier', '"c;d"'],
      ['comma', ','],
      ['quotedIdentifier', '`e`'],
      ['lineComment', '-- x;\n'],
      ['blockComment', '/* y; */'],
      ['string', '$$z;$$'],
      ['string', '$t$ $ $t$'],
      ['string', "E'\\';'"],
      ['word', 'x'],
    ]);
  });

  it('follows each dialect', () => {
    expect(kinds("'a\\'; c'", 'mysql' as never)).toEqual([['string', "'a\\'; c'"]]);
    expect(kinds("'a\\'; c'", 'postgresql' as never)).toEqual([
      ['string', "'a\\'"],
      ['semicolon', ';'],
      ['word', 'c'],
      ['string', "'"],
    ]);
    expect(kinds('"a" # note', 'mysql' as never)).toEqual([
      ['string', '"a"'],
      ['lineComment', '# note'],
    ]);
    expect(kinds('[my col]', 'sqlite' as never)).toEqual([['quotedIdentifier', '[my col]']]);
    expect(kinds('/* a /* b */ c */ d', 'postgresql' as never)).toEqual([
      ['blockComment', '/* a /* b */ c */'],
      ['word', 'd'],
    ]);
    expect(kinds('$1 + $$x;$$', 'sqlite' as never).map(([kind]) => kind)).toEqual([
      'parameter',
      'operator',
      'parameter',
      'semicolon',
      'parameter',
    ]);
  });

  it('tracks bracket depth', () => {
    const tokens = tokenizeSql('a (b [c] d) e').filter((token) => token.kind !== 'whitespace');
    expect(tokens.map((token) => `${token.text}:${token.depth}`)).toEqual([
      'a:0',
      '(:0',
      'b:1',
      '[:1',
      'c:2',
      ']:1',
      'd:1',
      '):0',
      'e:0',
    ]);
  });

  it('runs unterminated strings and comments to the end', () => {
    expect(kinds("SELECT 'open; still")).toEqual([
      ['word', 'SELECT'],
      ['string', "'open; still"],
    ]);
    expect(kinds('SELECT /* open; still')).toEqual([
      ['word', 'SELECT'],
      ['blockComment', '/* open; still'],
    ]);
  });
});
