import { describe, expect, it } from 'vitest';
import { contributionOperator } from '../../../../../src/visualizations/core/query/operators/contributionOperator.ts';
import { extractExtraMetrics } from '../../../../../src/visualizations/core/query/operators/extractExtraMetrics.ts';
import { flattenOperator } from '../../../../../src/visualizations/core/query/operators/flattenOperator.ts';
import { pivotOperator } from '../../../../../src/visualizations/core/query/operators/pivotOperator.ts';
import { renameOperator } from '../../../../../src/visualizations/core/query/operators/renameOperator.ts';
import { resampleOperator } from '../../../../../src/visualizations/core/query/operators/resampleOperator.ts';
import { rollingWindowOperator } from '../../../../../src/visualizations/core/query/operators/rollingWindowOperator.ts';
import { sortOperator } from '../../../../../src/visualizations/core/query/operators/sortOperator.ts';
import { timeCompareOperator } from '../../../../../src/visualizations/core/query/operators/timeCompareOperator.ts';
import { timeComparePivotOperator } from '../../../../../src/visualizations/core/query/operators/timeComparePivotOperator.ts';
import type { FormData, QueryObject } from '../../../../../src/visualizations/core/types.ts';

const base: FormData = { datasource: '1__table', viz_type: 'echarts_timeseries_line', x_axis: 'order_date' };
const query: QueryObject = {
  metrics: ['count', { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'revenue' } }],
  columns: ['region'],
};

describe('pivotOperator', () => {
  it('indexes by the x axis with mean aggregates per metric', () => {
    expect(pivotOperator({ ...base, show_empty_columns: true }, query)).toEqual({
      operation: 'pivot',
      options: {
        index: ['order_date'],
        columns: ['region'],
        aggregates: { count: { operator: 'mean' }, 'SUM(revenue)': { operator: 'mean' } },
        drop_missing_columns: false,
      },
    });
  });
  it('is absent without metrics or x axis', () => {
    expect(pivotOperator(base, { columns: ['region'] })).toBeUndefined();
    expect(pivotOperator({ ...base, x_axis: undefined }, query)).toBeUndefined();
    expect(
      pivotOperator({ ...base, x_axis: undefined, granularity_sqla: 'ds' }, query)?.options?.index,
    ).toEqual(['__timestamp']);
  });
});

describe('rollingWindowOperator', () => {
  it.each([
    [
      { rolling_type: 'cumsum' },
      {
        operation: 'cum',
        options: { operator: 'sum', columns: { count: 'count', 'SUM(revenue)': 'SUM(revenue)' } },
      },
    ],
    [
      { rolling_type: 'mean', rolling_periods: '7', min_periods: '2' },
      {
        operation: 'rolling',
        options: {
          rolling_type: 'mean',
          window: 7,
          min_periods: 2,
          columns: { count: 'count', 'SUM(revenue)': 'SUM(revenue)' },
        },
      },
    ],
    [
      { rolling_type: 'sum' },
      {
        operation: 'rolling',
        options: {
          rolling_type: 'sum',
          window: 1,
          min_periods: 0,
          columns: { count: 'count', 'SUM(revenue)': 'SUM(revenue)' },
        },
      },
    ],
    [{ rolling_type: 'None' }, undefined],
  ])('%o', (extra, expected) => {
    expect(rollingWindowOperator({ ...base, ...extra }, query)).toEqual(expected);
  });
  it('rolls the time-shifted columns too', () => {
    const formData = {
      ...base,
      rolling_type: 'cumsum',
      time_compare: ['1 year ago'],
      comparison_type: 'values',
    };
    expect(rollingWindowOperator(formData, { metrics: ['count'] })?.options).toEqual({
      operator: 'sum',
      columns: { count: 'count', 'count__1 year ago': 'count__1 year ago' },
    });
  });
});

