import { describe, expect, it } from 'vitest';
import type { ChartDataResultItem } from '../../../../src/visualizations/core/types.ts';
import { barChart } from '../../../../src/visualizations/echarts_timeseries_bar/index.ts';
import { lineChart } from '../../../../src/visualizations/echarts_timeseries_line/index.ts';
import { mixedTimeseriesChart } from '../../../../src/visualizations/mixed_timeseries/index.ts';
import { drawChart, formDataOf, svgTexts } from '../chartTestKit.ts';

// Category x so the labels are exact; values chosen so the formats are visible.
const result = {
  colnames: ['region', 'Europe', 'Asia'],
  coltypes: [1, 0, 0],
  rowcount: 2,
  data: [
    { region: 'North', Europe: 1000, Asia: 50 },
    { region: 'South', Europe: 2000, Asia: 700 },
  ],
} as unknown as ChartDataResultItem;

describe('timeseries value labels and rich tooltip, drawn', () => {
  it('draws each point’s value label with the rich tooltip rule', async () => {
    const formData = formDataOf('echarts_timeseries_line', {
      x_axis: 'region',
      show_value: true,
      y_axis_format: ',d',
    });
    const container = await drawChart(lineChart, formData, [result]);
    expect(svgTexts(container)).toEqual(expect.arrayContaining(['1,000', '2,000', '50', '700']));
    expect(container.querySelectorAll('svg .mark-rule.role-mark line').length).toBe(2);
  });

  it('stacked bars label only the totals; below the threshold a segment has no label', async () => {
    const totals = formDataOf('echarts_timeseries_bar', {
      x_axis: 'region',
      show_value: true,
      stack: true,
      y_axis_format: ',d',
    });
    const texts = svgTexts(await drawChart(barChart, totals, [result]));
    expect(texts).toEqual(expect.arrayContaining(['1,050', '2,700']));
    expect(texts).not.toContain('700');
    const segments = { ...totals, only_total: false, percentage_threshold: 10 };
    const drawn = svgTexts(await drawChart(barChart, segments, [result]));
    expect(drawn).toEqual(expect.arrayContaining(['1,000', '2,000', '700']));
    expect(drawn).not.toContain('50');
  });

  it('the mixed chart draws with one rich tooltip over both queries, sorted by value', async () => {
    const formData = formDataOf('mixed_timeseries', {
      x_axis: 'region',
      seriesTypeB: 'bar',
      tooltipSortByMetric: true,
    });
    const container = await drawChart(mixedTimeseriesChart, formData, [result, result]);
    expect(container.querySelectorAll('svg .mark-rule.role-mark line').length).toBe(2);
  });
});
