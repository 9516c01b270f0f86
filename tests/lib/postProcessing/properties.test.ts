import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPostProcessing } from '../../../lib/postProcessing/index.ts';
import type { Cell } from '../../../lib/postProcessing/types.ts';
import { frameOf, rowsOf } from './frames.ts';

const DAY = 86_400_000;
const value = fc.oneof(fc.constant(null), fc.integer({ min: -1000, max: 1000 }));
const rowsArbitrary = fc.array(
  fc.record({
    day: fc.integer({ min: 0, max: 20 }),
    series: fc.constantFrom('a', 'b', 'c, d', 'e'),
    v: value,
  }),
  { maxLength: 60 },
);
const frameFrom = (rows: { day: number; series: string; v: number | null }[]) =>
  frameOf(
    ['ds', 'series', 'v'],
    [2, 1, 0],
    rows.map((row) => [row.day * DAY, row.series, row.v]),
  );
const key = (row: unknown[]) => JSON.stringify(row);

describe('post-processing properties', () => {
  it('sort returns a permutation of the rows, ordered by the key with nulls last', () => {
    fc.assert(
      fc.property(rowsArbitrary, fc.boolean(), (rows, ascending) => {
        const frame = frameFrom(rows);
        const out = applyPostProcessing(frame, [{ operation: 'sort', options: { by: 'v', ascending } }]);
        expect(rowsOf(out).map(key).sort()).toEqual(rowsOf(frame).map(key).sort());
        const keys = out.rows.map((row) => row.v as number | null);
        const firstNull = keys.indexOf(null);
        if (firstNull >= 0) expect(keys.slice(firstNull).every((cell) => cell === null)).toBe(true);
        const numbers = keys.filter((cell): cell is number => cell !== null);
        numbers.slice(1).forEach((cell, at) => {
          expect(ascending ? cell >= numbers[at]! : cell <= numbers[at]!).toBe(true);
        });
      }),
    );
  });

  it('cumulative sum: the last row is the column total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 1, maxLength: 50 }),
        (values) => {
          const frame = frameOf(
            ['v'],
            [0],
            values.map((cell) => [cell]),
          );
          const out = applyPostProcessing(frame, [
            { operation: 'cum', options: { operator: 'sum', columns: { v: 'v' } } },
          ]);
          expect(out.rows[out.rows.length - 1]!.v).toBe(values.reduce((a, b) => a + b, 0));
        },
      ),
    );
  });

  it('row contribution: the shares of each row with a positive total sum to 1', () => {
    const positive = fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100 })), {
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(positive, (pairs) => {
        const frame = frameOf(['a', 'b'], [0, 0], pairs);
        const out = applyPostProcessing(frame, [
          { operation: 'contribution', options: { orientation: 'row' } },
        ]);
        for (const row of out.rows) expect((row.a as number) + (row.b as number)).toBeCloseTo(1, 12);
      }),
    );
  });

  it('column contribution: each column with a positive total sums to 1', () => {
    const cells = fc.array(fc.tuple(fc.integer({ min: 1, max: 100 }), value), {
      minLength: 1,
      maxLength: 30,
    });
    fc.assert(
      fc.property(cells, (pairs) => {
        const out = applyPostProcessing(frameOf(['a', 'b'], [0, 0], pairs), [
          { operation: 'contribution', options: { orientation: 'column' } },
        ]);
        const sum = (name: string) =>
          out.rows.reduce((total, row) => total + ((row[name] as number | null) ?? 0), 0);
        expect(sum('a')).toBeCloseTo(1, 12);
        const totalB = pairs.reduce((total, pair) => total + (pair[1] ?? 0), 0);
        if (totalB > 0) expect(sum('b')).toBeCloseTo(1, 12);
      }),
    );
  });

  it('resample 1D zerofill: one row per day from the first to the last, the total kept', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        fc.pre(rows.length > 0);
        const out = applyPostProcessing(frameFrom(rows), [
          { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
          { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
          { operation: 'flatten' },
        ]);
        const days = rows.map((row) => row.day);
        const first = Math.min(...days);
        const last = Math.max(...days);
        expect(out.rows.map((row) => row.ds)).toEqual(
          Array.from({ length: last - first + 1 }, (_, at) => (first + at) * DAY),
        );
        const total = out.rows.reduce((sum, row) => sum + (row.v as number), 0);
        expect(total).toBe(rows.reduce((sum, row) => sum + (row.v ?? 0), 0));
      }),
    );
  });

  it('pivot → flatten keeps every observed (index, series) value, and only those', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const out = applyPostProcessing(frameFrom(rows), [
          {
            operation: 'pivot',
            options: {
              index: ['ds'],
              columns: ['series'],
              aggregates: { v: { operator: 'sum' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'flatten' },
        ]);
        const expected = new Map<string, number>();
        for (const row of rows) {
          const cell = `${row.day * DAY}|v, ${row.series.replace(',', '\\,')}`;
          expected.set(cell, (expected.get(cell) ?? 0) + (row.v ?? 0));
        }
        const seen = new Map<string, Cell>();
        for (const row of out.rows) {
          for (const name of out.columns.slice(1)) {
            if (row[name] !== null) seen.set(`${row.ds}|${name}`, row[name] as Cell);
          }
        }
        expect(seen).toEqual(expected);
        expect(out.rows.length).toBe(new Set(rows.map((row) => row.day)).size);
      }),
    );
  });

  it('rename and select never lose or reorder rows', () => {
    fc.assert(
      fc.property(rowsArbitrary, (rows) => {
        const frame = frameFrom(rows);
        const renamed = applyPostProcessing(frame, [
          { operation: 'rename', options: { columns: { v: 'value' } } },
          { operation: 'select', options: { columns: ['value', 'ds'], rename: { ds: 'day' } } },
        ]);
        expect(renamed.columns).toEqual(['value', 'day']);
        expect(renamed.rows.map((row) => [row.day, row.value])).toEqual(
          frame.rows.map((row) => [row.ds, row.v]),
        );
      }),
    );
  });

  it('histogram counts every non-null value once', () => {
    fc.assert(
      fc.property(fc.array(value, { maxLength: 60 }), fc.integer({ min: 1, max: 12 }), (cells, bins) => {
        const frame = frameOf(
          ['v'],
          [0],
          cells.map((cell) => [cell]),
        );
        const out = applyPostProcessing(frame, [{ operation: 'histogram', options: { column: 'v', bins } }]);
        const total = rowsOf(out)
          .flat()
          .reduce<number>((sum, cell) => sum + (cell as number), 0);
        expect(total).toBe(cells.filter((cell) => cell !== null).length);
      }),
    );
  });
});
