import { fireEvent } from '@testing-library/react';
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
  it('draws each point’s value label; the rich tooltip adds no mark', async () => {
    const formData = formDataOf('echarts_timeseries_line', {
      x_axis: 'region',
      show_value: true,
      y_axis_format: ',d',
    });
    const container = await drawChart(lineChart, formData, [result]);
    expect(svgTexts(container)).toEqual(expect.arrayContaining(['1,000', '2,000', '50', '700']));
    expect(container.querySelectorAll('svg .mark-rule.role-mark line').length).toBe(0);
  });

  it('hovering the plot shows the nearest x’s rule and tooltip; leaving hides both', async () => {
    const formData = formDataOf('echarts_timeseries_line', { x_axis: 'region', y_axis_format: ',d' });
    const container = await drawChart(lineChart, formData, [result]);
    const chart = container.querySelector('.loupe-vega-chart') as HTMLElement;
    const rule = container.querySelector('.loupe-vega-chart__hover-rule') as HTMLElement;
    const tooltip = () => document.getElementById('vg-tooltip-element');
    // jsdom lays nothing out: the view's box is at 0, 0, so client x is the view's own x.
    fireEvent.pointerMove(chart, { clientX: 100, clientY: 150 });
    expect(rule.style.display).toBe('block');
    expect(tooltip()?.classList.contains('visible')).toBe(true);
    expect(tooltip()?.querySelector('h2')?.textContent).toBe('North');
    expect([...(tooltip()?.querySelectorAll('tr') ?? [])].map((row) => row.textContent)).toEqual([
      'Europe1,000',
      'Asia50',
    ]);
    const northLeft = rule.style.left;
    fireEvent.pointerMove(chart, { clientX: 330, clientY: 150 });
    expect(tooltip()?.querySelector('h2')?.textContent).toBe('South');
    expect(rule.style.left).not.toBe(northLeft);
    fireEvent.pointerLeave(chart);
    expect(rule.style.display).toBe('none');
    expect(tooltip()?.classList.contains('visible')).toBe(false);
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

  it('the mixed chart: one rich tooltip over both queries, sorted by value', async () => {
    const formData = formDataOf('mixed_timeseries', {
      x_axis: 'region',
      seriesTypeB: 'bar',
      tooltipSortByMetric: true,
      y_axis_format: ',d',
    });
    const container = await drawChart(mixedTimeseriesChart, formData, [result, result]);
    fireEvent.pointerMove(container.querySelector('.loupe-vega-chart') as HTMLElement, {
      clientX: 330,
      clientY: 150,
    });
    const tooltip = document.getElementById('vg-tooltip-element');
    expect(tooltip?.querySelector('h2')?.textContent).toBe('South');
    expect([...(tooltip?.querySelectorAll('tr') ?? [])].map((row) => row.textContent)).toEqual([
      'Europe2,000',
      'Europe (1)2,000',
      'Asia700',
      'Asia (1)700',
    ]);
  });
});
