import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../../src/visualizations/core/types.ts';
import { transformProps as bar } from '../../../../src/visualizations/echarts_timeseries_bar/transformProps.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';
import { fieldOf } from '../../../../src/visualizations/timeseries/richTooltip.ts';
import type { LooseSpec } from '../chartTestKit.ts';
import { seriesResult, timeseriesProps, vegaLiteSpecOf } from './timeseriesTestKit.ts';

const props = (formData: Partial<FormData>) =>
  timeseriesProps(formData, seriesResult({ Europe: [10, 12], 'SUM(a.b)': [1, 3] }));

const specOf = vegaLiteSpecOf;
const ruleOf = (spec: LooseSpec) => spec.layer.find((layer: LooseSpec) => layer.mark.type === 'rule');

describe('timeseries rich_tooltip', () => {
  it('is on by default: a hover rule per x, as wide as the x step, lists the x then every series', () => {
    const spec = specOf(line(props({ y_axis_format: ',d', tooltipTimeFormat: '%Y-%m-%d' })));
    expect(spec.layer[0].encoding.tooltip).toBeUndefined();
    const rule = ruleOf(spec);
    expect(rule.transform).toEqual([{ pivot: 'series', value: 'value', groupby: ['x'], op: 'max' }]);
    expect(rule.params).toEqual([
      {
        name: 'hover',
        select: { type: 'point', encodings: ['x'], on: 'pointerover', clear: 'pointerout' },
      },
    ]);
    expect(rule.encoding.x).toEqual(spec.layer[0].encoding.x);
    expect(rule.encoding.opacity).toEqual({
      condition: { param: 'hover', empty: false, value: 0.25 },
      value: 0,
    });
    // The rules tile the plot (no voronoi cell per row): each as wide as the step between two x.
    const xCount = new Set(spec.datasets.rows.map((row: { x: unknown }) => String(row.x))).size;
    expect(rule.mark.strokeWidth).toEqual({ expr: `max(1, width / ${xCount})` });
    expect(rule.encoding.tooltip).toEqual([
      { field: 'x', type: 'temporal', title: ' ', format: '%Y-%m-%d', formatType: 'loupeTime' },
      { field: 'Europe', type: 'quantitative', title: 'Europe', format: ',d', formatType: 'loupeNumber' },
      {
        field: 'SUM(a\\.b)',
        type: 'quantitative',
        title: 'SUM(a.b)',
        format: ',d',
        formatType: 'loupeNumber',
      },
    ]);
    expect(spec.data).toEqual({ name: 'rows' });
  });

  it('sorts the series by value descending at the hovered x with tooltipSortByMetric', () => {
    const rule = ruleOf(specOf(line(props({ tooltipSortByMetric: true, y_axis_format: ',d' }))));
    expect(rule.transform).toEqual([
      {
        window: [{ op: 'row_number', as: 'rank' }],
        sort: [{ field: 'value', order: 'descending' }],
        groupby: ['x'],
      },
      { calculate: `datum.series + ': ' + loupeNumber(datum.value, ",d")`, as: 'tip' },
      { pivot: 'rank', value: 'tip', groupby: ['x'], op: 'max' },
    ]);
    expect(rule.encoding.tooltip.slice(1)).toEqual([
      { field: '1', type: 'nominal', title: '1.' },
      { field: '2', type: 'nominal', title: '2.' },
    ]);
  });

  it('horizontal bars hover by y; rich_tooltip false keeps the per-point tooltip', () => {
    const rule = ruleOf(specOf(bar(props({ orientation: 'horizontal' }))));
    expect(rule.params[0].select.encodings).toEqual(['y']);
    expect(rule.encoding.y.field).toBe('x');
    const plain = specOf(line(props({ rich_tooltip: false })));
    expect(ruleOf(plain)).toBeUndefined();
    expect(plain.layer[0].encoding.tooltip.map((t: { title: string }) => t.title)).toEqual([
      ' ',
      'Series',
      'Value',
    ]);
  });

  it('escapes dots and brackets of series names as fields', () => {
    expect(fieldOf('a.b[0]')).toBe('a\\.b\\[0\\]');
  });
});
