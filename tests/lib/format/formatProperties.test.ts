// Properties: no formatter throws, whatever the format id or value.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  D3_FORMAT_OPTIONS,
  D3_TIME_FORMAT_OPTIONS,
  formatCurrency,
  formatNumber,
  formatTime,
} from '../../../lib/format/index.ts';

const numberFormatId = fc.oneof(fc.constantFrom(...D3_FORMAT_OPTIONS.map(([id]) => id)), fc.string());
const timeFormatId = fc.oneof(fc.constantFrom(...D3_TIME_FORMAT_OPTIONS.map(([id]) => id)), fc.string());
const anyNumber = fc.oneof(fc.double(), fc.integer(), fc.constantFrom(null, undefined));

describe('format properties', () => {
  it('number formatters never throw and answer a string', () => {
    fc.assert(
      fc.property(numberFormatId, anyNumber, (id, value) => {
        expect(typeof formatNumber(id, value)).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
  it('currency formatting never throws', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('prefix', 'suffix', undefined),
        numberFormatId,
        anyNumber,
        (symbol, symbolPosition, id, value) => {
          expect(typeof formatCurrency(value, { symbol, symbolPosition }, id)).toBe('string');
        },
      ),
    );
  });
  it('time formatters never throw and answer a string', () => {
    fc.assert(
      fc.property(
        timeFormatId,
        fc.oneof(fc.date(), fc.double(), fc.integer(), fc.constantFrom(null, undefined)),
        (id, value) => {
          expect(typeof formatTime(id, value)).toBe('string');
        },
      ),
      { numRuns: 500 },
    );
  });
  it('SMART_NUMBER keeps the sign of the value', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        const text = formatNumber('SMART_NUMBER', value);
        if (value < 0 && text !== '0' && text !== '-0') expect(text.startsWith('-')).toBe(true);
        if (value > 0) expect(text.startsWith('-')).toBe(false);
      }),
    );
  });
});
