import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compareSortable,
  compareValues,
  isMissing,
  sortRowIndices,
  toSortable,
} from '../../../../src/components/DataGrid/compareValues.ts';

/** Cell values of every kind a result can hold, numeric strings included. */
const cellValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer({ min: -50, max: 50 }),
  fc.double(),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.double({ noNaN: true }).map(String),
  fc.stringMatching(/^[+-]?\d{0,4}(\.\d{0,4})?(e[+-]?\d{1,2})?$/),
  fc.constantFrom('007', '7', '7.0', '-0', '0.0', 'Infinity', '-Infinity', 'NaN', ' 12 '),
  fc.string({ maxLength: 6 }),
  fc.jsonValue({ maxDepth: 2 }).filter((value) => typeof value === 'object' && value !== null),
);

const sign = (n: number) => Math.sign(n) || 0;

describe('compareValues', () => {
  it('orders booleans < numbers < text < objects < missing', () => {
    const ordered = [false, true, -1, 0, '2', 10n, 'abc', 'b', [1], { a: 1 }, null];
    for (let i = 0; i < ordered.length - 1; i += 1) {
      expect(
        compareValues(ordered[i], ordered[i + 1]),
        `${String(ordered[i])} < ${String(ordered[i + 1])}`,
      ).toBeLessThan(0);
    }
    expect(compareValues(null, undefined)).toBe(0);
  });

  it('compares numbers, bigints and numeric strings as exact decimals', () => {
    expect(compareValues(0.1, '0.1')).toBe(0);
    expect(compareValues('007', 7)).toBe(0);
    expect(compareValues('1.50', '1.5')).toBe(0);
    expect(compareValues('10', '9')).toBeGreaterThan(0);
    expect(compareValues('-10', '-9')).toBeLessThan(0);
    expect(compareValues('12345678901234567890', '12345678901234567891')).toBeLessThan(0);
    expect(compareValues(12345678901234567890n, '12345678901234567889')).toBeGreaterThan(0);
    expect(compareValues('1e3', 999)).toBeGreaterThan(0);
    expect(compareValues('-0', 0)).toBe(0);
    expect(compareValues(-Infinity, '-1e400')).toBeLessThan(0);
    expect(compareValues('1e400', Infinity)).toBeLessThan(0);
    expect(compareValues(Infinity, Number.NaN)).toBeLessThan(0);
    expect(compareValues(Number.NaN, 'NaN')).toBe(0);
  });

  it('compares text by code units and objects by their JSON', () => {
    expect(compareValues('B', 'a')).toBeLessThan(0);
    expect(compareValues('a', 'ab')).toBeLessThan(0);
    expect(compareValues({ a: 1 }, { a: 2 })).toBeLessThan(0);
    expect(compareValues([2], { a: 1 })).toBeLessThan(0);
  });

  it('is reflexive and antisymmetric', () => {
    fc.assert(
      fc.property(cellValue, cellValue, (a, b) => {
        expect(compareValues(a, a)).toBe(0);
        expect(sign(compareValues(a, b)) + sign(compareValues(b, a))).toBe(0);
      }),
      { numRuns: 500 },
    );
  });

  it('is transitive', () => {
    fc.assert(
      fc.property(cellValue, cellValue, cellValue, (a, b, c) => {
        const [x, y, z] = [a, b, c].sort(compareValues);
        expect(compareValues(x, y)).toBeLessThanOrEqual(0);
        expect(compareValues(y, z)).toBeLessThanOrEqual(0);
        expect(compareValues(x, z)).toBeLessThanOrEqual(0);
        if (compareValues(a, b) === 0 && compareValues(b, c) === 0) expect(compareValues(a, c)).toBe(0);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with the plain order of numbers', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(sign(compareValues(a, b))).toBe(expected);
        expect(sign(compareValues(String(a), b))).toBe(expected);
        expect(sign(compareValues(a, String(b)))).toBe(expected);
      }),
    );
  });

  it('puts missing values last', () => {
    fc.assert(
      fc.property(cellValue, (value) => {
        if (isMissing(value)) expect(compareValues(value, null)).toBe(0);
        else expect(compareValues(value, null)).toBeLessThan(0);
      }),
    );
  });

  it('is the comparison of the sort keys', () => {
    fc.assert(
      fc.property(cellValue, cellValue, (a, b) => {
        expect(sign(compareSortable(toSortable(a), toSortable(b)))).toBe(sign(compareValues(a, b)));
      }),
    );
  });
});

describe('sortRowIndices', () => {
  const rows = fc.array(fc.tuple(cellValue, fc.constantFrom(1, 2, null), cellValue), { maxLength: 40 });
  const keys = fc.uniqueArray(fc.record({ index: fc.integer({ min: 0, max: 2 }), desc: fc.boolean() }), {
    selector: (key) => key.index,
    maxLength: 3,
  });

  it('is a permutation of the rows', () => {
    fc.assert(
      fc.property(rows, keys, (data, sortKeys) => {
        const order = sortRowIndices(data, sortKeys);
        expect([...order].sort((a, b) => a - b)).toEqual(data.map((_, index) => index));
      }),
    );
  });

  it('is ordered by each key in turn, missing values last in both directions, and stable', () => {
    fc.assert(
      fc.property(rows, keys, (data, sortKeys) => {
        const order = sortRowIndices(data, sortKeys);
        for (let position = 1; position < order.length; position += 1) {
          const previous = data[order[position - 1]!]!;
          const current = data[order[position]!]!;
          let decided = false;
          for (const { index, desc } of sortKeys) {
            const a = previous[index];
            const b = current[index];
            if (isMissing(a) && isMissing(b)) continue;
            if (isMissing(a) || isMissing(b)) {
              expect(isMissing(a)).toBe(false);
              decided = true;
              break;
            }
            const result = compareValues(a, b) * (desc ? -1 : 1);
            if (result !== 0) {
              expect(result).toBeLessThan(0);
              decided = true;
              break;
            }
          }
          // Ties keep their original order.
          if (!decided) expect(order[position - 1]!).toBeLessThan(order[position]!);
        }
      }),
    );
  });

  it('keeps the order without keys', () => {
    expect(sortRowIndices([[3], [1], [2]], [])).toEqual([0, 1, 2]);
  });

  it('sorts nulls last ascending and descending', () => {
    const data = [[null], [2], [undefined], [1]];
    expect(sortRowIndices(data, [{ index: 0, desc: false }])).toEqual([3, 1, 0, 2]);
    expect(sortRowIndices(data, [{ index: 0, desc: true }])).toEqual([1, 3, 0, 2]);
  });
});
