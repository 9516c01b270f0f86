import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const bubblePlugin: VizPlugin = {
  key: 'bubble_v2',
  name: 'Bubble Chart',
  description:
    'Visualizes a metric across three dimensions of data in a single chart (X axis, Y axis, and bubble size). Bubbles from the same group can be showcased using bubble color.',
  category: 'Correlation',
  tags: ['Multi-Dimensions', 'Comparison', 'Scatter', 'Time', 'Trend', 'ECharts'],
  controlPanel,
  buildQuery,
  transformProps,
};
