import { describe, expect, it } from 'vitest';
import { vegaTheta } from '../../../../src/visualizations/gauge_chart/gaugeGeometry.ts';
import { transformProps } from '../../../../src/visualizations/gauge_chart/transformProps.ts';
import { type LooseSpec, propsOf, specOf } from '../chartTestKit.ts';
import { GAUGE_ROWS, gaugeFormData } from './gaugeTestKit.ts';

function gauge(values: Record<string, unknown>) {
  return specOf(transformProps(propsOf(gaugeFormData(values), GAUGE_ROWS)));
}

const markTypes = (spec: LooseSpec) => spec.layer.map((layer: LooseSpec) => layer.mark.type);

describe('gauge_chart transformProps', () => {
  it('maps values between min and max onto the angles from start to end', () => {
    const spec = gauge({});
    const [europe, asia] = spec.data.values;
    const start = vegaTheta(225);
    const end = vegaTheta(-45);
    expect(start).toBeCloseTo((-135 * Math.PI) / 180);
    expect(europe.to).toBeCloseTo(start + 0.3 * (end - start));
    expect(asia.to).toBeCloseTo(start + 0.8 * (end - start));
    expect(markTypes(spec)).toEqual(['arc', 'text', 'arc', 'rule', 'text']);
  });

  it('labels split_number + 1 ticks and the values with number_format', () => {
    const spec = gauge({ split_number: 4, number_format: '.1f' });
    expect(spec.layer[1].data.values.map((tick: { label: string }) => tick.label)).toEqual([
      '0.0',
      '25.0',
      '50.0',
      '75.0',
      '100.0',
    ]);
    expect(spec.data.values.map((v: { formatted: string }) => v.formatted)).toEqual(['30.0', '80.0']);
  });

  it('colours intervals by 1-based scheme indices and groups by the categorical scheme', () => {
    const spec = gauge({ intervals: '50,100', interval_color_indices: '3,6', color_scheme: 'd3Category10' });
    expect(spec.layer[0].data.values.map((band: { color: string }) => band.color)).toEqual([
      '#2ca02c',
      '#8c564b',
    ]);
    expect(spec.layer[2].encoding.color.scale.domain).toEqual(['Europe', 'Asia']);
    expect(spec.layer[2].encoding.tooltip[1]).toMatchObject({ field: 'formatted', title: 'count' });
  });

  it('leaves out the pointer and the progress on request; max defaults to the largest value', () => {
    const spec = gauge({ show_pointer: false, show_progress: false, max_val: null });
    expect(markTypes(spec)).toEqual(['arc', 'text', 'text']);
    expect(spec.layer[1].data.values.at(-1).label).toBe('80');
  });
});
