import { describe, expect, it } from 'vitest';
import { treemapPlugin } from '../../../../src/visualizations/treemap_v2/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

describe('treemap_v2 render', () => {
  it('lays out a rectangle and a label per row of the MSW chart data', async () => {
    const formData = formDataOf('treemap_v2', {
      groupby: ['region', 'country'],
      metric: 'count',
      label_type: 'key',
      row_limit: 100,
    });
    const queriesData = await fetchChartData(treemapPlugin.buildQuery(formData));
    const rows = queriesData[0]!.data!;
    const regions = new Set(rows.map((row) => String(row.region)));
    const container = await drawChart(treemapPlugin, formData, queriesData, { width: 500, height: 400 });
    const rects = container.querySelectorAll('svg .mark-rect path');
    expect(rects.length).toBe(rows.length + regions.size);
    const texts = svgTexts(container);
    for (const row of rows) expect(texts).toContain(String(row.country));
    for (const region of regions) expect(texts).toContain(region);
  });
});
