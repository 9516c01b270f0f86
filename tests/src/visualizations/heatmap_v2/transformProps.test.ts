import { describe, expect, it } from 'vitest';
import { getSequentialScheme } from '../../../../lib/color/index.ts';
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
    // An unknown scheme falls back to the default sequential scheme.
    expect(spec.layer[0].encoding.color.scale.range).toEqual([
      ...getSequentialScheme('superset_seq_1').colors,
    ]);
    expect(spec.layer[1].mark.type).toBe('text');
    expect(spec.encoding.x.axis.labelExpr).toContain("domain('x')");
  });

  it('sizes the label space: auto lets labels take what they need, pixels fix it and cut longer labels', () => {
    const auto = heatmap({ left_margin: 'auto', bottom_margin: 'auto' });
    expect(auto.encoding.y.axis).not.toHaveProperty('minExtent');
    expect(auto.encoding.x.axis).not.toHaveProperty('maxExtent');
    const fixed = heatmap({ left_margin: 75, bottom_margin: '100' });
    expect(fixed.encoding.y.axis).toMatchObject({ minExtent: 75, maxExtent: 75, labelLimit: 67 });
    expect(fixed.encoding.x.axis).toMatchObject({ minExtent: 100, maxExtent: 100, labelLimit: 92 });
  });
});
