import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { boxPlotPlugin } from '../../../../src/visualizations/box_plot/index.ts';
import { drawChart, fetchChartData, formDataOf, resultOf, SUM_REVENUE, svgTexts } from '../chartTestKit.ts';
import { BOX_PLOT_ROWS } from './boxPlotRows.ts';

describe('box_plot render', () => {
  it('draws the boxes, whiskers, medians and outliers the server boxplot answers', async () => {
    // The MSW chart data handler does not post-process: answer as the server's boxplot operation does.
    let asked: unknown;
    server.use(
      http.post('/api/v1/chart/data', async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json({ result: [resultOf(BOX_PLOT_ROWS)] });
      }),
    );
    const formData = formDataOf('box_plot', {
      columns: ['country'],
      groupby: ['region'],
      metrics: [SUM_REVENUE],
      whiskerOptions: '2/98 percentiles',
    });
    const queriesData = await fetchChartData(boxPlotPlugin.buildQuery(formData));
    expect(asked).toMatchObject({
      queries: [
        {
          columns: ['country', 'region'],
          post_processing: [
            { operation: 'boxplot', options: { whisker_type: 'percentile', percentiles: [2, 98] } },
          ],
        },
      ],
    });
    const container = await drawChart(boxPlotPlugin, formData, queriesData, { width: 500, height: 300 });
    expect(container.querySelectorAll('path[aria-roledescription="bar"]').length).toBe(2);
    expect(container.querySelectorAll('path[aria-roledescription="tick"]').length).toBe(2);
    expect(container.querySelectorAll('svg .mark-rule.role-mark line').length).toBe(2);
    expect(container.querySelectorAll('svg .mark-symbol.role-mark path').length).toBe(2);
    expect(svgTexts(container)).toEqual(expect.arrayContaining(['Asia', 'Europe']));
  });
});
