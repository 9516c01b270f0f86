import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/funnel/transformProps.ts';
import { formDataOf, propsOf, specOf } from '../chartTestKit.ts';

const ROWS = [
  { product: 'Visits', count: 1000 },
  { product: 'Carts', count: 400 },
  { product: 'Orders', count: 100 },
];

function funnel(values: Record<string, unknown>) {
  const formData = formDataOf('funnel', { groupby: ['product'], metric: 'count', ...values });
  return specOf(transformProps(propsOf(formData, ROWS)));
}

describe('funnel transformProps', () => {
  it('centres one bar per step, coloured by step, labelled by key', () => {
    const spec = funnel({});
    const [bars, labels] = spec.layer;
    expect(bars.mark.type).toBe('bar');
    expect(bars.encoding.x).toMatchObject({ field: 'x0' });
    expect(bars.encoding.color.scale.domain).toEqual(['Visits', 'Carts', 'Orders']);
    expect(labels.encoding.text.field).toBe('label');
    expect(
      spec.data.values.map((v: { x0: number; x1: number; label: string }) => [v.x0, v.x1, v.label]),
    ).toEqual([
      [-500, 500, 'Visits'],
      [-200, 200, 'Carts'],
      [-50, 50, 'Orders'],
    ]);
  });

  it('computes percentages from the first step, the previous step or the total', () => {
    const percents = (type: string) =>
      funnel({ percent_calculation_type: type, label_type: 'percent' }).data.values.map(
        (v: { label: string }) => v.label,
      );
    expect(percents('first_step')).toEqual(['100.00%', '40.00%', '10.00%']);
    expect(percents('prev_step')).toEqual(['100.00%', '40.00%', '25.00%']);
    expect(percents('total')).toEqual(['66.67%', '26.67%', '6.67%']);
  });

  it('formats values in labels and tooltips with number_format', () => {
    const spec = funnel({ label_type: 'key_value', number_format: ',.1f' });
    expect(spec.data.values[0].label).toBe('Visits: 1,000.0');
    expect(spec.data.values[0].tooltip).toBe('Visits: 1,000.0 (100.00%)');
    expect(spec.layer[0].encoding.tooltip).toEqual([{ field: 'tooltip', type: 'nominal', title: 'count' }]);
    expect(funnel({ show_labels: false }).layer).toHaveLength(1);
  });
});
