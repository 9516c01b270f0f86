// Scatter Plot (echarts_timeseries_scatter).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const scatterChart: VizPlugin = {
  key: 'echarts_timeseries_scatter',
  name: 'Scatter Plot',
  description:
    'Scatter Plot has the horizontal axis in linear units, and the points are connected in order. It shows a statistical relationship between two variables.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Scatter', 'Popular', 'Trend'],
  controlPanel,
  buildQuery,
  transformProps,
};
