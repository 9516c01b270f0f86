// The rich tooltip as vega computes it: the spec compiled and run headless, the rule items' tooltips read.
import { parse, View } from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';
import { describe, expect, it } from 'vitest';
import { registerVegaFormatters } from '../../../../src/visualizations/core/render/vegaFormatters.ts';
import type { ChartProps } from '../../../../src/visualizations/core/types.ts';
import { transformProps as line } from '../../../../src/visualizations/echarts_timeseries_line/transformProps.ts';

const result = {
  colnames: ['region', 'Europe', 'Asia'],
  coltypes: [1, 0, 0],
  rowcount: 2,
  data: [
    { region: 'North', Europe: 1000, Asia: 50 },
    { region: 'South', Europe: 200, Asia: 700 },
  ],
} as unknown as ChartProps['queriesData'][number];

interface Item {
  tooltip?: Record<string, string>;
  items?: Item[];
  marktype?: string;
}

async function tooltipsOf(
  formData: Record<string, unknown>,
  queried = result,
): Promise<Record<string, string>[]> {
  const rendering = line({
    formData: { viz_type: 'echarts_timeseries_line', datasource: '1__table', x_axis: 'region', ...formData },
    queriesData: [queried],
    datasource: { id: 1, type: 'table', uid: '1__table', columns: [], metrics: [] },
    width: 400,
    height: 300,
  });
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  registerVegaFormatters();
  const view = new View(parse(compile(rendering.spec as unknown as TopLevelSpec).spec), { renderer: 'none' });
  await view.runAsync();
  const found: Record<string, string>[] = [];
  const walk = (item: Item) => {
    // Axis ticks and grid lines are rule marks too, without tooltips.
    if (item.marktype === 'rule')
      for (const rule of item.items ?? []) if (rule.tooltip) found.push(rule.tooltip);
    for (const child of item.items ?? []) walk(child);
  };
  walk((view.scenegraph() as unknown as { root: Item }).root);
  return found;
}

describe('timeseries rich tooltip, computed by vega', () => {
  it('lists every series at each x in series order', async () => {
    expect(await tooltipsOf({ y_axis_format: ',d' })).toEqual([
      { ' ': 'North', Europe: '1,000', Asia: '50' },
      { ' ': 'South', Europe: '200', Asia: '700' },
    ]);
  });

  it('ranks the series by value descending with tooltipSortByMetric', async () => {
    expect(await tooltipsOf({ y_axis_format: ',d', tooltipSortByMetric: true })).toEqual([
      { ' ': 'North', '1.': 'Europe: 1,000', '2.': 'Asia: 50' },
      { ' ': 'South', '1.': 'Asia: 700', '2.': 'Europe: 200' },
    ]);
  });

  it('shows a missing value as null (Superset’s formatter), ranked last', async () => {
    const withNull = {
      ...result,
      data: [{ region: 'North', Europe: 1000, Asia: null }],
    } as unknown as ChartProps['queriesData'][number];
    expect(await tooltipsOf({ y_axis_format: ',d' }, withNull)).toEqual([
      { ' ': 'North', Europe: '1,000', Asia: 'null' },
    ]);
    expect(await tooltipsOf({ y_axis_format: ',d', tooltipSortByMetric: true }, withNull)).toEqual([
      { ' ': 'North', '1.': 'Europe: 1,000', '2.': 'Asia: null' },
    ]);
  });
});
