import { describe, expect, it } from 'vitest';
import { gaugePlugin } from '../../../../src/visualizations/gauge_chart/index.ts';
import { drawChart, fetchChartData, formDataOf, svgTexts } from '../chartTestKit.ts';

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
