import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import { frameOf, rowsOf } from './frames.ts';

const series = frameOf(
  ['label', 'x', 'y'],
  [1, 0, 0],
  [
    ['a', 1, 10],
    ['b', 2, 20],
    ['c', null, 5],
    ['d', 4, 1],
    ['e', 8, 0],
  ],
);
const column = (frame: ReturnType<typeof applyPostProcessing>, name: string) =>
  frame.rows.map((row) => row[name]);
const run = (operation: string, options: Record<string, unknown>) =>
  applyPostProcessing(series, [{ operation, options }]);

describe('rolling', () => {
  it.each([
    ['sum, window 2 (min_periods = window)', { rolling_type: 'sum', window: 2 }, [null, 3, null, null, 12]],
    [
      'mean, window 3, min_periods 0',
      { rolling_type: 'mean', window: 3, min_periods: 0 },
      [1, 1.5, 1.5, 3, 6],
    ],
    [
      'std, window 3, min_periods 0 (ddof 1)',
      { rolling_type: 'std', window: 3, min_periods: 0 },
      [null, Math.SQRT1_2, Math.SQRT1_2, Math.SQRT2, 2 * Math.SQRT2],
    ],
    [
      'sum of empty windows with min_periods 0 is 0',
      { rolling_type: 'sum', window: 1, min_periods: 0 },
      [1, 2, 0, 4, 8],
    ],
    ['max, window 2', { rolling_type: 'max', window: 2, min_periods: 0 }, [1, 2, 2, 4, 8]],
    ['median, window 3', { rolling_type: 'median', window: 3, min_periods: 0 }, [1, 1.5, 1.5, 3, 6]],
    ['count, window 2', { rolling_type: 'count', window: 2, min_periods: 0 }, [1, 2, 1, 1, 2]],
  ])('%s', (_, options, expected) => {
    const out = run('rolling', { ...options, columns: { x: 'x' } });
    expect(column(out, 'x')).toEqual(expected);
    expect(column(out, 'y')).toEqual([10, 20, 5, 1, 0]);
  });

  it('slides sums, means and deviations as pandas does (compensated sums, not recomputed)', () => {
    const tenths = frameOf(['x'], [0], [[0.1], [0.2], [0.3], [0.4], [0.5]]);
    const roll = (rolling_type: string) =>
      applyPostProcessing(tenths, [
        { operation: 'rolling', options: { rolling_type, window: 3, columns: { x: rolling_type } } },
      ]).rows.map((row) => row[rolling_type]);
    // A plain 0.1 + 0.2 + 0.3 is 0.6000000000000001; pandas' Kahan sum gives 0.6.
    expect(roll('sum')).toEqual([null, null, 0.6, 0.9, 1.2]);
    expect(roll('mean')).toEqual([null, null, 0.6 / 3, 0.3, 1.2 / 3]);
    expect(roll('std')).toEqual([null, null, 0.09999999999999998, 0.09999999999999999, 0.10000000000000003]);
  });

  it('drops the first min_periods rows, as Superset does', () => {
    const out = run('rolling', { rolling_type: 'sum', window: 2, min_periods: 1, columns: { x: 'x' } });
    expect(column(out, 'label')).toEqual(['b', 'c', 'd', 'e']);
    expect(column(out, 'x')).toEqual([3, 2, 4, 12]);
  });

  it('centres the window and writes to a new column when the mapping renames', () => {
    const out = run('rolling', {
      rolling_type: 'sum',
      window: 3,
      center: true,
      min_periods: 1,
      columns: { x: 'x2' },
    });
    expect(out.columns).toEqual(['label', 'x', 'y', 'x2']);
    expect(column(out, 'x2')).toEqual([3, 6, 12, 12]);
    expect(column(out, 'x')).toEqual([2, null, 4, 8]);
  });

  it.each([
    [{ rolling_type: 'sum', columns: { x: 'x' } }, 'Undefined window for rolling operation'],
    [{ rolling_type: 'sum', window: 0, columns: { x: 'x' } }, 'Window must be > 0'],
    [{ rolling_type: 'foo', window: 2, columns: { x: 'x' } }, 'Invalid rolling_type: foo'],
    [
      { rolling_type: 'sum', window: 2, columns: { z: 'z' } },
      'Referenced columns not available in DataFrame.',
    ],
  ])('refuses %j', (options, message) => {
    expect(() => run('rolling', options)).toThrow(new PostProcessingError(message));
  });
});

describe('cum', () => {
  it.each([
    ['sum', [1, 3, null, 7, 15]],
    ['prod', [1, 2, null, 8, 64]],
    ['min', [1, 1, null, 1, 1]],
    ['max', [1, 2, null, 4, 8]],
  ])('cum%s skips nulls and leaves them null', (operator, expected) => {
    expect(column(run('cum', { operator, columns: { x: 'x' } }), 'x')).toEqual(expected);
  });

  it('appends a renamed column', () => {
    const out = run('cum', { operator: 'sum', columns: { y: 'total' } });
    expect(out.columns).toEqual(['label', 'x', 'y', 'total']);
    expect(column(out, 'total')).toEqual([10, 30, 35, 36, 36]);
  });

  it('refuses an unknown operator', () => {
    expect(() => run('cum', { operator: 'avg', columns: { x: 'x' } })).toThrow(
      'Invalid cumulative operator: avg',
    );
  });
});

describe('diff', () => {
  it.each([
    [1, [null, 1, null, null, 4]],
    [2, [null, null, null, 2, null]],
    [-1, [-1, null, null, -4, null]],
  ])('periods %d on rows', (periods, expected) => {
    expect(column(run('diff', { columns: { x: 'x' }, periods }), 'x')).toEqual(expected);
  });

  it('axis 1 subtracts the previous selected column', () => {
    const out = run('diff', { columns: { x: 'x', y: 'y' }, axis: 1 });
    expect(rowsOf(out)).toEqual([
      ['a', null, 9],
      ['b', null, 18],
      ['c', null, null],
      ['d', null, -3],
      ['e', null, -8],
    ]);
  });
});

describe('is_pivot_df (older frontends)', () => {
  it('cum and rolling run on every series of a pivot, then flatten it without the single metric', () => {
    const frame = frameOf(
      ['ds', 'g', 'v'],
      [0, 1, 0],
      [
        [1, 'p', 1],
        [1, 'q', 2],
        [2, 'p', 3],
        [2, 'q', 4],
      ],
    );
    const pivot = {
      operation: 'pivot',
      options: { index: ['ds'], columns: ['g'], aggregates: { v: { operator: 'sum' } } },
    };
    const cumulated = applyPostProcessing(frame, [
      pivot,
      { operation: 'cum', options: { operator: 'sum', is_pivot_df: true } },
    ]);
    expect(cumulated.columns).toEqual(['ds', 'p', 'q']);
    expect(rowsOf(cumulated)).toEqual([
      [1, 1, 2],
      [2, 4, 6],
    ]);
    const rolled = applyPostProcessing(frame, [
      pivot,
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 0, is_pivot_df: true },
      },
    ]);
    expect(rowsOf(rolled)).toEqual([
      [1, 1, 2],
      [2, 4, 6],
    ]);
  });
});
