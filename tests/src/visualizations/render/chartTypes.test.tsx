// Each chart type end to end on the mock backend: buildQuery → POST /api/v1/chart/data (MSW) →
// ChartRenderer in jsdom with the svg renderer; its marks and labels appear.
import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockSession } from '../../../../mocks/session.ts';
import { ChartRenderer } from '../../../../src/visualizations/core/render/ChartRenderer.tsx';
import type { ChartProps, FormData, VizPlugin } from '../../../../src/visualizations/core/types.ts';
import { getViz, listViz } from '../../../../src/visualizations/registry.ts';

const datasource = {
  id: 1,
  type: 'table' as const,
  uid: '1__table',
  columns: [{ column_name: 'order_date', is_dttm: true, type_generic: 2 }, { column_name: 'region' }],
  metrics: [{ metric_name: 'count' }],
};

async function queriesOf(plugin: VizPlugin, formData: FormData): Promise<ChartProps['queriesData']> {
  const response = await fetch('/api/v1/chart/data', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(plugin.buildQuery(formData)),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: ChartProps['queriesData'] }).result;
}

async function draw(vizType: string, extra: Partial<FormData>) {
  const plugin = getViz(vizType)!;
  const formData: FormData = { viz_type: vizType, datasource: '1__table', ...extra };
  const queriesData = await queriesOf(plugin, formData);
  const onRendered = vi.fn();
  const onRenderFailed = vi.fn();
  const view = render(
    <ChartRenderer
      plugin={plugin}
      formData={formData}
      queriesData={queriesData}
      datasource={datasource}
      width={400}
      height={300}
      onRendered={onRendered}
      onRenderFailed={onRenderFailed}
    />,
  );
  await waitFor(() => expect(onRendered).toHaveBeenCalled());
  expect(onRenderFailed).not.toHaveBeenCalled();
  return view.container;
}

const timeseries = { x_axis: 'order_date', metrics: ['count'], time_range: 'No filter', row_limit: 10000 };

beforeEach(() => mockSession.login(1));

describe('chart types on mock chart data', () => {
  it.each([
    ['echarts_timeseries_line', 'path[aria-roledescription="line mark"]'],
    ['echarts_timeseries_smooth', 'path[aria-roledescription="line mark"]'],
    ['echarts_timeseries_step', 'path[aria-roledescription="line mark"]'],
    ['echarts_area', 'path[aria-roledescription="area mark"]'],
    ['echarts_timeseries_scatter', 'g.mark-symbol path'],
    ['echarts_timeseries_bar', 'path[aria-roledescription="bar"]'],
  ])('%s draws its marks', async (vizType, selector) => {
    const container = await draw(vizType, timeseries);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelectorAll(selector).length).toBeGreaterThan(0);
    expect(container.textContent).toContain('count');
  });

  it('echarts_timeseries_bar draws a categorical x axis with one bar per region', async () => {
    const container = await draw('echarts_timeseries_bar', { ...timeseries, x_axis: 'region' });
    expect(container.querySelectorAll('path[aria-roledescription="bar"]').length).toBeGreaterThan(1);
    expect(container.textContent).toContain('Europe');
  });

  it('mixed_timeseries draws both queries, B as bars', async () => {
    const container = await draw('mixed_timeseries', {
      ...timeseries,
      metrics_b: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'SUM',
          column: { column_name: 'revenue' },
          label: 'SUM(revenue)',
        },
      ],
      seriesTypeB: 'bar',
      yAxisIndexB: 1,
    });
    expect(container.querySelectorAll('path[aria-roledescription="line mark"]').length).toBeGreaterThan(0);
    expect(container.querySelectorAll('path[aria-roledescription="bar"]').length).toBeGreaterThan(0);
    expect(container.textContent).toContain('SUM(revenue)');
  });

  it('big_number_total shows the formatted metric and the subheader', async () => {
    const container = await draw('big_number_total', { metric: 'count', subheader: 'orders' });
    expect(
      container.querySelectorAll('[aria-roledescription="text mark"] text, .mark-text text').length,
    ).toBeGreaterThan(0);
    expect(container.textContent).toMatch(/\d/);
    expect(container.textContent).toContain('orders');
  });

  it('big_number shows the latest value over its trend line', async () => {
    const container = await draw('big_number', {
      metric: 'count',
      x_axis: 'order_date',
      time_grain_sqla: 'P1D',
    });
    expect(container.querySelectorAll('path[aria-roledescription="area mark"]').length).toBe(1);
    expect(container.textContent).toMatch(/\d/);
  });

  it('table shows its rows as an html table', async () => {
    const container = await draw('table', { groupby: ['region'], metrics: ['count'] });
    expect(container.querySelectorAll('tbody tr').length).toBeGreaterThan(1);
    expect(container.textContent).toContain('Europe');
  });

  it('pivot_table_v2 pivots regions into columns with totals', async () => {
    const container = await draw('pivot_table_v2', {
      groupbyColumns: ['region'],
      metrics: ['count'],
      colTotals: true,
      rowTotals: true,
    });
    expect(container.querySelector('thead')?.textContent).toContain('Europe');
    expect(container.querySelector('tfoot')?.textContent).toContain('Total (Sum)');
  });

  it('every registered chart type has a render test above', () => {
    expect(listViz().map((plugin) => plugin.key)).toEqual([
      'table',
      'pivot_table_v2',
      'echarts_timeseries_line',
      'echarts_timeseries_bar',
      'echarts_area',
      'echarts_timeseries_scatter',
      'echarts_timeseries_smooth',
      'echarts_timeseries_step',
      'mixed_timeseries',
      'big_number_total',
      'big_number',
      'pie',
      'funnel',
      'gauge_chart',
      'treemap_v2',
      'word_cloud',
    ]);
  });
});
