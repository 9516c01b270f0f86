import { describe, expect, it } from 'vitest';
import { transformProps } from '../../../../src/visualizations/treemap_v2/transformProps.ts';
import { formDataOf, type LooseSpec, propsOf, specOf } from '../chartTestKit.ts';

const ROWS = [
  { region: 'Europe', country: 'France', count: 3 },
  { region: 'Europe', country: 'Spain', count: 1 },
  { region: 'Asia', country: 'Japan', count: 2 },
];

function treemap(values: Record<string, unknown>) {
  const formData = formDataOf('treemap_v2', { groupby: ['region', 'country'], metric: 'count', ...values });
  return specOf(transformProps(propsOf(formData, ROWS)), 'vega');
}

describe('treemap_v2 transformProps', () => {
  it('stratifies the rows into a root, one node per region and one leaf per row', () => {
    const spec = treemap({});
    const [tree] = spec.data;
    expect(tree.transform.map((t: { type: string }) => t.type)).toEqual(['stratify', 'treemap']);
    const summary = tree.values.map((n: LooseSpec) => [n.path, n.leaf, n.size, n.label]);
    expect(summary).toEqual([
      ['count', false, 0, 'count: 6'],
      ['Europe', false, 0, 'Europe: 4'],
      ['Europe / France', true, 3, 'France: 3'],
      ['Europe / Spain', true, 1, 'Spain: 1'],
      ['Asia', false, 0, 'Asia: 2'],
      ['Asia / Japan', true, 2, 'Japan: 2'],
    ]);
  });

  it('colours leaves by region, shows a legend, tooltips and both label levels', () => {
    const spec = treemap({ color_scheme: 'd3Category10', number_format: '.1f' });
    expect(spec.scales[0]).toMatchObject({ domain: ['Europe', 'Asia'], range: ['#1f77b4', '#ff7f0e'] });
    expect(spec.legends).toHaveLength(1);
    expect(spec.marks.map((m: LooseSpec) => `${m.type}:${m.from.data}`)).toEqual([
      'rect:parents',
      'rect:leaves',
      'text:parents',
      'text:leaves',
    ]);
    expect(spec.marks[1].encode.enter.tooltip.signal).toContain('"count": datum.formatted');
    expect(spec.data[0].values[2].label).toBe('France: 3.0');
  });

  it('leaves out labels on request', () => {
    const spec = treemap({ show_labels: false, show_upper_labels: false, label_type: 'key' });
    expect(spec.marks).toHaveLength(2);
    expect(spec.data[0].transform[1].paddingTop).toBe(0);
  });
});
