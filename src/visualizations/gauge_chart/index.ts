import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const gaugePlugin: VizPlugin = {
  key: 'gauge_chart',
  name: 'Gauge Chart',
  description:
    'Uses a gauge to showcase progress of a metric towards a target. The position of the dial represents the progress and the terminal value in the gauge represents the target value.',
  category: 'KPI',
  tags: ['Business', 'Comparison', 'ECharts', 'Report'],
  controlPanel,
  buildQuery,
  transformProps,
};
