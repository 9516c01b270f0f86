// The rich tooltip against the view vega really builds (headless): the hover's channel names a
// scale of the compiled spec, every x has a position on it, and the pointer at an x's position
// (a band's centre for bars) picks that x — for lines, bars, horizontal bars and the mixed chart.
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import {
  nearestIndex,
  type PositionScale,
  positionsOf,
} from '../../../../src/visualizations/core/render/hoverTooltip.ts';
import { registerVegaFormatters } from '../../../../src/visualizations/core/render/vegaFormatters.ts';
import type { ChartRendering } from '../../../../src/visualizations/core/types.ts';
import { transformProps as bar } from '../../../../src/visualizations/echarts_timeseries_bar/transformProps.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';
import { transformProps as mixed } from '../../../../src/visualizations/mixed_timeseries/transformProps.ts';
import { seriesResult, timeseriesProps } from './timeseriesTestKit.ts';

async function hovered(rendering: ChartRendering) {
  if (rendering.kind !== 'vega-lite' || !rendering.hover) throw new Error('no hover tooltip');
  registerVegaFormatters();
  const view = new View(parse(compile(rendering.spec as unknown as TopLevelSpec).spec), { renderer: 'none' });
  await view.runAsync();
  const hover = rendering.hover;
  const positions = positionsOf(view.scale(hover.channel) as unknown as PositionScale, hover.xs);
  const extent = hover.channel === 'x' ? view.width() : view.height();
  return { hover, positions, extent, view };
}

const result = seriesResult({ Europe: [10, 12], Asia: [7, 3] });

describe('timeseries rich tooltip on the vega view', () => {
  it('a line: each x inside the plot, the pointer at an x picks it', async () => {
    const { hover, positions, extent } = await hovered(
      line(timeseriesProps({ y_axis_format: ',d' }, result)),
    );
    expect(positions.every((p) => p >= 0 && p <= extent)).toBe(true);
    expect(positions[0]!).toBeLessThan(positions[1]!);
    for (const [index, at] of positions.entries()) expect(nearestIndex(positions, at + 1)).toBe(index);
    expect(hover.content(nearestIndex(positions, positions[1]! - 2)).rows).toEqual([
      expect.objectContaining({ label: 'Europe', value: '12' }),
      expect.objectContaining({ label: 'Asia', value: '3' }),
    ]);
  });

  it('bars: the pointer at a band’s centre picks its x; horizontal bars along y', async () => {
    for (const orientation of ['vertical', 'horizontal']) {
      const { hover, positions, extent } = await hovered(bar(timeseriesProps({ orientation }, result)));
      expect(hover.channel).toBe(orientation === 'vertical' ? 'x' : 'y');
      expect(positions.every((p) => p > 0 && p < extent)).toBe(true);
      expect(new Set(positions).size).toBe(2);
      for (const [index, at] of positions.entries()) expect(nearestIndex(positions, at)).toBe(index);
    }
  });

  it('the mixed chart: one tooltip over both queries’ series on the shared x scale', async () => {
    const rendering = mixed({
      ...timeseriesProps({ viz_type: 'mixed_timeseries', y_axis_format: ',d' }, result),
      queriesData: [result, seriesResult({ Asia: [1, null], count: [4, 5] })],
    });
    const { hover, positions } = await hovered(rendering);
    expect(positions.every(Number.isFinite)).toBe(true);
    expect(hover.content(1).rows.map((row) => `${row.label} ${row.value}`)).toEqual([
      'Europe 12',
      'Asia 3',
      'Asia (1) null',
      'count 5',
    ]);
  });
});
