import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const histogramPlugin: VizPlugin = {
  key: 'histogram_v2',
  name: 'Histogram',
  description:
    'The histogram chart displays the distribution of a dataset by representing the frequency or count of values within different ranges or bins. It helps visualize patterns, clusters, and outliers in the data and provides insights into its shape, central tendency, and spread.',
  category: 'Distribution',
  tags: ['Comparison', 'ECharts', 'Pattern', 'Popular'],
  controlPanel,
  buildQuery,
  transformProps,
};
