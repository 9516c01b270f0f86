import { describe, expect, it } from 'vitest';
import type { ChartProps, FormData } from '../../../../src/visualizations/core/types.ts';
import { buildQuery } from '../../../../src/visualizations/mixed_timeseries/buildQuery.ts';
import { transformProps } from '../../../../src/visualizations/mixed_timeseries/transformProps.ts';

// A mixed chart's form data as Superset 3.1 saves it (abridged).
const formData: FormData = {
  datasource: '2__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'ds',
  time_grain_sqla: 'P1Y',
  metrics: ['count'],
  groupby: ['gender'],
  adhoc_filters: [],
  limit: 5,
  row_limit: 10000,
  truncate_metric: true,
  metrics_b: ['sum__num'],
  groupby_b: [],
  adhoc_filters_b: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "state = 'CA'" }],
  row_limit_b: 100,
  rolling_type_b: 'cumsum',
  seriesType: 'line',
  seriesTypeB: 'bar',
  yAxisIndex: 0,
  yAxisIndexB: 1,
};

describe('mixed_timeseries buildQuery', () => {
  it('builds one query per half on the shared x axis', () => {
    const context = buildQuery(formData);
    expect(context.datasource).toEqual({ id: 2, type: 'table' });
    const [a, b] = context.queries;
    const axis = {
      timeGrain: 'P1Y',
      columnType: 'BASE_AXIS',
      sqlExpression: 'ds',
      label: 'ds',
      expressionType: 'SQL',
    };
    expect(a).toMatchObject({
      metrics: ['count'],
      columns: [axis, 'gender'],
      series_columns: ['gender'],
      series_limit: 5,
      row_limit: 10000,
      orderby: [['count', false]],
      extras: { where: '', having: '' },
    });
    expect(a?.post_processing?.map((step) => step?.operation)).toEqual(['pivot', 'rename', 'flatten']);
    expect(b).toMatchObject({
      metrics: ['sum__num'],
      columns: [axis],
      row_limit: 100,
      extras: { where: "(state = 'CA')", having: '' },
    });
    expect(b?.post_processing?.map((step) => step?.operation)).toEqual(['pivot', 'cum', 'flatten']);
  });
});

describe('mixed_timeseries transformProps', () => {
  const item = (colnames: string[], data: Record<string, unknown>[]) =>
    ({
      colnames,
      coltypes: [2, 0, 0],
      data,
      rowcount: data.length,
    }) as unknown as ChartProps['queriesData'][number];

  it('layers both halves with their styles, B on a secondary axis, names deduplicated', () => {
    const rendering = transformProps({
      formData,
      queriesData: [
        item(['ds', 'boy', 'girl'], [{ ds: 1, boy: 1, girl: 2 }]),
        item(['ds', 'boy'], [{ ds: 1, boy: 5 }]),
      ],
      datasource: { id: 2, type: 'table', uid: '2__table', columns: [], metrics: [] },
      width: 500,
      height: 300,
    });
    // biome-ignore lint/suspicious/noExplicitAny: read by path
    const spec = (rendering.kind === 'vega-lite' ? rendering.spec : {}) as any;
    expect(spec.layer.map((group: { data: { name: string } }) => group.data.name)).toEqual(['rows', 'rowsB']);
    expect(spec.layer[0].layer[0].mark.type).toBe('line');
    expect(spec.layer[1].layer[0].mark.type).toBe('bar');
    expect(spec.datasets.rowsB).toEqual([{ x: 1, series: 'boy (1)', value: 5 }]);
    expect(spec.resolve.scale.y).toBe('independent');
    expect(spec.layer[0].layer[0].encoding.color.scale.domain).toEqual(['boy', 'girl', 'boy (1)']);
    // One rich tooltip over both queries' series; no point tooltips under it.
    expect(spec.layer[0].layer[0].encoding.tooltip).toBeUndefined();
    expect(spec.layer[1].layer[0].encoding.tooltip).toBeUndefined();
    const hover = rendering.kind === 'vega-lite' ? rendering.hover : undefined;
    expect(hover?.xs).toEqual([1]);
    expect(hover?.content(0).rows.map((row) => row.label)).toEqual(['boy', 'girl', 'boy (1)']);
  });
});
