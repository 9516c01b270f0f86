// Superset's AlteredSliceTag rules: empty values alike, legacy filter keys ignored, display text.
import { describe, expect, it } from 'vitest';
import {
  alterForComparison,
  chartChanges,
  formatChangeValue,
  isEqualish,
} from '../../../../../src/features/explore/altered/chartChanges.ts';

const controls = {
  adhoc_filters: { label: 'Filters', type: 'AdhocFilterControl' },
  metrics: { label: 'Metrics', type: 'MetricsControl' },
  y_axis_bounds: { label: 'Y Axis Bounds', type: 'BoundsControl' },
  column_collection: { label: 'Columns', type: 'CollectionControl' },
};

describe('chart changes', () => {
  it('treats undefined, null, empty string, empty list and empty object as equal', () => {
    for (const empty of [undefined, null, '', [], {}]) expect(alterForComparison(empty)).toBeNull();
    expect(isEqualish(undefined, [])).toBe(true);
    expect(isEqualish('', null)).toBe(true);
    expect(isEqualish({}, undefined)).toBe(true);
    expect(isEqualish(0, null)).toBe(false);
    expect(isEqualish(false, null)).toBe(false);
    expect(isEqualish([1, { a: 2 }], [1, { a: 2 }])).toBe(true);
    expect(isEqualish([1, 2], [2, 1])).toBe(false);
  });

  it('lists only changed controls, skipping legacy filter keys, labelled from the controls', () => {
    const saved = {
      viz_type: 'table',
      datasource: '1__table',
      row_limit: 100,
      groupby: [],
      where: 'a = 1',
      alpha: undefined,
      metrics: ['count'],
    };
    const current = {
      viz_type: 'table',
      datasource: '1__table',
      row_limit: 500,
      where: 'b = 2',
      alpha: '',
      metrics: ['count', { label: 'SUM(x)' }],
      color: 'red',
    };
    expect(chartChanges(saved, current, controls)).toEqual([
      { control: 'row_limit', label: 'row_limit', before: 100, after: 500 },
      { control: 'metrics', label: 'Metrics', before: ['count'], after: ['count', { label: 'SUM(x)' }] },
      { control: 'color', label: 'color', before: undefined, after: 'red' },
    ]);
    expect(chartChanges(saved, { ...saved, groupby: undefined }, controls)).toEqual([]);
  });

  it('formats values as Superset does', () => {
    expect(formatChangeValue(undefined, 'x')).toBe('N/A');
    expect(formatChangeValue(null, 'x')).toBe('null');
    expect(formatChangeValue(true, 'x')).toBe('true');
    expect(formatChangeValue(false, 'x')).toBe('false');
    expect(formatChangeValue(12, 'x')).toBe('12');
    expect(formatChangeValue(['a', 'b'], 'x')).toBe('a, b');
    expect(formatChangeValue([{ label: 'A' }, { label: 'B' }], 'x')).toBe('A, B');
    expect(formatChangeValue({ a: 1 }, 'x')).toBe('{"a":1}');
    expect(
      formatChangeValue(
        [
          { expressionType: 'SIMPLE', subject: 'a', operator: '==', comparator: 'hello' },
          { expressionType: 'SIMPLE', subject: 'b', operator: 'IN', comparator: ['x', 'y'] },
          { expressionType: 'SQL', sqlExpression: 'c > 1' },
        ],
        'adhoc_filters',
        controls,
      ),
    ).toBe('a == hello, b IN [x, y], c > 1');
    expect(formatChangeValue([], 'adhoc_filters', controls)).toBe('[]');
    expect(formatChangeValue([10, 20], 'y_axis_bounds', controls)).toBe('Min: 10, Max: 20');
    expect(formatChangeValue([{ 1: 'a' }], 'column_collection', controls)).toBe('{"1":"a"}');
    expect(formatChangeValue(['count', { label: 'SUM(x)' }], 'metrics', controls)).toBe('count, SUM(x)');
  });
});
