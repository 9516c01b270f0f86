import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { gaugePlugin } from '../../../../src/visualizations/gauge_chart/index.ts';
import { transformProps } from '../../../../src/visualizations/gauge_chart/transformProps.ts';
import { drawChart, fetchChartData, formDataOf, propsOf, svgTexts } from '../chartTestKit.ts';
import { GAUGE_ROWS, gaugeFormData } from './gaugeTestKit.ts';

interface SceneItem {
  marktype?: string;
  items?: unknown[];
}
interface ArcItem {
  datum?: { name?: string };
  innerRadius: number;
  outerRadius: number;
  cornerRadius?: number;
}

describe('gauge_chart render', () => {
  it('draws the axis, a pointer and the value of the MSW chart data', async () => {
    const formData = formDataOf('gauge_chart', {
      metric: 'count',
      min_val: 0,
      max_val: 100,
      split_number: 5,
      row_limit: 10,
    });
    const queriesData = await fetchChartData(gaugePlugin.buildQuery(formData));
    const count = Number(queriesData[0]!.data![0]!.count);
    const container = await drawChart(gaugePlugin, formData, queriesData, { width: 300, height: 300 });
    expect(container.querySelectorAll('svg .mark-arc path').length).toBe(2);
    expect(container.querySelectorAll('svg .mark-rule line').length).toBe(1);
    const texts = svgTexts(container);
    expect(texts).toEqual(expect.arrayContaining(['0', '20', '100', String(count)]));
  });
});

describe('gauge_chart options, drawn by vega (headless)', () => {
  /** The arc items of the progress layer (the layer whose arcs carry a group's name). */
  async function progressArcs(values: Record<string, unknown>) {
    const rendering = transformProps(propsOf(gaugeFormData(values), GAUGE_ROWS, { width: 300, height: 300 }));
    if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
    const view = new View(parse(compile(rendering.spec as unknown as TopLevelSpec).spec), {
      renderer: 'none',
    });
    await view.runAsync();
    const arcs: ArcItem[] = [];
    const rules: unknown[] = [];
    const walk = (item: SceneItem) => {
      if (item.marktype === 'arc')
        for (const arc of item.items ?? []) if ((arc as ArcItem).datum?.name) arcs.push(arc as ArcItem);
      if (item.marktype === 'rule') rules.push(...(item.items ?? []));
      for (const child of item.items ?? []) walk(child as SceneItem);
    };
    walk((view.scenegraph() as unknown as { root: SceneItem }).root);
    return { arcs, rules };
  }

  it('overlaps the groups’ progress bars by default; without overlap each has its own ring', async () => {
    const overlapping = (await progressArcs({})).arcs;
    expect(overlapping).toHaveLength(2);
    expect(new Set(overlapping.map((arc) => `${arc.innerRadius}-${arc.outerRadius}`)).size).toBe(1);
    const side = (await progressArcs({ overlap: false })).arcs;
    const [europe, asia] = side;
    // Europe's ring lies just outside Asia's: rings side by side, not overlapping.
    expect(europe!.innerRadius).toBeCloseTo(asia!.outerRadius);
    expect(europe!.outerRadius).toBeGreaterThan(asia!.outerRadius);
  });

  it('rounds the progress bars’ ends with round_cap', async () => {
    expect((await progressArcs({})).arcs[0]!.cornerRadius ?? 0).toBe(0);
    expect((await progressArcs({ round_cap: true })).arcs[0]!.cornerRadius).toBeGreaterThan(0);
  });

  it('draws split lines and axis ticks on request', async () => {
    const plain = (await progressArcs({ show_pointer: false, split_number: 4 })).rules;
    expect(plain).toHaveLength(0);
    const lines = (await progressArcs({ show_pointer: false, split_number: 4, show_split_line: true })).rules;
    expect(lines).toHaveLength(5);
    const ticks = (await progressArcs({ show_pointer: false, split_number: 4, show_axis_tick: true })).rules;
    expect(ticks).toHaveLength(16);
  });
});
