import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/bubble_v2/transformProps.ts';
import { formDataOf, propsOf, specOf } from '../chartTestKit.ts';

const ROWS = [
  { country: 'France', region: 'Europe', count: 3, 'SUM(revenue)': 2000 },
  { country: 'Japan', region: 'Asia', count: 2, 'SUM(revenue)': 900 },
];

function bubble(values: Record<string, unknown>) {
  const formData = formDataOf('bubble_v2', {
    entity: 'country',
    series: 'region',
    x: 'count',
    y: 'SUM(revenue)',
    size: 'count',
    ...values,
  });
  return specOf(transformProps(propsOf(formData, ROWS)));
}

describe('bubble_v2 transformProps', () => {
  it('places a point per entity, sized up to max_bubble_size and coloured by series', () => {
    const spec = bubble({ max_bubble_size: '50', color_scheme: 'd3Category10' });
    expect(spec.mark.type).toBe('point');
    expect(spec.data.values).toEqual([
      expect.objectContaining({ entity: 'France', series: 'Europe', x: 3, y: 2000, size: 3 }),
      expect.objectContaining({ entity: 'Japan', series: 'Asia', x: 2, y: 900, size: 2 }),
    ]);
    expect(spec.encoding.size.scale.range).toEqual([16, 2500]);
    expect(spec.encoding.color.scale).toEqual({ domain: ['Europe', 'Asia'], range: ['#1f77b4', '#ff7f0e'] });
    expect(spec.encoding.tooltip.map((t: { title: string }) => t.title)).toEqual([
      'country',
      'count',
      'SUM(revenue)',
      'count',
    ]);
  });

  it('titles and formats the axes, log scales on request', () => {
    const spec = bubble({ x_axis_label: 'Orders', xAxisFormat: ',d', logYAxis: true, yAxisFormat: '$,.2f' });
    expect(spec.encoding.x.axis).toMatchObject({ title: 'Orders', format: ',d', formatType: 'loupeNumber' });
    expect(spec.encoding.y.scale.type).toBe('log');
    expect(spec.encoding.y.axis).toMatchObject({ title: 'SUM(revenue)', format: '$,.2f' });
    expect(bubble({ show_legend: false }).encoding.color.legend).toBeNull();
  });
});
