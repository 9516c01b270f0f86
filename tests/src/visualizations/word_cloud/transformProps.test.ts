import { describe, expect, it } from 'vitest';
import { rotationOf, transformProps } from '../../../../src/visualizations/word_cloud/transformProps.ts';
import { formDataOf, propsOf, specOf } from '../chartTestKit.ts';

const ROWS = [
  { country: 'France', count: 30 },
  { country: 'Japan', count: 10 },
];

function cloud(values: Record<string, unknown>) {
  const formData = formDataOf('word_cloud', { series: 'country', metric: 'count', ...values });
  return specOf(transformProps(propsOf(formData, ROWS)), 'vega');
}

describe('word_cloud transformProps', () => {
  it('sizes words by the metric between size_from and size_to with the wordcloud transform', () => {
    const spec = cloud({ size_from: 12, size_to: 48 });
    const transform = spec.data[0].transform[0];
    expect(transform).toMatchObject({
      type: 'wordcloud',
      fontSize: { field: 'value' },
      fontSizeRange: [12, 48],
    });
    expect(spec.data[0].values.map((w: { text: string; value: number }) => [w.text, w.value])).toEqual([
      ['France', 30],
      ['Japan', 10],
    ]);
    expect(spec.marks[0].encode.enter.tooltip.signal).toContain('"count": datum.formatted');
  });

  it('rotates flat, square or random, the same way on every draw', () => {
    expect(rotationOf('flat', 'France')).toBe(0);
    for (const word of ['France', 'Japan', 'Spain', 'Peru']) {
      expect([0, 90]).toContain(rotationOf('square', word));
      expect([-90, -60, -30, 0, 30, 60]).toContain(rotationOf('random', word));
      expect(rotationOf('random', word)).toBe(rotationOf('random', word));
    }
    expect(cloud({ rotation: 'flat' }).data[0].values.map((w: { angle: number }) => w.angle)).toEqual([0, 0]);
  });

  it('colours each word from the scheme, label_colors first', () => {
    const spec = cloud({ color_scheme: 'd3Category10', label_colors: { Japan: '#123456' } });
    expect(spec.scales[0]).toMatchObject({ domain: ['France', 'Japan'], range: ['#1f77b4', '#123456'] });
  });
});
