import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/heatmap_v2/transformProps.ts';
import { formDataOf, propsOf, specOf } from '../chartTestKit.ts';

const ROWS = [
  { product: 'Laptop', region: 'Europe', count: 3, rank: 1 },
  { product: 'Laptop', region: 'Asia', count: 1, rank: 0.5 },
];

function heatmap(values: Record<string, unknown>) {
  const formData = formDataOf('heatmap_v2', {
    x_axis: 'product',
    groupby: 'region',
    metric: 'count',
    ...values,
  });
  return specOf(transformProps(propsOf(formData, ROWS)));
}

describe('heatmap_v2 transformProps', () => {
  it('draws a rect per cell coloured by the metric on the sequential scheme within the bounds', () => {
    const spec = heatmap({
      linear_color_scheme: 'blue_white_yellow',
      value_bounds: [0, 10],
      y_axis_format: ',d',
    });
    expect(spec.data.values).toEqual([
      { x: 'Laptop', y: 'Europe', value: 3, rank: 1 },
      { x: 'Laptop', y: 'Asia', value: 1, rank: 0.5 },
    ]);
    const color = spec.layer[0].encoding.color;
    expect(color).toMatchObject({
      field: 'value',
      scale: { range: ['#00d1c1', 'white', '#ffb400'], domainMin: 0, domainMax: 10 },
    });
    expect(color.legend).toMatchObject({ format: ',d', formatType: 'loupeNumber' });
    expect(spec.encoding.x.axis.title).toBe('product');
    expect(spec.layer[0].encoding.tooltip[2]).toMatchObject({ title: 'count', format: ',d' });
  });

  it('colours by rank when normalized, shows values, hides the legend, thins labels', () => {
    const spec = heatmap({
      normalized: true,
      show_values: true,
      show_legend: false,
      xscale_interval: 2,
      linear_color_scheme: 'nope',
    });
    expect(spec.layer[0].encoding.color.field).toBe('rank');
    expect(spec.layer[0].encoding.color.legend).toBeNull();
    expect(spec.layer[0].encoding.color.scale.range).toEqual(['#EBF6F9', '#1FA8C9', '#0C3F4C']);
    expect(spec.layer[1].mark.type).toBe('text');
    expect(spec.encoding.x.axis.labelExpr).toContain("domain('x')");
  });
});
