/// <reference lib="dom" />
// Issue 5's "done when": every chart type of Superset's gallery is built on the examples `sales`
// dataset from realistic form data, drawn (screenshot artifacts/e2e/viz-<key>.png), saved as a
// new chart through the Save modal and reopened by slice_id with the same form data.
import { expect, test } from '@playwright/test';
import { logIn } from './support/auth.ts';
import { deleteDatasets } from './support/datasets.ts';
import {
  chartParams,
  deleteCharts,
  examplesDataset,
  expectChartDrawn,
  NO_TIME_FILTER,
  saveChartAs,
  simpleMetric,
} from './support/explore.ts';

const revenue = simpleMetric('revenue');
const quantity = simpleMetric('quantity', 'SUM', 'INTEGER');
const orders = simpleMetric('order_id', 'COUNT', 'BIGINT');
const timeseries = {
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metrics: [revenue],
  groupby: ['region'],
  adhoc_filters: [NO_TIME_FILTER],
  row_limit: 10000,
};

/** The 20 chart types of Superset's gallery with form data a user would build. */
const GALLERY: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
  ['table', { query_mode: 'aggregate', groupby: ['region'], metrics: [revenue], row_limit: 100 }],
  [
    'pivot_table_v2',
    { groupbyRows: ['region'], groupbyColumns: ['channel'], metrics: [revenue], aggregateFunction: 'Sum' },
  ],
  ['big_number_total', { metric: revenue, adhoc_filters: [NO_TIME_FILTER] }],
  [
    'big_number',
    { x_axis: 'order_date', time_grain_sqla: 'P1M', metric: revenue, adhoc_filters: [NO_TIME_FILTER] },
  ],
  ['pie', { groupby: ['category'], metric: revenue, row_limit: 100 }],
  ['echarts_timeseries_bar', timeseries],
  ['echarts_timeseries_line', timeseries],
  ['echarts_area', timeseries],
  ['echarts_timeseries_scatter', { ...timeseries, groupby: [] }],
  ['echarts_timeseries_smooth', timeseries],
  ['echarts_timeseries_step', timeseries],
  [
    'mixed_timeseries',
    {
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: [revenue],
      groupby: [],
      metrics_b: [quantity],
      groupby_b: [],
      adhoc_filters: [NO_TIME_FILTER],
      adhoc_filters_b: [NO_TIME_FILTER],
    },
  ],
  [
    'bubble_v2',
    { entity: 'country', series: 'region', x: revenue, y: quantity, size: orders, row_limit: 100 },
  ],
  ['heatmap_v2', { x_axis: 'region', groupby: 'channel', metric: revenue, row_limit: 1000 }],
  ['histogram_v2', { column: 'quantity', groupby: [], bins: 10, row_limit: 10000 }],
  ['box_plot', { columns: ['country'], groupby: ['region'], metrics: [revenue], whiskerOptions: 'Tukey' }],
  ['funnel', { groupby: ['channel'], metric: revenue, row_limit: 10 }],
  ['gauge_chart', { metric: revenue, groupby: [], min_val: 0 }],
  ['treemap_v2', { groupby: ['region', 'country'], metric: revenue, row_limit: 1000 }],
  ['word_cloud', { series: 'product', metric: revenue, row_limit: 100 }],
];

let dataset: { id: number; created: boolean } | undefined;
const charts: number[] = [];

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await logIn(page);
  await deleteCharts(page.request, charts);
  if (dataset?.created) await deleteDatasets(page.request, [dataset.id]);
  await page.close();
});

for (const [vizType, fields] of GALLERY) {
  test(`viz gallery: ${vizType} draws, saves and reopens`, async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page);
    dataset ??= await examplesDataset(page.request, 'sales');
    const formData = { datasource: `${dataset.id}__table`, viz_type: vizType, ...fields };
    await page.goto(`/explore/?form_data=${encodeURIComponent(JSON.stringify(formData))}`);
    await expect(page.getByText(`Unknown visualization type: ${vizType}`)).toHaveCount(0);
    await expectChartDrawn(page);
    await page.screenshot({ path: `artifacts/e2e/viz-${vizType}.png`, fullPage: true });

    const name = `e2e viz ${vizType} ${Date.now()}`;
    const id = await saveChartAs(page, name);
    charts.push(id);

    const saved = await chartParams(page.request, id);
    expect(saved.viz_type).toBe(vizType);
    for (const [key, value] of Object.entries(fields)) expect(saved[key], key).toEqual(value);

    await page.goto(`/explore/?slice_id=${id}`);
    await expectChartDrawn(page);
  });
}
