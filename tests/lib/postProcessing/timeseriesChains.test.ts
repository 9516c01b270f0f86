import { describe, expect, it } from 'vitest';
import { applyPostProcessing, type PostProcessingOperation } from '../../../lib/postProcessing/index.ts';
import { day, frameOf, rowsOf } from './frames.ts';

// The result of a timeseries bar chart query: SUM(revenue) by region with a '1 week ago' offset.
const result = frameOf(
  ['__timestamp', 'region', 'SUM(revenue)', 'SUM(revenue)__1 week ago'],
  [2, 1, 0, 0],
  [
    ['2024-01-01T00:00:00', 'East', 10, 8],
    ['2024-01-01T00:00:00', 'West', 5, null],
    ['2024-01-02T00:00:00', 'East', 7, 7],
    ['2024-01-02T00:00:00', 'West', 4, 2],
  ],
);

const pivot = (metrics: string[]): PostProcessingOperation => ({
  operation: 'pivot',
  options: {
    index: ['__timestamp'],
    columns: ['region'],
    aggregates: Object.fromEntries(metrics.map((metric) => [metric, { operator: 'mean' }])),
    drop_missing_columns: false,
  },
});
const rename = (columns: Record<string, string | null>): PostProcessingOperation => ({
  operation: 'rename',
  options: { columns, level: 0, inplace: true },
});
const flatten: PostProcessingOperation = { operation: 'flatten' };

describe('the chains Superset’s timeseries charts send', () => {
  it('pivot → rename (one metric, truncated) → flatten names the series by region', () => {
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)']),
      rename({ 'SUM(revenue)': null }),
      flatten,
    ]);
    expect(out.columns).toEqual(['__timestamp', 'East', 'West']);
    expect(out.types).toEqual([2, 0, 0]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 10, 5],
      [day('2024-01-02'), 7, 4],
    ]);
  });

  it('pivot → flatten keeps the metric in the name: "SUM(revenue), East"', () => {
    const out = applyPostProcessing(result, [pivot(['SUM(revenue)']), flatten]);
    expect(out.columns).toEqual(['__timestamp', 'SUM(revenue), East', 'SUM(revenue), West']);
  });

  it('time comparison "actual values": the offset metric is renamed to the offset', () => {
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)', 'SUM(revenue)__1 week ago']),
      rename({ 'SUM(revenue)__1 week ago': '1 week ago' }),
      flatten,
    ]);
    expect(out.columns).toEqual([
      '__timestamp',
      'SUM(revenue), East',
      'SUM(revenue), West',
      '1 week ago, East',
      '1 week ago, West',
    ]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 10, 5, 8, null],
      [day('2024-01-02'), 7, 4, 7, 2],
    ]);
  });

  it.each([
    ['difference', [2, null], [0, 2]],
    ['percentage', [0.25, null], [0, 1]],
    ['ratio', [1.25, null], [1, 2]],
  ])('time comparison "%s": pivot → compare → rename → flatten', (type, first, second) => {
    const derived = `${type}__SUM(revenue)__SUM(revenue)__1 week ago`;
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)', 'SUM(revenue)__1 week ago']),
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(revenue)'],
          compare_columns: ['SUM(revenue)__1 week ago'],
          compare_type: type,
          drop_original_columns: true,
        },
      },
      rename({ [derived]: '1 week ago' }),
      flatten,
    ]);
    expect(out.columns).toEqual(['__timestamp', '1 week ago, East', '1 week ago, West']);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), ...first],
      [day('2024-01-02'), ...second],
    ]);
  });

  it('pivot → cumulative sum → rename → flatten (rolling_type cumsum)', () => {
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)']),
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(revenue)': 'SUM(revenue)' } } },
      rename({ 'SUM(revenue)': null }),
      flatten,
    ]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 10, 5],
      [day('2024-01-02'), 17, 9],
    ]);
  });

  it('pivot → rolling mean (window 2, min_periods 0) → flatten', () => {
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)']),
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 2,
          min_periods: 0,
          columns: { 'SUM(revenue)': 'SUM(revenue)' },
        },
      },
      rename({ 'SUM(revenue)': null }),
      flatten,
    ]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 10, 5],
      [day('2024-01-02'), 8.5, 4.5],
    ]);
  });

  it('pivot → resample zerofill (1D) → flatten fills the missing days with 0', () => {
    const gappy = frameOf(
      ['__timestamp', 'SUM(revenue)'],
      [2, 0],
      [
        [day('2024-01-01'), 3],
        ['2024-01-04', 6],
      ],
    );
    const out = applyPostProcessing(gappy, [
      {
        operation: 'pivot',
        options: { index: ['__timestamp'], aggregates: { 'SUM(revenue)': { operator: 'mean' } } },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
      flatten,
    ]);
    expect(out.columns).toEqual(['__timestamp', 'SUM(revenue)']);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 3],
      [day('2024-01-02'), 0],
      [day('2024-01-03'), 0],
      [day('2024-01-04'), 6],
    ]);
  });

  it('pivot → contribution (row) → rename → flatten: shares of each day', () => {
    const out = applyPostProcessing(result, [
      pivot(['SUM(revenue)']),
      { operation: 'contribution', options: { orientation: 'row', time_shifts: [] } },
      rename({ 'SUM(revenue)': null }),
      flatten,
    ]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 10 / 15, 5 / 15],
      [day('2024-01-02'), 7 / 11, 4 / 11],
    ]);
  });

  it('a comma inside a series value is escaped in the flattened name', () => {
    const commas = frameOf(['ds', 'city', 'n'], [2, 1, 0], [[day('2024-01-01'), 'Paris, FR', 1]]);
    const out = applyPostProcessing(commas, [
      {
        operation: 'pivot',
        options: { index: ['ds'], columns: ['city'], aggregates: { n: { operator: 'sum' } } },
      },
      flatten,
    ]);
    expect(out.columns).toEqual(['ds', 'n, Paris\\, FR']);
  });

  it('steps the frontend left undefined are skipped; unknown operations are refused', () => {
    const steps = [undefined, flatten];
    expect(applyPostProcessing(result, steps).columns).toEqual(result.columns);
    expect(() => applyPostProcessing(result, [{ operation: 'prophet' }])).toThrow(
      'Unsupported post processing operation: prophet',
    );
  });
});
