// viz_type → plugin, with the gallery's order and categories (the explore page's viz picker and
// the chart-add page list from here). A chart type registers by one import and one entry in PLUGINS.

import { bigNumberWithTrendline } from './big_number/index.ts';
import { bigNumberTotal } from './big_number_total/index.ts';
import { bubblePlugin } from './bubble_v2/index.ts';
import type { VizPlugin } from './core/types.ts';
import { areaChart } from './echarts_area/index.ts';
import { barChart } from './echarts_timeseries_bar/index.ts';
import { lineChart } from './echarts_timeseries_line/index.ts';
import { scatterChart } from './echarts_timeseries_scatter/index.ts';
import { smoothLineChart } from './echarts_timeseries_smooth/index.ts';
import { stepChart } from './echarts_timeseries_step/index.ts';
import { funnelPlugin } from './funnel/index.ts';
import { gaugePlugin } from './gauge_chart/index.ts';
import { heatmapPlugin } from './heatmap_v2/index.ts';
import { histogramPlugin } from './histogram_v2/index.ts';
import { mixedTimeseriesChart } from './mixed_timeseries/index.ts';
import { piePlugin } from './pie/index.ts';
import { pivotTablePlugin } from './pivot_table_v2/index.ts';
import { tablePlugin } from './table/index.ts';
import { treemapPlugin } from './treemap_v2/index.ts';
import { wordCloudPlugin } from './word_cloud/index.ts';

/** Gallery categories in the order the picker shows them. */
export const VIZ_CATEGORIES = [
  'Table',
  'Evolution',
  'Distribution',
  'Part of a Whole',
  'KPI',
  'Correlation',
  'Ranking',
  'Flow',
] as const;

/** The chart types in gallery order: one import and one entry per chart type (additive edits). */
const PLUGINS: readonly VizPlugin[] = [
  tablePlugin,
  pivotTablePlugin,
  lineChart,
  barChart,
  areaChart,
  scatterChart,
  smoothLineChart,
  stepChart,
  mixedTimeseriesChart,
  bigNumberTotal,
  bigNumberWithTrendline,
  piePlugin,
  funnelPlugin,
  gaugePlugin,
  treemapPlugin,
  wordCloudPlugin,
  bubblePlugin,
  histogramPlugin,
  heatmapPlugin,
];

export function getViz(vizType: string): VizPlugin | undefined {
  return PLUGINS.find((plugin) => plugin.key === vizType);
}

/** Every registered chart type, in gallery order. */
export function listViz(): readonly VizPlugin[] {
  return [...PLUGINS];
}

/** The registered chart types by category, categories in VIZ_CATEGORIES order (others last). */
export function vizByCategory(): { category: string; plugins: VizPlugin[] }[] {
  const known = VIZ_CATEGORIES as readonly string[];
  const categories = [
    ...known,
    ...new Set(PLUGINS.map((plugin) => plugin.category).filter((c) => !known.includes(c))),
  ];
  return categories
    .map((category) => ({ category, plugins: PLUGINS.filter((plugin) => plugin.category === category) }))
    .filter((group) => group.plugins.length > 0);
}
