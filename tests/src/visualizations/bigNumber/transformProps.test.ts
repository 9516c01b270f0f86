import { describe, expect, it } from 'vitest';
import { buildQuery as trendQuery } from '../../../../src/visualizations/big_number/buildQuery.ts';
import { transformProps as trendline } from '../../../../src/visualizations/big_number/transformProps.ts';
import { buildQuery as totalQuery } from '../../../../src/visualizations/big_number_total/buildQuery.ts';
import { transformProps as total } from '../../../../src/visualizations/big_number_total/transformProps.ts';
import type { ChartProps, FormData } from '../../../../src/visualizations/core/types.ts';

// biome-ignore lint/suspicious/noExplicitAny: specs are read by path in assertions
type Spec = Record<string, any>;
const item = (colnames: string[], coltypes: number[], data: Record<string, unknown>[]) =>
  ({ colnames, coltypes, data, rowcount: data.length }) as unknown as ChartProps['queriesData'][number];
const props = (formData: Partial<FormData>, data: ChartProps['queriesData']): ChartProps => ({
  formData: { viz_type: 'big_number', datasource: '1__table', metric: 'count', ...formData },
  queriesData: data,
  datasource: { id: 1, type: 'table', uid: '1__table', columns: [], metrics: [] },
  width: 400,
  height: 300,
});
const specOf = (rendering: ReturnType<typeof total>): Spec =>
  rendering.kind === 'vega-lite' ? (rendering.spec as Spec) : {};

describe('big_number_total', () => {
  it('queries the metric as Superset', () => {
    const [query] = totalQuery({
      viz_type: 'big_number_total',
      datasource: '1__table',
      metric: 'count',
      adhoc_filters: [],
    }).queries;
    expect(query?.metrics).toEqual(['count']);
    expect(query?.columns).toEqual([]);
    expect(query?.post_processing).toBeUndefined();
  });

  it('shows the formatted value and the subheader', () => {
    const spec = specOf(
      total(props({ y_axis_format: ',d', subheader: 'orders' }, [item(['count'], [0], [{ count: 12345 }])])),
    );
    expect(spec.datasets.header).toEqual([{ text: '12,345' }]);
    expect(spec.datasets.subheader).toEqual([{ text: 'orders' }]);
    expect(spec.layer[0].mark).toMatchObject({ type: 'text', fontSize: 120 });
  });

  it('says No data without a value', () => {
    const spec = specOf(total(props({}, [item(['count'], [0], [])])));
    expect(spec.datasets.header).toEqual([{ text: 'No data' }]);
    expect(spec.datasets.subheader).toEqual([
      { text: 'No data after filtering or data is NULL for the latest time record' },
    ]);
  });
});

describe('big_number', () => {
  const rows = [
    { order_date: 3, count: 150 },
    { order_date: 1, count: 80 },
    { order_date: 2, count: 100 },
  ];

  it('queries the metric over the x axis with pivot and flatten', () => {
    const [query] = trendQuery({
      viz_type: 'big_number',
      datasource: '1__table',
      metric: 'count',
      x_axis: 'order_date',
      time_grain_sqla: 'P1D',
    }).queries;
    expect(query?.columns).toEqual([
      {
        timeGrain: 'P1D',
        columnType: 'BASE_AXIS',
        sqlExpression: 'order_date',
        label: 'order_date',
        expressionType: 'SQL',
      },
    ]);
    expect(query?.post_processing?.map((step) => step?.operation)).toEqual(['pivot', 'flatten']);
  });

  it('shows the latest value, its change against compare_lag and the trend oldest first', () => {
    const spec = specOf(
      trendline(
        props({ x_axis: 'order_date', compare_lag: '1', compare_suffix: 'WoW' }, [
          item(['order_date', 'count'], [2, 0], rows),
        ]),
      ),
    );
    expect(spec.datasets.header).toEqual([{ text: '150' }]);
    expect(spec.datasets.subheader).toEqual([{ text: '+50.0% WoW' }]);
    expect(spec.datasets.trend.map((point: { x: number }) => point.x)).toEqual([1, 2, 3]);
    expect(spec.layer[0].mark.type).toBe('area');
  });

  it('falls back to the latest non-null value, hides the trend line on request, says No data', () => {
    const withNull = [...rows, { order_date: 4, count: null }];
    const spec = specOf(
      trendline(
        props({ x_axis: 'order_date', show_trend_line: false }, [
          item(['order_date', 'count'], [2, 0], withNull),
        ]),
      ),
    );
    expect(spec.datasets.header).toEqual([{ text: '150' }]);
    expect(spec.datasets.trend).toBeUndefined();
    const empty = specOf(
      trendline(props({ x_axis: 'order_date' }, [item(['order_date', 'count'], [2, 0], [])])),
    );
    expect(empty.datasets.header).toEqual([{ text: 'No data' }]);
  });
});
