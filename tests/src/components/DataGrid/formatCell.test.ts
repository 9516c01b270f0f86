import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellDisplayText,
  columnKind,
  formatCell,
  formatEpoch,
  isNumericCell,
  isValidDatePrefix,
} from '../../../../src/components/DataGrid/formatCell.ts';

describe('columnKind', () => {
  it('follows the generic type, else the type name', () => {
    expect(columnKind({ type_generic: 0 })).toBe('number');
    expect(columnKind({ type_generic: 1, type: 'INT' })).toBe('string');
    expect(columnKind({ type_generic: 2 })).toBe('temporal');
    expect(columnKind({ type_generic: 3 })).toBe('boolean');
    expect(columnKind({ type: 'BIGINT' })).toBe('number');
    expect(columnKind({ type: 'DECIMAL(10,2)' })).toBe('number');
    expect(columnKind({ type: 'TIMESTAMP WITHOUT TIME ZONE' })).toBe('temporal');
    expect(columnKind({ type: 'DATE' })).toBe('temporal');
    expect(columnKind({ type: 'BOOLEAN' })).toBe('boolean');
    expect(columnKind({ type: 'VARCHAR(255)' })).toBe('string');
    expect(columnKind({ type: 'GEOMETRY' })).toBe('unknown');
    expect(columnKind({})).toBe('unknown');
  });
});

describe('formatCell', () => {
  it('shows null and undefined as N/A, booleans as True / False', () => {
    expect(formatCell(null, 'string')).toEqual({ type: 'null' });
    expect(formatCell(undefined, 'number')).toEqual({ type: 'null' });
    expect(formatCell(true, 'unknown')).toEqual({ type: 'boolean', value: true });
    expect(cellDisplayText(formatCell(null, 'string'))).toBe('N/A');
    expect(cellDisplayText(formatCell(false, 'boolean'))).toBe('False');
    expect(cellDisplayText(formatCell(true, 'boolean'))).toBe('True');
  });

  it('shows numbers as they are, right-aligned', () => {
    expect(formatCell(1.5, 'unknown')).toEqual({ type: 'number', text: '1.5' });
    expect(formatCell(10n ** 20n, 'number')).toEqual({ type: 'number', text: '100000000000000000000' });
    expect(isNumericCell(formatCell(3, 'string'), 'string')).toBe(true);
    expect(isNumericCell(formatCell('3.10', 'number'), 'number')).toBe(true);
    expect(isNumericCell(formatCell('x', 'string'), 'string')).toBe(false);
  });

  it('reads "Invalid date" for an impossible yyyy-mm-dd in a temporal column', () => {
    expect(formatCell('2023-02-29', 'temporal')).toEqual({ type: 'invalidDate' });
    expect(formatCell('2023-13-01 00:00:00', 'temporal')).toEqual({ type: 'invalidDate' });
    expect(formatCell('2024-02-29T10:00:00', 'temporal')).toEqual({
      type: 'text',
      text: '2024-02-29T10:00:00',
    });
    expect(formatCell('2023-02-29', 'string')).toEqual({ type: 'text', text: '2023-02-29' });
    expect(formatCell('week 12', 'temporal')).toEqual({ type: 'text', text: 'week 12' });
    expect(cellDisplayText(formatCell('2023-04-31', 'temporal'))).toBe('Invalid date');
  });

  it('shows epoch milliseconds of a temporal column as a UTC date-time', () => {
    expect(formatCell(0, 'temporal')).toEqual({ type: 'text', text: '1970-01-01 00:00:00' });
    expect(formatCell(Date.UTC(2024, 11, 31, 23, 59, 58), 'temporal')).toEqual({
      type: 'text',
      text: '2024-12-31 23:59:58',
    });
    expect(formatCell(8.7e15, 'temporal')).toEqual({ type: 'invalidDate' });
    expect(formatCell(Number.NaN, 'temporal')).toEqual({ type: 'invalidDate' });
  });

  it('recognises JSON objects and arrays, as values or as text', () => {
    expect(formatCell({ a: 1 }, 'unknown')).toEqual({ type: 'json', text: '{"a":1}', json: { a: 1 } });
    expect(formatCell('[1, 2]', 'string')).toEqual({ type: 'json', text: '[1, 2]', json: [1, 2] });
    expect(formatCell('{not json', 'string')).toEqual({ type: 'text', text: '{not json' });
    expect(formatCell('"quoted"', 'string')).toEqual({ type: 'text', text: '"quoted"' });
  });
});

describe('dates', () => {
  it('checks the day against the month, leap years included', () => {
    expect(isValidDatePrefix('2024-02-29')).toBe(true);
    expect(isValidDatePrefix('2100-02-29')).toBe(false);
    expect(isValidDatePrefix('2000-02-29')).toBe(true);
    expect(isValidDatePrefix('2024-04-31')).toBe(false);
    expect(isValidDatePrefix('2024-00-10')).toBe(false);
    expect(isValidDatePrefix('2024-01-00')).toBe(false);
    expect(isValidDatePrefix('0004-02-29')).toBe(true);
    expect(isValidDatePrefix('2024-1-1')).toBe(false);
  });

  it('accepts exactly the days a calendar has', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('0001-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const text = date.toISOString().slice(0, 10);
          expect(isValidDatePrefix(text)).toBe(true);
          expect(formatEpoch(date.getTime())?.slice(0, 10)).toBe(text);
        },
      ),
    );
  });
});
