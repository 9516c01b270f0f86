import { describe, expect, it } from 'vitest';
import {
  applyPostProcessing,
  escapeSeparator,
  PostProcessingError,
  unescapeSeparator,
} from '../../../lib/postProcessing/index.ts';
import { day, frameOf, rowsOf } from './frames.ts';

const table = frameOf(
  ['g', 'v', 'w'],
  [1, 0, 0],
  [
    ['b', 3, 1],
    ['a', 1, 2],
    ['b', 3, 3],
    ['a', null, 4],
    ['c', 2, 5],
  ],
);
const run = (operation: string, options: Record<string, unknown>, frame = table) =>
  applyPostProcessing(frame, [{ operation, options }]);
const column = (frame: ReturnType<typeof run>, name: string) => frame.rows.map((row) => row[name]);

describe('rename and select', () => {
  it('rename relabels, refuses labels that all exist and unknown columns', () => {
    expect(run('rename', { columns: { v: 'value' } }).columns).toEqual(['g', 'value', 'w']);
    expect(() => run('rename', { columns: { v: 'w' } })).toThrow(
      new PostProcessingError('Label already exists'),
    );
    expect(() => run('rename', { columns: { z: 'y' } })).toThrow(
      'Referenced columns not available in DataFrame.',
    );
  });

  it('select orders, excludes, then renames', () => {
    const out = run('select', { columns: ['w', 'g', 'v'], exclude: ['v'], rename: { w: 'weight' } });
    expect(out.columns).toEqual(['weight', 'g']);
    expect(rowsOf(out)[0]).toEqual([1, 'b']);
    expect(() => run('select', { columns: ['g'], exclude: ['v'] })).toThrow(
      new PostProcessingError('Referenced columns not available in DataFrame: v'),
    );
  });

  it('flatten drops levels by position and can keep the index', () => {
    const pivot = {
      operation: 'pivot',
      options: { index: ['g'], columns: ['w'], aggregates: { v: { operator: 'sum' } } },
    };
    const frame = frameOf(
      ['g', 'w', 'v'],
      [1, 1, 0],
      [
        ['a', 'x', 1],
        ['a', 'y', 2],
      ],
    );
    const dropped = applyPostProcessing(frame, [
      pivot,
      { operation: 'flatten', options: { drop_levels: [0] } },
    ]);
    expect(dropped.columns).toEqual(['g', 'x', 'y']);
    const kept = applyPostProcessing(frame, [
      pivot,
      { operation: 'flatten', options: { reset_index: false } },
    ]);
    // The lead writes a leftover index back as columns anyway.
    expect(kept.columns).toEqual(['g', 'v, x', 'v, y']);
  });

  it('escape_separator / unescape_separator round-trip the comma', () => {
    expect(escapeSeparator('Paris, FR')).toBe('Paris\\, FR');
    expect(unescapeSeparator(escapeSeparator('a, b, c'))).toBe('a, b, c');
  });
});

describe('sort', () => {
  it.each([
    [{ by: 'v' }, ['a', 'c', 'b', 'b', 'a']],
    [{ by: 'v', ascending: false }, ['b', 'b', 'c', 'a', 'a']],
    [{ by: ['g', 'v'], ascending: [true, false] }, ['a', 'a', 'b', 'b', 'c']],
    [{ columns: { g: false } }, ['c', 'b', 'b', 'a', 'a']],
  ])('%j (nulls last, ties in frame order)', (options, expected) => {
    const out = run('sort', options);
    expect(column(out, 'g')).toEqual(expected);
  });

  it('by ["g", "v"] keeps the row values together', () => {
    expect(column(run('sort', { by: ['g', 'v'], ascending: [true, false] }), 'w')).toEqual([2, 4, 1, 3, 5]);
    expect(column(run('sort', { by: 'v' }), 'w')).toEqual([2, 5, 1, 3, 4]);
  });

  it('is_sort_index sorts a pivoted frame by its index', () => {
    const frame = frameOf(
      ['ds', 'v'],
      [2, 0],
      [
        [day('2024-01-01'), 1],
        [day('2024-01-02'), 2],
      ],
    );
    const out = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['ds'], aggregates: { v: { operator: 'sum' } } } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-02'), 2],
      [day('2024-01-01'), 1],
    ]);
  });

  it('without by or is_sort_index keeps the order; refuses unknown columns', () => {
    expect(rowsOf(run('sort', {}))).toEqual(rowsOf(table));
    expect(() => run('sort', { by: 'zz' })).toThrow('Referenced columns not available in DataFrame.');
  });
});

describe('rank and aggregate', () => {
  it('rank: pct rank with ties averaged, nulls unranked', () => {
    expect(column(run('rank', { metric: 'v' }), 'rank')).toEqual([0.875, 0.25, 0.875, null, 0.5]);
    expect(column(run('rank', { metric: 'v', group_by: 'g' }), 'rank')).toEqual([0.75, 1, 0.75, null, 1]);
  });

  it('aggregate: sorted groups, numpy semantics per operator', () => {
    const out = run('aggregate', {
      groupby: ['g'],
      aggregates: {
        total: { column: 'v', operator: 'sum' },
        rows: { column: 'v', operator: 'count' },
        avg: { column: 'v', operator: 'mean' },
        p50: { column: 'w', operator: 'percentile', options: { q: 50 } },
      },
    });
    expect(out.columns).toEqual(['g', 'total', 'rows', 'avg', 'p50']);
    expect(rowsOf(out)).toEqual([
      ['a', 1, 2, 1, 3],
      ['b', 6, 2, 3, 2],
      ['c', 2, 1, 2, 5],
    ]);
  });

  it('aggregate without groupby gives one row', () => {
    const out = run('aggregate', { groupby: [], aggregates: { v: { operator: 'max' } } });
    expect(rowsOf(out)).toEqual([[3]]);
  });
});
