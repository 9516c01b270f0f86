// Number formatting by format id, with @superset-ui/core's own expected outputs.
import { describe, expect, it } from 'vitest';
import {
  formatCurrency,
  formatNumber,
  getNumberFormatter,
  NUMBER_FORMATS,
  prettyDuration,
} from '../../../lib/format/index.ts';

describe('SMART_NUMBER', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [10, '10'],
    [100, '100'],
    [1000, '1k'],
    [1234, '1.23k'],
    [10000, '10k'],
    [100000, '100k'],
    [1000000, '1M'],
    [1000000000, '1B'],
    [1000000000000, '1T'],
    [-1000, '-1k'],
    [1.2345, '1.23'],
    [-1.5, '-1.5'],
    [0.123, '0.123'],
    [0.0123, '0.0123'],
    [0.001, '0.001'],
    [0.0001, '100µ'],
    [-0.0001, '-100µ'],
    [0.000123, '123µ'],
    [0.00001, '10µ'],
    [0.000001, '1µ'],
    [0.0000001, '100n'],
  ])('%d → %s', (value, expected) => {
    expect(formatNumber('SMART_NUMBER', value)).toBe(expected);
  });
  it('is the default format', () => {
    expect(formatNumber(undefined, 1234)).toBe('1.23k');
    expect(formatNumber('', 1234)).toBe('1.23k');
    expect(formatNumber(null, 1234)).toBe('1.23k');
    expect(getNumberFormatter().id).toBe(NUMBER_FORMATS.SMART_NUMBER);
  });
  it('signed variant', () => {
    expect(formatNumber('SMART_NUMBER_SIGNED', 1)).toBe('+1');
    expect(formatNumber('SMART_NUMBER_SIGNED', 1234)).toBe('+1.23k');
    expect(formatNumber('SMART_NUMBER_SIGNED', -1)).toBe('-1');
    expect(formatNumber('SMART_NUMBER_SIGNED', 0)).toBe('0');
  });
});

describe('values every formatter handles the same way', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, '∞'],
    [Number.NEGATIVE_INFINITY, '-∞'],
  ])('%s → %s', (value, expected) => {
    for (const id of ['SMART_NUMBER', ',d', 'DURATION', 'MEMORY_DECIMAL', '.2%']) {
      expect(formatNumber(id, value)).toBe(expected);
    }
  });
});

