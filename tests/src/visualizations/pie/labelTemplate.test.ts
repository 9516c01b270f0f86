import { describe, expect, it } from 'vitest';
import type { ControlRef } from '../../../../src/visualizations/core/types.ts';
import { templateLabel } from '../../../../src/visualizations/helpers/labelTypes.ts';
import { controlPanel } from '../../../../src/visualizations/pie/controlPanel.ts';
import { transformProps } from '../../../../src/visualizations/pie/transformProps.ts';
import { formDataOf, type LooseSpec, propsOf } from '../chartTestKit.ts';

const ROWS = [
  { region: 'Europe', 'SUM(revenue)': 3000 },
  { region: 'Asia', 'SUM(revenue)': 1000 },
];

function specOf(values: Record<string, unknown>): LooseSpec {
  const formData = formDataOf('pie', { groupby: ['region'], metric: 'SUM(revenue)', ...values });
  const rendering = transformProps(propsOf(formData, ROWS, { width: 400, height: 200 }));
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  return rendering.spec;
}

describe('pie label_template', () => {
  it('fills {name}, {value} and {percent} of each slice with label_type template', () => {
    const spec = specOf({
      label_type: 'template',
      label_template: '{name}: {value} ({percent})',
      number_format: ',d',
    });
    expect(spec.data.values.map((v: { label: string }) => v.label)).toEqual([
      'Europe: 3,000 (75.00%)',
      'Asia: 1,000 (25.00%)',
    ]);
    expect(spec.layer[1].mark.lineBreak).toBe('\n');
  });

  it('has no label without a template; ECharts placeholders and a typed \\n work', () => {
    expect(specOf({ label_type: 'template' }).data.values[0].label).toBe('');
    expect(templateLabel('{b}\\n{c} {d}', 'Asia', '1k', '25%')).toBe('Asia\n1k 25%');
  });

  it('fills ECharts’ {a} with the series: the pie’s metric', () => {
    const spec = specOf({ label_type: 'template', label_template: '{a} — {b}', number_format: ',d' });
    expect(spec.data.values.map((v: { label: string }) => v.label)).toEqual([
      'SUM(revenue) — Europe',
      'SUM(revenue) — Asia',
    ]);
  });

  it('offers the Template label type and shows Label Template only for it', () => {
    const items = controlPanel.sections.flatMap((section) =>
      section.controlSetRows.flat(),
    ) as (ControlRef | null)[];
    const byName = (name: string) =>
      items.find(
        (item) => typeof item === 'object' && item !== null && 'name' in item && item.name === name,
      ) as { config: LooseSpec } | undefined;
    expect(byName('label_type')?.config.choices).toContainEqual(['template', 'Template']);
    const template = byName('label_template')?.config;
    expect(template).toMatchObject({ type: 'TextControl', label: 'Label Template', renderTrigger: true });
    expect(template.visibility({ formData: { label_type: 'template' } })).toBe(true);
    expect(template.visibility({ formData: { label_type: 'key' } })).toBe(false);
  });
});
