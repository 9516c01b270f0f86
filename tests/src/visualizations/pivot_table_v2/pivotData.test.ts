import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregate } from '../../../../src/visualizations/pivot_table_v2/aggregators.ts';
import {
  axisEntries,
  buildPivot,
  unpivotMetrics,
} from '../../../../src/visualizations/pivot_table_v2/pivotData.ts';

const RECORDS = [
  { region: 'Europe', product: 'Laptop', year: '2021', value: 10 },
  { region: 'Europe', product: 'Phone', year: '2021', value: 5 },
  { region: 'Asia', product: 'Laptop', year: '2022', value: 7 },
  { region: 'Asia', product: 'Laptop', year: '2021', value: 3 },
];

const pivotOf = (aggregateFunction: string, extra = {}) =>
  buildPivot(RECORDS, {
    rows: ['region', 'product'],
    cols: ['year'],
    valueField: 'value',
    aggregateFunction,
    ...extra,
  });

describe('pivot data', () => {
  it('lists the keys a-z and aggregates cells, subtotals and totals', () => {
    const pivot = pivotOf('Sum');
    expect(pivot.rowKeys).toEqual([
      ['Asia', 'Laptop'],
      ['Europe', 'Laptop'],
      ['Europe', 'Phone'],
    ]);
    expect(pivot.colKeys).toEqual([['2021'], ['2022']]);
    expect(pivot.value(['Asia', 'Laptop'], ['2021'])).toBe(3);
    expect(pivot.value(['Europe', 'Phone'], ['2022'])).toBeNull();
    expect(pivot.value(['Europe'], [])).toBe(15);
    expect(pivot.value([], ['2021'])).toBe(18);
    expect(pivot.value([], [])).toBe(25);
  });

  it('applies the other aggregate functions, fractions included', () => {
    expect(pivotOf('Count').value(['Asia'], [])).toBe(2);
    expect(pivotOf('Average').value([], ['2021'])).toBe(6);
    expect(pivotOf('Maximum').value([], [])).toBe(10);
    expect(pivotOf('Minimum').value(['Europe'], [])).toBe(5);
    expect(pivotOf('Sum as Fraction of Total').value(['Europe'], [])).toBeCloseTo(0.6);
    expect(pivotOf('Sum as Fraction of Rows').value(['Asia', 'Laptop'], ['2022'])).toBeCloseTo(0.7);
    expect(pivotOf('Sum as Fraction of Columns').value(['Europe', 'Laptop'], ['2021'])).toBeCloseTo(10 / 18);
    expect(aggregate('Count Unique Values', [1, 1, 2])).toBe(2);
    expect(aggregate('Median', [3, 1, 2, 10])).toBe(2.5);
    expect(aggregate('Sample Variance', [1, 2, 3])).toBe(1);
  });

  it('orders rows by key z-a or by value', () => {
    expect(pivotOf('Sum', { rowOrder: 'key_z_to_a' }).rowKeys[0]).toEqual(['Europe', 'Phone']);
    expect(pivotOf('Sum', { rowOrder: 'value_z_to_a' }).rowKeys).toEqual([
      ['Europe', 'Laptop'],
      ['Europe', 'Phone'],
      ['Asia', 'Laptop'],
    ]);
    expect(pivotOf('Sum', { colOrder: 'value_a_to_z' }).colKeys).toEqual([['2022'], ['2021']]);
  });

  it('unpivots metrics into records of one value each', () => {
    const rows = unpivotMetrics(
      [{ region: 'Asia', count: 2, 'SUM(x)': 9 }],
      ['count', 'SUM(x)'],
      'Metric',
      'v',
    );
    expect(rows.map((r) => [r.Metric, r.v])).toEqual([
      ['count', 2],
      ['SUM(x)', 9],
    ]);
  });

  it('puts subtotal entries after each group', () => {
    const entries = axisEntries(pivotOf('Sum').rowKeys, 2, true);
    expect(entries.map((e) => [e.key.join('/'), e.subtotal])).toEqual([
      ['Asia/Laptop', false],
      ['Asia', true],
      ['Europe/Laptop', false],
      ['Europe/Phone', false],
      ['Europe', true],
    ]);
  });

  it('Sum: the grand total is the sum of the cells and of the row totals', () => {
    const record = fc.record({
      a: fc.constantFrom('x', 'y', 'z'),
      b: fc.constantFrom('p', 'q'),
      c: fc.constantFrom('1', '2', '3'),
      value: fc.integer({ min: -1000, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 40 }), (records) => {
        const pivot = buildPivot(records, {
          rows: ['a', 'b'],
          cols: ['c'],
          valueField: 'value',
          aggregateFunction: 'Sum',
        });
        const cells = pivot.rowKeys.flatMap((r) => pivot.colKeys.map((c) => Number(pivot.value(r, c) ?? 0)));
        const total = records.reduce((s, r) => s + r.value, 0);
        expect(pivot.value([], [])).toBe(total);
        expect(cells.reduce((s, v) => s + v, 0)).toBe(total);
        const rowTotals = pivot.rowKeys.map((r) => Number(pivot.value(r, [])));
        expect(rowTotals.reduce((s, v) => s + v, 0)).toBe(total);
        const colTotals = pivot.colKeys.map((c) => Number(pivot.value([], c)));
        expect(colTotals.reduce((s, v) => s + v, 0)).toBe(total);
      }),
    );
  });

  it('every record lands in exactly one row key and one column key', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ a: fc.string({ maxLength: 2 }), c: fc.string({ maxLength: 2 }), value: fc.nat(9) }),
        ),
        (records) => {
          const pivot = buildPivot(records, {
            rows: ['a'],
            cols: ['c'],
            valueField: 'value',
            aggregateFunction: 'Count',
          });
          const counts = pivot.rowKeys.flatMap((r) =>
            pivot.colKeys.map((c) => Number(pivot.value(r, c) ?? 0)),
          );
          expect(counts.reduce((s, v) => s + v, 0)).toBe(records.length);
          expect(new Set(pivot.rowKeys.map((k) => k[0])).size).toBe(pivot.rowKeys.length);
        },
      ),
    );
  });
});
