import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node.ts';
import { histogramPlugin } from '../../../../src/visualizations/histogram_v2/index.ts';
import { drawChart, fetchChartData, formDataOf, resultOf, svgTexts } from '../chartTestKit.ts';

describe('histogram_v2 render', () => {
  it('draws the bins the server histogram answers', async () => {
    // The MSW chart data handler does not post-process: answer as the server's histogram operation does.
    let asked: unknown;
    server.use(
      http.post('/api/v1/chart/data', async ({ request }) => {
        asked = await request.json();
        const data = [
          { region: 'Asia', '0.0 - 50.0': 1, '50.0 - 100.0': 2 },
          { region: 'Europe', '0.0 - 50.0': 3, '50.0 - 100.0': 0 },
        ];
        return HttpResponse.json({ result: [resultOf(data)] });
      }),
    );
    const formData = formDataOf('histogram_v2', {
      column: 'revenue',
      groupby: ['region'],
      bins: 2,
      x_axis_title: 'Revenue',
    });
    const queriesData = await fetchChartData(histogramPlugin.buildQuery(formData));
    expect(asked).toMatchObject({
      queries: [{ post_processing: [{ operation: 'histogram', options: { bins: 2 } }] }],
    });
    const container = await drawChart(histogramPlugin, formData, queriesData, { width: 500, height: 300 });
    expect(container.querySelectorAll('svg .mark-rect.role-mark path').length).toBe(4);
    expect(svgTexts(container)).toEqual(
      expect.arrayContaining(['0.0 - 50.0', '50.0 - 100.0', 'Revenue', 'Asia', 'Europe']),
    );
  });
});
