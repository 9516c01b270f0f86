import { describe, expect, it } from 'vitest';
import { bubblePlugin } from '../../../../src/visualizations/bubble_v2/index.ts';
import { drawChart, fetchChartData, formDataOf, SUM_REVENUE, svgTexts } from '../chartTestKit.ts';

describe('bubble_v2 render', () => {
  it('draws a bubble per country of the MSW chart data, with axis titles and a legend', async () => {
    const formData = formDataOf('bubble_v2', {
      entity: 'country',
      series: 'region',
      x: 'count',
      y: SUM_REVENUE,
      size: 'count',
      row_limit: 100,
      x_axis_label: 'Orders',
    });
    const queriesData = await fetchChartData(bubblePlugin.buildQuery(formData));
    const rows = queriesData[0]!.data!;
    const container = await drawChart(bubblePlugin, formData, queriesData, { width: 500, height: 400 });
    expect(container.querySelectorAll('svg .mark-symbol.role-mark path').length).toBe(rows.length);
    const texts = svgTexts(container);
    expect(texts).toEqual(
      expect.arrayContaining(['Orders', 'SUM(revenue)', ...new Set(rows.map((row) => String(row.region)))]),
    );
  });
});
