// Line Chart (echarts_timeseries_line).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const lineChart: VizPlugin = {
  key: 'echarts_timeseries_line',
  name: 'Line Chart',
  description:
    'Line chart is used to visualize measurements taken over a given category. Line chart is a type of chart which displays information as a series of data points connected by straight line segments. It is a basic type of chart common in many fields.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Popular', 'Trend'],
  controlPanel,
  buildQuery,
  transformProps,
};