describe('time comparison', () => {
  const formData = { ...base, time_compare: ['1 year ago', '1 week ago'], comparison_type: 'absolute' };
  it('compares each metric with its offsets', () => {
    expect(timeCompareOperator(formData, { metrics: ['count'] })).toEqual({
      operation: 'compare',
      options: {
        source_columns: ['count', 'count'],
        compare_columns: ['count__1 year ago', 'count__1 week ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      },
    });
    expect(
      timeCompareOperator({ ...formData, comparison_type: 'ratio' }, { metrics: ['count'] })?.options
        ?.compare_type,
    ).toBe('ratio');
    expect(
      timeCompareOperator({ ...formData, comparison_type: 'values' }, { metrics: ['count'] }),
    ).toBeUndefined();
  });
  it('pivots the metrics and their offsets', () => {
    expect(timeComparePivotOperator(formData, { metrics: ['count'], columns: ['region'] })).toEqual({
      operation: 'pivot',
      options: {
        index: ['order_date'],
        columns: ['region'],
        drop_missing_columns: true,
        aggregates: {
          count: { operator: 'mean' },
          'count__1 year ago': { operator: 'mean' },
          'count__1 week ago': { operator: 'mean' },
        },
      },
    });
    expect(timeComparePivotOperator(base, query)).toBeUndefined();
  });
});

describe('resample, rename, sort, contribution, flatten', () => {
  it('resamples with rule and method; zerofill fills 0', () => {
    expect(resampleOperator({ ...base, resample_rule: '1D', resample_method: 'ffill' })).toEqual({
      operation: 'resample',
      options: { method: 'ffill', rule: '1D', fill_value: null },
    });
    expect(resampleOperator({ ...base, resample_rule: '1D', resample_method: 'zerofill' })?.options).toEqual({
      method: 'asfreq',
      rule: '1D',
      fill_value: 0,
    });
    expect(resampleOperator({ ...base, resample_rule: '1D' })).toBeUndefined();
  });
  it('drops the metric level for one metric with dimensions and truncate_metric', () => {
    const one = { metrics: ['count'], columns: ['region'] };
    expect(renameOperator({ ...base, truncate_metric: true }, one)).toEqual({
      operation: 'rename',
      options: { columns: { count: null }, level: 0, inplace: true },
    });
    expect(
      renameOperator(
        { ...base, truncate_metric: true, time_compare: ['1 year ago'], comparison_type: 'values' },
        one,
      )?.options?.columns,
    ).toEqual({ 'count__1 year ago': '1 year ago', count: null });
    expect(renameOperator({ ...base, truncate_metric: false }, one)).toBeUndefined();
    expect(renameOperator({ ...base, truncate_metric: true }, query)).toBeUndefined();
  });
  it('sorts by the x axis or a metric', () => {
    const formData = { ...base, metrics: ['count'], x_axis_sort_asc: false };
    expect(sortOperator({ ...formData, x_axis_sort: 'order_date' })).toEqual({
      operation: 'sort',
      options: { is_sort_index: true, ascending: false },
    });
    expect(sortOperator({ ...formData, x_axis_sort: 'count' })).toEqual({
      operation: 'sort',
      options: { by: 'count', ascending: false },
    });
    expect(sortOperator({ ...formData, x_axis_sort: 'count', groupby: ['region'] })).toBeUndefined();
  });
  it('contribution and flatten', () => {
    expect(contributionOperator({ ...base, contributionMode: 'row' }, ['1 year ago'])).toEqual({
      operation: 'contribution',
      options: { orientation: 'row', time_shifts: ['1 year ago'] },
    });
    expect(contributionOperator(base)).toBeUndefined();
    expect(flattenOperator()).toEqual({ operation: 'flatten' });
  });
  it('queries a sort-by metric that is not among the metrics, without dimensions', () => {
    expect(extractExtraMetrics({ ...base, metrics: ['count'], timeseries_limit_metric: 'sum__num' })).toEqual(
      ['sum__num'],
    );
    expect(extractExtraMetrics({ ...base, metrics: ['count'], timeseries_limit_metric: 'count' })).toEqual(
      [],
    );
    expect(
      extractExtraMetrics({ ...base, metrics: ['count'], groupby: ['a'], timeseries_limit_metric: 'x' }),
    ).toEqual([]);
  });
});
