// Properties: no validator throws, the colour rule accepts exactly 3/6-digit hex and rgb(r, g, b).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayLabel,
  legacyValidateInteger,
  legacyValidateNumber,
  splitPastedText,
  validateColor,
  validateInteger,
  validateMaxValue,
  validateNonEmpty,
  validateNumber,
  validateOpacity,
  validateOrderby,
  validateRowLimit,
  validateServerPagination,
} from '../../../lib/validators/index.ts';

const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEF'.split(''));
const nonHex = fc.constantFrom(...'ghzGZ-_ .#'.split(''));
const hexOf = (n: number) => fc.array(hexDigit, { minLength: n, maxLength: n }).map((d) => d.join(''));
const byte = fc.integer({ min: 0, max: 999 });

describe('validator properties', () => {
  it('never throw and answer a string or false', () => {
    const validators = [
      validateNonEmpty,
      validateInteger,
      validateNumber,
      legacyValidateInteger,
      legacyValidateNumber,
      validateColor,
      validateOpacity,
      validateOrderby,
      (v: unknown) => validateMaxValue(v, 10),
      (v: unknown) => validateRowLimit(v, 1000),
      (v: unknown) => validateServerPagination(v, false, 10, 100),
      displayLabel,
    ];
    fc.assert(
      fc.property(
        fc.anything({ withBigInt: true, withDate: true, withMap: true, withSet: true }),
        (value) => {
          for (const validate of validators) {
            const result = validate(value);
            expect(typeof result === 'string' || result === false).toBe(true);
          }
        },
      ),
    );
  });

  it('splitPastedText never throws and answers trimmed, distinct, non-empty values', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', ' ', ',', ';', '\t', '\n', '\r') }), (text) => {
        const values = splitPastedText(text);
        expect(new Set(values).size).toBe(values.length);
        for (const value of values) expect(value).toBe(value.trim());
        for (const value of values) expect(value).not.toBe('');
      }),
    );
  });

  it('accepts 3- and 6-digit hex with or without #', () => {
    fc.assert(
      fc.property(fc.oneof(hexOf(3), hexOf(6)), fc.boolean(), (hex, hash) => {
        expect(validateColor(`${hash ? '#' : ''}${hex}`)).toBe(false);
      }),
    );
  });

  it('rejects hex of other lengths and hex with a foreign character', () => {
    const wrongLength = fc
      .integer({ min: 0, max: 9 })
      .filter((n) => n !== 3 && n !== 6)
      .chain(hexOf);
    const foreign = fc.tuple(fc.oneof(hexOf(3), hexOf(6)), nonHex, fc.nat()).map(([hex, bad, at]) => {
      const i = at % hex.length;
      return `${hex.slice(0, i)}${bad}${hex.slice(i + 1)}`;
    });
    fc.assert(
      fc.property(fc.oneof(wrongLength, foreign), fc.boolean(), (text, hash) => {
        expect(validateColor(`${hash ? '#' : ''}${text}`)).toBe('Invalid color');
      }),
    );
  });

  it('accepts rgb() with three numbers and rejects near misses', () => {
    fc.assert(
      fc.property(byte, byte, byte, fc.constantFrom('', ' '), (r, g, b, space) => {
        expect(validateColor(`rgb(${space}${r},${space}${g},${space}${b}${space})`)).toBe(false);
        expect(validateColor(`rgb(${r}, ${g})`)).toBe('Invalid color');
        expect(validateColor(`rgba(${r}, ${g}, ${b}, 1)`)).toBe('Invalid color');
        expect(validateColor(`rgb(${r}, ${g}, ${b}`)).toBe('Invalid color');
        expect(validateColor(`rgb(${r}, ${g}, ${b}, ${r})`)).toBe('Invalid color');
      }),
    );
  });

  it('opacity is valid exactly inside [0, 1]', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (value) => {
        expect(validateOpacity(value) === false).toBe(value >= 0 && value <= 1);
      }),
    );
  });
});
