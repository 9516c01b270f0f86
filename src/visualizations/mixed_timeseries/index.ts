// Mixed Chart (mixed_timeseries).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const mixedTimeseriesChart: VizPlugin = {
  key: 'mixed_timeseries',
  name: 'Mixed Chart',
  description:
    'Visualize two different series using the same x-axis. Note that both series can be visualized with a different chart type (e.g. 1 using bars and 1 using a line).',
  category: 'Evolution',
  tags: ['Advanced-Analytics', 'ECharts', 'Line', 'Multi-Variables', 'Time', 'Transformable'],
  controlPanel,
  buildQuery,
  transformProps,
};
