import { describe, expect, it } from 'vitest';
import { funnelPlugin } from '../../../../src/visualizations/funnel/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

describe('funnel render', () => {
  it('draws a bar and a label per step of the MSW chart data', async () => {
    const formData = formDataOf('funnel', {
      groupby: ['product'],
      metric: 'count',
      row_limit: 10,
      label_type: 'key_value',
    });
    const queriesData = await fetchChartData(funnelPlugin.buildQuery(formData));
    const rows = queriesData[0]!.data!;
    const container = await drawChart(funnelPlugin, formData, queriesData, { width: 400, height: 300 });
    expect(container.querySelectorAll('svg .mark-rect path').length).toBe(rows.length);
    const texts = svgTexts(container);
    for (const row of rows) expect(texts).toContain(`${row.product}: ${row.count}`);
  });
});
