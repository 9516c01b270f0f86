import { describe, expect, it } from 'vitest';
import { piePlugin } from '../../../../src/visualizations/pie/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

describe('pie render', () => {
  it('draws the slices, labels and legend of the MSW chart data', async () => {
    const formData = formDataOf('pie', {
      groupby: ['region'],
      metric: 'count',
      row_limit: 100,
      show_total: true,
    });
    const queriesData = await fetchChartData(piePlugin.buildQuery(formData));
    const regions = queriesData[0]!.data!.map((row) => String(row.region));
    expect(regions.length).toBeGreaterThan(1);
    const container = await drawChart(piePlugin, formData, queriesData, { width: 400, height: 300 });
    expect(
      container.querySelectorAll('svg path[aria-roledescription="arc mark"], svg .mark-arc path').length,
    ).toBe(regions.length);
    const texts = svgTexts(container);
    for (const region of regions) expect(texts).toContain(region);
    expect(texts.some((text) => text.startsWith('Total: '))).toBe(true);
  });
});
