import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import { day, frameOf, rowsOf } from './frames.ts';

const pair = frameOf(
  ['a', 'b'],
  [0, 0],
  [
    [1, 2],
    [3, 0],
    [null, 1],
    [4, 3],
  ],
);
const compare = (options: Record<string, unknown>, frame = pair) =>
  applyPostProcessing(frame, [
    { operation: 'compare', options: { source_columns: ['a'], compare_columns: ['b'], ...options } },
  ]);

describe('compare', () => {
  it.each([
    ['difference', {}, [-1, 3, null, 1]],
    // Division by zero gives infinity, which Superset's JSON writes as null.
    ['percentage', {}, [-0.5, null, null, 0.3333]],
    ['ratio', {}, [0.5, null, null, 1.3333]],
    ['ratio', { precision: 2 }, [0.5, null, null, 1.33]],
  ])('%s %j adds "<type>__a__b"', (type, options, expected) => {
    const out = compare({ compare_type: type, ...options });
    const name = `${type}__a__b`;
    expect(out.columns).toEqual(['a', 'b', name]);
    expect(out.rows.map((row) => row[name])).toEqual(expected);
  });

  it('rounds half to even as numpy does, and drops the originals when asked', () => {
    const out = compare(
      { compare_type: 'ratio', precision: 2, drop_original_columns: true },
      frameOf(
        ['a', 'b'],
        [0, 0],
        [
          [1, 8],
          [3, 8],
        ],
      ),
    );
    expect(out.columns).toEqual(['ratio__a__b']);
    expect(rowsOf(out)).toEqual([[0.12], [0.38]]);
  });

  it.each([
    [
      { compare_type: 'difference', compare_columns: [] },
      '`compare_columns` must have the same length as `source_columns`.',
    ],
    [{ compare_type: 'delta' }, '`compare_type` must be `difference`, `percentage` or `ratio`'],
    [{ compare_type: 'difference', source_columns: ['z'] }, 'Referenced columns not available in DataFrame.'],
  ])('refuses %j', (options, message) => {
    expect(() => compare(options)).toThrow(new PostProcessingError(message));
  });
});

const shares = frameOf(
  ['ds', 'label', 'a', 'b'],
  [2, 1, 0, 0],
  [
    [day('2024-01-01'), 'x', 1, 2],
    [day('2024-01-02'), 'y', 3, 2],
    [day('2024-01-03'), 'z', null, 4],
  ],
);
const contribution = (options: Record<string, unknown>, frame = shares) =>
  applyPostProcessing(frame, [{ operation: 'contribution', options }]);

describe('contribution', () => {
  it('column: each numeric cell over its column total, nulls counted as 0, other columns kept', () => {
    expect(rowsOf(contribution({ orientation: 'column' }))).toEqual([
      [day('2024-01-01'), 'x', 0.25, 0.25],
      [day('2024-01-02'), 'y', 0.75, 0.25],
      [day('2024-01-03'), 'z', 0, 0.5],
    ]);
  });

  it('row: each cell over its row total (a null stays null)', () => {
    expect(rowsOf(contribution({ orientation: 'row' }))).toEqual([
      [day('2024-01-01'), 'x', 1 / 3, 2 / 3],
      [day('2024-01-02'), 'y', 0.6, 0.4],
      [day('2024-01-03'), 'z', null, 1],
    ]);
  });

  it('rename_columns writes the shares next to the originals', () => {
    const out = contribution({ columns: ['a'], rename_columns: ['%a'] });
    expect(out.columns).toEqual(['ds', 'label', 'a', 'b', '%a']);
    expect(out.rows.map((row) => row['%a'])).toEqual([0.25, 0.75, 0]);
  });

  it('row: time-shifted columns are shared among themselves', () => {
    const frame = frameOf(['a', 'b', 'a__1 week ago', 'b__1 week ago'], [0, 0, 0, 0], [[1, 3, 2, 2]]);
    const out = contribution({ orientation: 'row', time_shifts: ['1 week ago'] }, frame);
    expect(rowsOf(out)).toEqual([[0.25, 0.75, 0.5, 0.5]]);
  });

  it.each([
    [{ columns: ['label'] }, 'Column "label" is not numeric or does not exists in the query results.'],
    [
      { columns: ['a'], rename_columns: ['x', 'y'] },
      '`rename_columns` must have the same length as `columns` + `time_shift_columns`.',
    ],
    [{ orientation: 'diagonal' }, 'Invalid options'],
  ])('refuses %j', (options, message) => {
    expect(() => contribution(options)).toThrow(new PostProcessingError(message));
  });
});
