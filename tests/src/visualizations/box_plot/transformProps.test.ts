import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/box_plot/transformProps.ts';
import { formDataOf, propsOf, SUM_REVENUE, specOf } from '../chartTestKit.ts';
import { BOX_PLOT_ROWS, boxPlotRow } from './boxPlotRows.ts';

function boxPlot(values: Record<string, unknown>, rows: Record<string, unknown>[] = BOX_PLOT_ROWS) {
  const formData = formDataOf('box_plot', {
    columns: ['country'],
    groupby: ['region'],
    metrics: [SUM_REVENUE],
    whiskerOptions: 'Tukey',
    ...values,
  });
  return specOf(transformProps(propsOf(formData, rows)));
}

function layerOf(spec: { layer: { mark: { type: string } }[] }, type: string) {
  const layer = spec.layer.find((l) => l.mark.type === type);
  if (!layer) throw new Error(`no ${type} layer`);
  return layer as ReturnType<typeof JSON.parse>;
}

describe('box_plot transformProps', () => {
  it('draws per group a whisker rule, a q1–q3 box, a median tick and the outliers', () => {
    const spec = boxPlot({ color_scheme: 'd3Category10', number_format: ',.1f' });
    expect(spec.datasets.boxes).toEqual([
      { name: 'Asia', group: 'Asia', min: 10, q1: 20, median: 30, q3: 40, max: 50, mean: 31, count: 12 },
      { name: 'Europe', group: 'Europe', min: 5, q1: 15, median: 25, q3: 35, max: 45, mean: 26, count: 9 },
    ]);
    expect(spec.datasets.outliers).toEqual([
      { name: 'Asia', group: 'Asia', value: 95 },
      { name: 'Asia', group: 'Asia', value: 1 },
    ]);
    expect(spec.encoding.x).toMatchObject({ field: 'name', type: 'nominal', sort: ['Asia', 'Europe'] });
    expect(spec.encoding.y.axis).toMatchObject({ format: ',.1f', formatType: 'loupeNumber' });

    const rule = layerOf(spec, 'rule');
    expect(rule.data).toEqual({ name: 'boxes' });
    expect(rule.encoding).toMatchObject({ y: { field: 'min' }, y2: { field: 'max' } });
    const box = layerOf(spec, 'bar');
    expect(box.encoding).toMatchObject({ y: { field: 'q1' }, y2: { field: 'q3' } });
    expect(box.encoding.color.scale).toEqual({ domain: ['Asia', 'Europe'], range: ['#1f77b4', '#ff7f0e'] });
    expect(box.encoding.tooltip.map((t: { field: string }) => t.field)).toEqual([
      'name',
      'max',
      'q3',
      'median',
      'q1',
      'min',
      'mean',
      'count',
    ]);
    expect(box.encoding.tooltip[1]).toMatchObject({ format: ',.1f', formatType: 'loupeNumber' });
    expect(layerOf(spec, 'tick').encoding.y.field).toBe('median');
    const points = layerOf(spec, 'point');
    expect(points.data).toEqual({ name: 'outliers' });
    expect(points.encoding.y.field).toBe('value');
    expect(points.encoding.color.scale).toEqual(box.encoding.color.scale);
  });

  it('names boxes by group and metric when there are several metrics, coloured by group', () => {
    const rows = [
      {
        ...boxPlotRow({ region: 'Asia' }, 'SUM(revenue)', [1, 2, 3, 4, 5, 3, 4], []),
        ...boxPlotRow({}, 'count', [6, 7, 8, 9, 10, 8, 4], [20]),
      },
    ];
    const spec = boxPlot({ metrics: [SUM_REVENUE, 'count'] }, rows);
    expect(spec.datasets.boxes.map((b: { name: string; group: string }) => [b.name, b.group])).toEqual([
      ['Asia, SUM(revenue)', 'Asia'],
      ['Asia, count', 'Asia'],
    ]);
    expect(spec.datasets.outliers).toEqual([{ name: 'Asia, count', group: 'Asia', value: 20 }]);
  });

  it('lays x ticks out as x_ticks_layout says', () => {
    expect(boxPlot({ x_ticks_layout: '45°' }).encoding.x.axis.labelAngle).toBe(-45);
    expect(boxPlot({ x_ticks_layout: '90°' }).encoding.x.axis.labelAngle).toBe(-90);
    expect(boxPlot({ x_ticks_layout: 'flat' }).encoding.x.axis.labelAngle).toBe(0);
  });

  it('formats temporal group values with date_format', () => {
    const rows = [
      boxPlotRow({ order_date: Date.UTC(2024, 0, 15) }, 'SUM(revenue)', [1, 2, 3, 4, 5, 3, 4], []),
    ];
    const formData = formDataOf('box_plot', {
      columns: ['country'],
      groupby: ['order_date'],
      metrics: [SUM_REVENUE],
      date_format: '%Y-%m-%d',
    });
    const props = propsOf(formData, rows);
    const item = props.queriesData[0] as { coltypes: number[]; colnames: string[] };
    item.coltypes = item.colnames.map((name) => (name === 'order_date' ? 2 : 0));
    const spec = specOf(transformProps(props));
    expect(spec.datasets.boxes[0].name).toBe('2024-01-15');
  });
});
