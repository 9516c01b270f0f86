// Stepped Line (echarts_timeseries_step).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const stepChart: VizPlugin = {
  key: 'echarts_timeseries_step',
  name: 'Stepped Line',
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
  category: 'Evolution',
  tags: ['ECharts', 'Predictive', 'Advanced-Analytics', 'Aesthetic', 'Step', 'Trend'],
  controlPanel,
  buildQuery,
  transformProps,
};
