import { describe, expect, it } from 'vitest';
import { heatmapPlugin } from '../../../../src/visualizations/heatmap_v2/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

describe('heatmap_v2 render', () => {
  it('draws a cell per (product, region) of the MSW chart data with its value', async () => {
    const formData = formDataOf('heatmap_v2', {
      x_axis: 'product',
      groupby: 'region',
      metric: 'count',
      row_limit: 100,
      show_values: true,
    });
    const queriesData = await fetchChartData(heatmapPlugin.buildQuery(formData));
    const rows = queriesData[0]!.data!;
    const container = await drawChart(heatmapPlugin, formData, queriesData, { width: 500, height: 300 });
    expect(container.querySelectorAll('svg .mark-rect.role-mark path').length).toBe(rows.length);
    expect(svgTexts(container)).toEqual(
      expect.arrayContaining([...new Set(rows.map((row) => String(row.product)))]),
    );
  });
});
