import { describe, expect, it } from 'vitest';
import type { FormData } from '../../../../src/visualizations/core/types.ts';
import { transformProps as bar } from '../../../../src/visualizations/echarts_timeseries_bar/transformProps.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';
import type { LooseSpec } from '../chartTestKit.ts';
import { timeseriesProps, vegaLiteSpecOf } from './timeseriesTestKit.ts';

const props = (formData: Partial<FormData>) => timeseriesProps(formData);

const specOf = vegaLiteSpecOf;
const textLayers = (spec: LooseSpec) => spec.layer.filter((layer: LooseSpec) => layer.mark.type === 'text');

describe('timeseries show_value', () => {
  it('draws no labels by default and keeps rows in the named dataset', () => {
    const spec = specOf(line(props({ rich_tooltip: false })));
    expect(textLayers(spec)).toEqual([]);
    expect(spec.data).toEqual({ name: 'rows' });
    expect(spec.datasets.rows).toHaveLength(4);
    expect(spec.layer.every((layer: LooseSpec) => layer.data === undefined)).toBe(true);
  });

  it('labels each point above it in the y axis format', () => {
    const spec = specOf(line(props({ show_value: true, y_axis_format: ',.1f', rich_tooltip: false })));
    expect(spec.layer.map((layer: LooseSpec) => layer.mark.type)).toEqual(['line', 'text']);
    const [text] = textLayers(spec);
    expect(text.mark).toMatchObject({ baseline: 'bottom', dy: -4 });
    expect(text.transform).toEqual([{ filter: 'isValid(datum.value)' }]);
    expect(text.encoding.x).toEqual(spec.layer[0].encoding.x);
    expect(text.encoding.y).toEqual(spec.layer[0].encoding.y);
    expect(text.encoding.text).toEqual({
      field: 'value',
      type: 'quantitative',
      format: ',.1f',
      formatType: 'loupeNumber',
    });
  });

  it('labels grouped bars at their offset, right of horizontal bars', () => {
    const grouped = textLayers(specOf(bar(props({ show_value: true }))))[0];
    expect(grouped.encoding.xOffset).toEqual({ field: 'series' });
    const horizontal = textLayers(specOf(bar(props({ show_value: true, orientation: 'horizontal' }))))[0];
    expect(horizontal.mark).toMatchObject({ align: 'left', dx: 4 });
    expect(horizontal.encoding.x.field).toBe('value');
    expect(horizontal.encoding.y.field).toBe('x');
  });

  it('with a stack and only_total (default), labels the stack total per x only', () => {
    const [text] = textLayers(specOf(bar(props({ show_value: true, stack: true }))));
    expect(text.transform).toEqual([
      { aggregate: [{ op: 'sum', field: 'value', as: 'value' }], groupby: ['x'] },
    ]);
    expect(text.encoding.y).toMatchObject({ field: 'value', stack: null });
    expect(text.encoding.xOffset).toBeUndefined();
    const [expand] = textLayers(specOf(line(props({ show_value: true, stack: 'Expand' }))));
    expect(expand.transform[1]).toEqual({ calculate: '1', as: 'value' });
  });

  it('without only_total, labels stacked segments at or above percentage_threshold of the total', () => {
    const [text] = textLayers(
      specOf(bar(props({ show_value: true, stack: true, only_total: false, percentage_threshold: 30 }))),
    );
    expect(text.encoding.y.stack).toBe('zero');
    expect(text.encoding.detail).toEqual({ field: 'series', type: 'nominal' });
    expect(text.transform[1]).toEqual({
      joinaggregate: [{ op: 'sum', field: 'value', as: '__total' }],
      groupby: ['x'],
    });
    expect(text.encoding.text).toMatchObject({
      condition: { test: 'datum.value >= datum.__total * 30 / 100', field: 'value' },
      value: '',
    });
    const [all] = textLayers(specOf(bar(props({ show_value: true, stack: true, only_total: false }))));
    expect(all.encoding.text).toMatchObject({ field: 'value', formatType: 'loupeNumber' });
  });
});
