import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/histogram_v2/transformProps.ts';
import { formDataOf, propsOf, specOf } from '../chartTestKit.ts';

const HISTOGRAM_ROWS = [
  { region: 'Asia', '0.0 - 50.0': 1, '50.0 - 100.0': 2 },
  { region: 'Europe', '0.0 - 50.0': 3, '50.0 - 100.0': 0 },
];

function histogram(values: Record<string, unknown>) {
  const formData = formDataOf('histogram_v2', { column: 'revenue', groupby: ['region'], ...values });
  return specOf(transformProps(propsOf(formData, HISTOGRAM_ROWS)));
}

describe('histogram_v2 transformProps', () => {
  it('draws a bar per bin and group, bins in server order, groups side by side', () => {
    const spec = histogram({ x_axis_title: 'Revenue', y_axis_title: 'Orders', color_scheme: 'd3Category10' });
    expect(spec.data.values).toEqual([
      { bin: '0.0 - 50.0', group: 'Asia', value: 1 },
      { bin: '50.0 - 100.0', group: 'Asia', value: 2 },
      { bin: '0.0 - 50.0', group: 'Europe', value: 3 },
      { bin: '50.0 - 100.0', group: 'Europe', value: 0 },
    ]);
    expect(spec.encoding.x).toMatchObject({
      sort: ['0.0 - 50.0', '50.0 - 100.0'],
      axis: { title: 'Revenue' },
    });
    expect(spec.encoding.y.axis.title).toBe('Orders');
    expect(spec.encoding.xOffset.field).toBe('group');
    expect(spec.layer[0].encoding.color.scale).toEqual({
      domain: ['Asia', 'Europe'],
      range: ['#1f77b4', '#ff7f0e'],
    });
  });

  it('shows values and percentages when normalized', () => {
    const spec = histogram({ show_value: true, normalize: true });
    expect(spec.layer).toHaveLength(2);
    expect(spec.layer[1].encoding.text).toMatchObject({ format: '.2%', formatType: 'loupeNumber' });
    expect(spec.encoding.y.axis.format).toBe('.2%');
  });
});