describe('d3 format strings', () => {
  it.each([
    [',d', 12345.432, '12,345'],
    ['.1s', 12345.432, '10k'],
    ['.3s', 12345.432, '12.3k'],
    [',.1%', 12345.432, '1,234,543.2%'],
    ['.2%', 12345.432, '1234543.20%'],
    ['.3%', 12345.432, '1234543.200%'],
    ['.4r', 12345.432, '12350'],
    [',.1f', 12345.432, '12,345.4'],
    [',.2f', 12345.432, '12,345.43'],
    [',.3f', 12345.432, '12,345.432'],
    ['+,', 12345.432, '+12,345'],
    ['$,.2f', 12345.432, '$12,345.43'],
    ['~g', 12345.432, '12345.4'],
    [',d', -1234, '-1,234'],
    [' ,.2f ', 1, '1.00'],
  ])('%s of %d → %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });
  it('shims of common typos (Superset setupFormatters)', () => {
    expect(formatNumber(',0', 1234.5678)).toBe('1,234.5678');
    expect(formatNumber('%', 0.256)).toBe('26%');
    expect(formatNumber('int', 1234.5)).toBe('1,235');
    expect(formatNumber('$,0', 12)).toBe('$12.0000');
  });
  it('an invalid format shows the value and the error', () => {
    expect(formatNumber('xyz', 12)).toBe('12 (Invalid format: xyz)');
    expect(getNumberFormatter('xyz').isInvalid).toBe(true);
    expect(getNumberFormatter(',d').isInvalid).toBe(false);
  });
});

describe('durations (pretty-ms as Superset uses it)', () => {
  it.each([
    [0, '0ms'],
    [1000, '1s'],
    [1337, '1.3s'],
    [10500, '10.5s'],
    [60000, '1m'],
    [66000, '1m 6s'],
    [90000, '1m 30s'],
    [3720000, '1h 2m'],
    [1337000000, '15d 11h 23m 20s'],
    [31536000000 + 86400000, '1y 1d'],
    [999, '999ms'],
    [0.5, '1ms'],
  ])('DURATION %d → %s', (value, expected) => {
    expect(formatNumber('DURATION', value)).toBe(expected);
  });
  it('DURATION_SUB', () => {
    expect(formatNumber('DURATION_SUB', 100.40008)).toBe('100ms 400µs 80ns');
    expect(formatNumber('DURATION_SUB', 1.40008)).toBe('1ms 400µs 80ns');
    expect(formatNumber('DURATION_SUB', 2000)).toBe('2s');
  });
  it('DURATION_COL', () => {
    expect(formatNumber('DURATION_COL', 10500)).toBe('0:10.5');
    expect(formatNumber('DURATION_COL', 3723000)).toBe('1:02:03');
    expect(formatNumber('DURATION_COL', 0)).toBe('0:00');
  });
  it('options as pretty-ms', () => {
    expect(prettyDuration(10500, { secondsDecimalDigits: 0 })).toBe('10s');
    expect(prettyDuration(500, {})).toBe('500ms');
    expect(prettyDuration(90 * 1000, {})).toBe('1m 30s');
  });
});

describe('memory', () => {
  it.each([
    ['MEMORY_DECIMAL', 0, '0B'],
    ['MEMORY_DECIMAL', 1000, '1kB'],
    ['MEMORY_DECIMAL', 1024, '1.02kB'],
    ['MEMORY_DECIMAL', 1500000, '1.5MB'],
    ['MEMORY_DECIMAL', 10 ** 30, '1QB'],
    ['MEMORY_DECIMAL', 10 ** 33, '1000QB'],
    ['MEMORY_DECIMAL', -1000, '-1kB'],
    ['MEMORY_DECIMAL', 1.5, '1.5B'],
    ['MEMORY_DECIMAL', 0.5, '0.5B'],
    ['MEMORY_BINARY', 1024, '1KiB'],
    ['MEMORY_BINARY', 1000, '1000B'],
    ['MEMORY_BINARY', 1024 ** 3 * 1.5, '1.5GiB'],
    ['MEMORY_BINARY', 1024 ** 9, '1024YiB'],
    ['MEMORY_TRANSFER_RATE_DECIMAL', 2000, '2kB/s'],
    ['MEMORY_TRANSFER_RATE_BINARY', 2048, '2KiB/s'],
  ])('%s %d → %s', (format, value, expected) => {
    expect(formatNumber(format, value)).toBe(expected);
  });
});

describe('currency', () => {
  it('puts the symbol before or after the d3-formatted value', () => {
    expect(formatCurrency(1234.567, { symbol: 'USD', symbolPosition: 'prefix' }, ',.2f')).toBe('$ 1,234.57');
    expect(formatCurrency(1234.567, { symbol: 'EUR', symbolPosition: 'suffix' }, ',.2f')).toBe('1,234.57 €');
    expect(formatCurrency(1234.567, { symbol: 'USD', symbolPosition: 'prefix' })).toBe('$ 1.23k');
  });
  it('drops $ and % from the d3 format', () => {
    expect(formatCurrency(0.5, { symbol: 'GBP', symbolPosition: 'prefix' }, '$,.1%')).toBe('£ 0.5');
  });
  it('without a currency it is a plain number format; an unknown code is shown as is', () => {
    expect(formatCurrency(1234.567, null, ',.1f')).toBe('1,234.6');
    expect(formatCurrency(1234.567, { symbol: '' }, ',.1f')).toBe('1,234.6');
    expect(formatCurrency(1, { symbol: 'not a code', symbolPosition: 'suffix' }, ',d')).toBe('1 not a code');
  });
});
