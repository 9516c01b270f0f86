// Bar Chart (echarts_timeseries_bar).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const barChart: VizPlugin = {
  key: 'echarts_timeseries_bar',
  name: 'Bar Chart',
  description:
    'Bar Charts are used to show metrics as a series of bars. Bar charts can be displayed horizontally or vertically, and the bars can be stacked.',
  category: 'Evolution',
  tags: [
    'ECharts',
    'Predictive',
    'Advanced-Analytics',
    'Aesthetic',
    'Time',
    'Transformable',
    'Stacked',
    'Vertical',
    'Bar',
    'Popular',
  ],
  controlPanel,
  buildQuery,
  transformProps,
};
