import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV,
  encodeDelimited,
  encodeField,
  exportText,
  parseDelimited,
  TSV,
} from '../../../../src/components/DataGrid/delimitedText.ts';

/** Fields rich in the characters that need quoting. */
const field = fc.oneof(
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', '"', '\r', '\n', '\t', 'é', '😀'), maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constant(''),
);
const records = fc.array(fc.array(field, { minLength: 1, maxLength: 5 }), { maxLength: 8 });

describe('CSV and TSV', () => {
  it('quote only the fields that need it (RFC 4180)', () => {
    expect(encodeField('plain', ',')).toBe('plain');
    expect(encodeField('a,b', ',')).toBe('"a,b"');
    expect(encodeField('say "hi"', ',')).toBe('"say ""hi"""');
    expect(encodeField('two\nlines', ',')).toBe('"two\nlines"');
    expect(encodeField('cr\r', ',')).toBe('"cr\r"');
    expect(encodeField('a\tb', ',')).toBe('a\tb');
    expect(encodeField('a\tb', '\t')).toBe('"a\tb"');
    expect(encodeField('a,b', '\t')).toBe('a,b');
  });

  it('separate CSV records by CRLF and TSV records by LF, without a final line break', () => {
    expect(
      encodeDelimited(
        [
          ['a', 'b'],
          ['1', '2'],
        ],
        CSV,
      ),
    ).toBe('a,b\r\n1,2');
    expect(
      encodeDelimited(
        [
          ['a', 'b'],
          ['1', '2'],
        ],
        TSV,
      ),
    ).toBe('a\tb\n1\t2');
    expect(encodeDelimited([], CSV)).toBe('');
  });

  it('write a record of one empty field as "" in CSV only', () => {
    expect(encodeDelimited([['h'], [''], ['x']], CSV)).toBe('h\r\n""\r\nx');
    expect(encodeDelimited([['h'], [''], ['x']], TSV)).toBe('h\n\nx');
  });

  it('parse quoted fields, escaped quotes and all three line breaks', () => {
    expect(parseDelimited('a,"b,c"\r\n"say ""hi""",2\n3,"x\r\ny"\r4,\n')).toEqual([
      ['a', 'b,c'],
      ['say "hi"', '2'],
      ['3', 'x\r\ny'],
      ['4', ''],
    ]);
    expect(parseDelimited('')).toEqual([]);
    expect(parseDelimited('a\tb', '\t')).toEqual([['a', 'b']]);
  });

  it('CSV: encode then parse gives the records back', () => {
    fc.assert(
      fc.property(records, (data) => {
        expect(parseDelimited(encodeDelimited(data, CSV), ',')).toEqual(data);
      }),
      { numRuns: 500 },
    );
  });

  it('TSV: encode then parse gives the records back (unless a record is one empty field)', () => {
    fc.assert(
      fc.property(records, (data) => {
        fc.pre(data.every((record) => !(record.length === 1 && record[0] === '')));
        expect(parseDelimited(encodeDelimited(data, TSV), '\t')).toEqual(data);
      }),
      { numRuns: 500 },
    );
  });

  it('export values as text: empty for null, JSON for objects', () => {
    expect(exportText(null)).toBe('');
    expect(exportText(undefined)).toBe('');
    expect(exportText('x')).toBe('x');
    expect(exportText(1.5)).toBe('1.5');
    expect(exportText(12n)).toBe('12');
    expect(exportText(true)).toBe('true');
    expect(exportText({ a: [1, 2n] })).toBe('{"a":[1,"2"]}');
  });
});
