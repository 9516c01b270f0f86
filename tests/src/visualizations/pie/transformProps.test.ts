import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/pie/transformProps.ts';
import { formDataOf, type LooseSpec, propsOf } from '../chartTestKit.ts';

const ROWS = [
  { region: 'Europe', 'SUM(revenue)': 3000 },
  { region: 'Asia', 'SUM(revenue)': 1000 },
];

type Layer = LooseSpec;

function specOf(values: Record<string, unknown>) {
  const formData = formDataOf('pie', { groupby: ['region'], metric: 'SUM(revenue)', ...values });
  const rendering = transformProps(propsOf(formData, ROWS, { width: 400, height: 200 }));
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  return rendering.spec as { data: { values: Record<string, unknown>[] }; layer: Layer[] };
}

describe('pie transformProps', () => {
  it('draws one arc per row with formatted values, shares and scheme colours', () => {
    const spec = specOf({ color_scheme: 'd3Category10', label_colors: { Asia: '#000000' } });
    const arc = spec.layer[0]!;
    expect(arc.mark).toMatchObject({ type: 'arc', innerRadius: 0, outerRadius: 70 });
    expect(arc.encoding.theta).toMatchObject({ field: 'value', stack: true });
    expect(arc.encoding.color.scale).toEqual({ domain: ['Europe', 'Asia'], range: ['#1f77b4', '#000000'] });
    expect(arc.encoding.tooltip.map((t: { title: string }) => t.title)).toEqual([
      'region',
      'SUM(revenue)',
      'Percentage',
    ]);
    expect(spec.data.values.map((v) => [v.name, v.formatted, v.percent, v.label])).toEqual([
      ['Europe', '3k', '75.00%', 'Europe'],
      ['Asia', '1k', '25.00%', 'Asia'],
    ]);
  });

  it('labels by label_type and number_format, and makes a donut with the total', () => {
    const spec = specOf({
      label_type: 'key_value_percent',
      number_format: ',d',
      donut: true,
      innerRadius: 40,
      show_total: true,
    });
    expect(spec.layer[0]!.mark).toMatchObject({ innerRadius: 40, outerRadius: 70 });
    expect(spec.data.values[0]!.label).toBe('Europe: 3,000 (75.00%)');
    expect(spec.layer.some((layer) => layer.encoding.text?.value === 'Total: 4,000')).toBe(true);
  });

  it('hides labels under the threshold, the legend on request, and falls back to the default scheme', () => {
    const spec = specOf({ show_labels_threshold: 50, show_legend: false, color_scheme: 'nope' });
    expect(spec.data.values.map((v) => v.label)).toEqual(['Europe', '']);
    expect(spec.layer[0]!.encoding.color.legend).toBeNull();
    expect(spec.layer[0]!.encoding.color.scale.range).toEqual(['#1FA8C9', '#454E7C']);
  });

  it('leaves labels off with show_labels false and draws label lines outside', () => {
    expect(specOf({ show_labels: false }).layer).toHaveLength(1);
    const marks = specOf({ label_line: true }).layer.map((layer) => layer.mark.type);
    expect(marks).toEqual(['arc', 'text', 'rule']);
  });
});
