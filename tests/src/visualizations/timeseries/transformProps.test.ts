import { describe, expect, it } from 'vitest';
import type { ChartProps, FormData } from '../../../../src/visualizations/core/types.ts';
import { transformProps as area } from '../../../../src/visualizations/echarts_area/transformProps.ts';
import { transformProps as bar } from '../../../../src/visualizations/echarts_timeseries_bar/transformProps.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';
import { transformProps as scatter } from '../../../../src/visualizations/echarts_timeseries_scatter/transformProps.ts';
import { transformProps as step } from '../../../../src/visualizations/echarts_timeseries_step/transformProps.ts';
import { EUROPE_ASIA, timeseriesProps } from './timeseriesTestKit.ts';

const props = (formData: Partial<FormData>) => timeseriesProps(formData);

// biome-ignore lint/suspicious/noExplicitAny: specs are read by path in assertions
type Spec = Record<string, any>;
/** The spec with its base layer (series marks, encoding, zoom param) read as the top level. */
const specOf = (rendering: ReturnType<typeof line>): Spec => {
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  const spec = rendering.spec as Spec;
  return { ...spec, ...spec.layer[0] };
};

describe('timeseries transformProps', () => {
  it('draws long rows per series on a time axis with Superset’s formats', () => {
    const spec = specOf(line(props({ y_axis_format: ',d', x_axis_time_format: '%Y-%m-%d' })));
    expect(spec.datasets.rows).toEqual([
      { x: 1609459200000, series: 'Europe', value: 10 },
      { x: 1609459200000, series: 'Asia', value: null },
      { x: 1609545600000, series: 'Europe', value: 12 },
      { x: 1609545600000, series: 'Asia', value: 3 },
    ]);
    expect(spec.mark).toEqual({ type: 'line', interpolate: 'linear', point: false });
    expect(spec.encoding.x).toMatchObject({
      field: 'x',
      type: 'temporal',
      axis: { format: '%Y-%m-%d', formatType: 'loupeTime' },
    });
    expect(spec.encoding.y).toMatchObject({
      field: 'value',
      type: 'quantitative',
      axis: { format: ',d', formatType: 'loupeNumber' },
    });
    expect(spec.config.customFormatTypes).toBe(true);
    expect([spec.width, spec.height]).toEqual([600, 400]);
  });

  it('colours series from the scheme; label_colors win; an unknown scheme falls back', () => {
    const spec = specOf(line(props({ color_scheme: 'supersetColors', label_colors: { Asia: '#000000' } })));
    expect(spec.encoding.color.scale).toEqual({ domain: ['Europe', 'Asia'], range: ['#1FA8C9', '#000000'] });
    const fallback = specOf(line(props({ color_scheme: 'nope' })));
    expect(fallback.encoding.color.scale.range).toEqual(['#1FA8C9', '#454E7C']);
  });

  it('hides or places the legend', () => {
    expect(specOf(line(props({ show_legend: false }))).encoding.color.legend).toBeNull();
    expect(specOf(line(props({ legendOrientation: 'right' }))).encoding.color.legend).toMatchObject({
      orient: 'right',
      direction: 'vertical',
    });
  });

  it('log axis, stack, markers, area, zoom', () => {
    const spec = specOf(
      line(props({ logAxis: true, stack: true, markerEnabled: true, markerSize: 4, zoomable: true })),
    );
    expect(spec.encoding.y.scale).toEqual({ type: 'log' });
    expect(spec.encoding.y.stack).toBe('zero');
    expect(spec.mark.point).toEqual({ filled: true, size: 16 });
    expect(spec.params[0].bind).toBe('scales');
    expect(specOf(line(props({ area: true, opacity: 0.5 }))).mark).toMatchObject({
      type: 'area',
      opacity: 0.5,
    });
    expect(specOf(area(props({}))).mark).toMatchObject({ type: 'area' });
  });

  it('step types and scatter points', () => {
    expect(specOf(step(props({ seriesType: 'end' }))).mark.interpolate).toBe('step-after');
    expect(specOf(step(props({}))).mark.interpolate).toBe('step-before');
    expect(specOf(scatter(props({}))).mark).toMatchObject({ type: 'point', filled: true });
  });

  it('bars: grouped by series on a band axis, stacked, horizontal', () => {
    const grouped = specOf(bar(props({})));
    expect(grouped.mark).toEqual({ type: 'bar' });
    expect(grouped.encoding.x).toMatchObject({ field: 'x', type: 'ordinal' });
    // Month labels on many bars would overlap: Vega thins them out, as ECharts' 'auto' interval does.
    expect(grouped.encoding.x.axis.labelOverlap).toBe(true);
    expect(grouped.encoding.xOffset).toEqual({ field: 'series' });
    const stacked = specOf(bar(props({ stack: true })));
    expect(stacked.encoding.xOffset).toBeUndefined();
    expect(stacked.encoding.y.stack).toBe('zero');
    const horizontal = specOf(bar(props({ orientation: 'horizontal' })));
    expect(horizontal.encoding.y.field).toBe('x');
    expect(horizontal.encoding.x.field).toBe('value');
  });

  it('a time-shifted series takes its metric’s colour with time_shift_color', () => {
    const shifted = {
      ...EUROPE_ASIA,
      colnames: ['order_date', 'count', 'count__1 year ago'],
      data: [{ order_date: 1, count: 1, 'count__1 year ago': 2 }],
    } as unknown as ChartProps['queriesData'][number];
    const base = props({ time_compare: ['1 year ago'], comparison_type: 'values' });
    const spec = specOf(line({ ...base, queriesData: [shifted] }));
    expect(spec.encoding.color.scale.range).toEqual(['#1FA8C9', '#1FA8C9']);
    const own = specOf(
      line({ ...base, formData: { ...base.formData, time_shift_color: false }, queriesData: [shifted] }),
    );
    expect(own.encoding.color.scale.range).toEqual(['#1FA8C9', '#454E7C']);
  });
});
