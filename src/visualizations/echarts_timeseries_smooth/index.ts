// Smooth Line (echarts_timeseries_smooth).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const smoothLineChart: VizPlugin = {
  key: 'echarts_timeseries_smooth',
  name: 'Smooth Line',
  description:
    'Smooth-line is a variation of the line chart. Without angles and hard edges, Smooth-line sometimes looks smarter and more professional.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Trend'],
  controlPanel,
  buildQuery,
  transformProps,
};
