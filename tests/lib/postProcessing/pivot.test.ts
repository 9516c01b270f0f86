import { describe, expect, it } from 'vitest';
import { applyPostProcessing, PostProcessingError } from '../../../lib/postProcessing/index.ts';
import { day, frameOf, rowsOf } from './frames.ts';

const births = frameOf(
  ['ds', 'country', 'n', 'm'],
  [2, 1, 0, 0],
  [
    [day('2024-01-01'), 'UK', 1, 10],
    [day('2024-01-01'), 'UK', 2, 20],
    [day('2024-01-01'), 'US', null, 30],
    [day('2024-01-02'), 'US', 4, 40],
    [day('2024-01-02'), 'UK', 5, 50],
    [day('2024-01-02'), 'UK', 6, 60],
  ],
);

const pivotFlat = (options: Record<string, unknown>, frame = births) =>
  applyPostProcessing(frame, [{ operation: 'pivot', options }, { operation: 'flatten' }]);

describe('pivot', () => {
  // Per (day, country) the n values are UK [1, 2] / US [null] on day 1 and UK [5, 6] / US [4] on day 2.
  it.each([
    ['sum', {}, [3, 0], [11, 4]],
    ['mean', {}, [1.5, null], [5.5, 4]],
    ['count', {}, [2, 1], [2, 1]],
    ['median', {}, [1.5, null], [5.5, 4]],
    ['nanmedian', {}, [1.5, null], [5.5, 4]],
    ['max', {}, [2, null], [6, 4]],
    ['min', {}, [1, null], [5, 4]],
    ['std', {}, [0.5, null], [0.5, 0]],
    ['var', { ddof: 1 }, [0.5, null], [0.5, null]],
    ['percentile', { q: 25 }, [1.25, null], [5.25, 4]],
    ['prod', {}, [2, 1], [30, 4]],
  ])('aggregates with %s as numpy applies it to a group', (operator, options, first, second) => {
    const out = pivotFlat({
      index: ['ds'],
      columns: ['country'],
      aggregates: { n: { operator, options } },
      drop_missing_columns: false,
    });
    expect(out.columns).toEqual(['ds', 'n, UK', 'n, US']);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), ...first],
      [day('2024-01-02'), ...second],
    ]);
  });

  it('median and percentile give null when the group holds a null (numpy, not nan-aware)', () => {
    const withNull = frameOf(
      ['ds', 'n'],
      [2, 0],
      [
        [day('2024-01-01'), 1],
        [day('2024-01-01'), null],
      ],
    );
    const out = pivotFlat(
      { index: ['ds'], aggregates: { a: { column: 'n', operator: 'median' } } },
      withNull,
    );
    // drop_missing_columns drops the all-null series, and the row with it.
    expect(out.columns).toEqual(['ds']);
    expect(rowsOf(out)).toEqual([]);
  });

  it('drop_missing_columns drops series that are null everywhere, false keeps every observed series', () => {
    const withFrance = frameOf(births.columns, births.types, [
      ...rowsOf(births).map((row) => row as (string | number | null)[]),
      [day('2024-01-01'), 'FR', null, 1],
    ]);
    const options = { index: ['ds'], columns: ['country'], aggregates: { n: { operator: 'mean' } } };
    expect(pivotFlat(options, withFrance).columns).toEqual(['ds', 'n, UK', 'n, US']);
    const kept = pivotFlat({ ...options, drop_missing_columns: false }, withFrance);
    expect(kept.columns).toEqual(['ds', 'n, FR', 'n, UK', 'n, US']);
    expect(rowsOf(kept)[0]).toEqual([day('2024-01-01'), null, 1.5, null]);
  });

  it('metric_fill_value fills missing cells, column_fill_value names null series <NULL>', () => {
    const frame = frameOf(
      ['ds', 'country', 'n'],
      [2, 1, 0],
      [
        [day('2024-01-01'), 'UK', 1],
        [day('2024-01-02'), null, 2],
      ],
    );
    const out = pivotFlat(
      { index: ['ds'], columns: ['country'], aggregates: { n: { operator: 'sum' } }, metric_fill_value: 0 },
      frame,
    );
    expect(out.columns).toEqual(['ds', 'n, <NULL>', 'n, UK']);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 0, 1],
      [day('2024-01-02'), 2, 0],
    ]);
  });

  it('sorts the series by metric then value, and combine_value_with_metric puts the metric last', () => {
    const options = {
      index: ['ds'],
      columns: ['country'],
      aggregates: { n: { operator: 'sum' }, m: { operator: 'sum' } },
    };
    expect(pivotFlat(options).columns).toEqual(['ds', 'm, UK', 'm, US', 'n, UK', 'n, US']);
    const combined = pivotFlat({ ...options, combine_value_with_metric: true });
    expect(combined.columns).toEqual(['ds', 'UK, m', 'UK, n', 'US, m', 'US, n']);
    expect(rowsOf(combined)[1]).toEqual([day('2024-01-02'), 110, 11, 40, 4]);
  });

  it('labels series by the aggregated column, as pivot_table does', () => {
    const out = pivotFlat({
      index: ['ds'],
      columns: ['country'],
      aggregates: { total: { column: 'n', operator: 'sum' }, biggest: { column: 'n', operator: 'max' } },
    });
    // Both aggregates read n: the later one wins.
    expect(out.columns).toEqual(['ds', 'n, UK', 'n, US']);
    expect(rowsOf(out)[1]).toEqual([day('2024-01-02'), 6, 4]);
  });

  it('marginal_distributions adds the All column and row', () => {
    const out = pivotFlat({
      index: ['ds'],
      columns: ['country'],
      aggregates: { n: { operator: 'sum' } },
      marginal_distributions: true,
    });
    expect(out.columns).toEqual(['ds', 'n, UK', 'n, US', 'n, All']);
    expect(rowsOf(out)).toEqual([
      [day('2024-01-01'), 3, 0, 3],
      [day('2024-01-02'), 11, 4, 15],
      ['All', 14, 4, 18],
    ]);
  });

  it('flatten_columns / reset_index of Superset 2.x frontends flatten inside the pivot', () => {
    const out = applyPostProcessing(births, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['country'],
          aggregates: { n: { operator: 'sum' } },
          flatten_columns: true,
          reset_index: true,
        },
      },
    ]);
    expect(out.columns).toEqual(['ds', 'UK', 'US']);
    expect(rowsOf(out)[1]).toEqual([day('2024-01-02'), 11, 4]);
  });

  it('numeric series values print as pandas prints them: float once the column holds a fraction or a null', () => {
    const years = frameOf(
      ['ds', 'year', 'n'],
      [2, 0, 0],
      [
        [day('2024-01-01'), 2020, 1],
        [day('2024-01-01'), 2021, 2],
        [day('2024-01-01'), 2.5, 3],
      ],
    );
    const options = { index: ['ds'], columns: ['year'], aggregates: { n: { operator: 'sum' } } };
    expect(pivotFlat(options, years).columns).toEqual(['ds', 'n, 2.5', 'n, 2020.0', 'n, 2021.0']);
    const integers = frameOf(years.columns, years.types, [[day('2024-01-01'), 2020, 1]]);
    expect(pivotFlat(options, integers).columns).toEqual(['ds', 'n, 2020']);
    const withNull = frameOf(years.columns, years.types, [
      [day('2024-01-01'), 2020, 1],
      [day('2024-01-01'), 10, 2],
      [day('2024-01-01'), null, 3],
    ]);
    expect(pivotFlat(options, withNull).columns).toEqual(['ds', 'n, 10.0', 'n, 2020.0', 'n, <NULL>']);
  });

  it('temporal series values are named as pandas prints timestamps', () => {
    const out = pivotFlat({ index: ['country'], columns: ['ds'], aggregates: { n: { operator: 'sum' } } });
    expect(out.columns).toEqual(['country', 'n, 2024-01-01 00:00:00', 'n, 2024-01-02 00:00:00']);
    expect(rowsOf(out)).toEqual([
      ['UK', 3, 11],
      ['US', 0, 4],
    ]);
  });

  it.each([
    [
      { columns: ['country'], aggregates: { n: { operator: 'sum' } } },
      'Pivot operation requires at least one index',
    ],
    [{ index: ['ds'], aggregates: {} }, 'Pivot operation must include at least one aggregate'],
    [
      { index: ['nope'], aggregates: { n: { operator: 'sum' } } },
      'Referenced columns not available in DataFrame.',
    ],
    [{ index: ['ds'], aggregates: { n: { operator: 'foo' } } }, 'Invalid numpy function: foo'],
    [
      { index: ['ds'], aggregates: { x: { operator: 'sum' } } },
      'Column referenced by aggregate is undefined: x',
    ],
    [{ index: ['ds'], aggregates: { n: {} } }, 'Operator undefined for aggregator: n'],
    [{ index: ['ds'], aggregates: { n: { operator: 'sum' } }, values: ['n'] }, 'Invalid options'],
  ])('refuses %j', (options, message) => {
    expect(() => pivotFlat(options)).toThrow(new PostProcessingError(message));
  });
});
