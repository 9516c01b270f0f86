import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const heatmapPlugin: VizPlugin = {
  key: 'heatmap_v2',
  name: 'Heatmap',
  description:
    'Visualize a related metric across pairs of groups. Heatmaps excel at showcasing the correlation or strength between two groups. Color is used to emphasize the strength of the link between each pair of groups.',
  category: 'Correlation',
  tags: ['Business', 'Intensity', 'Density', 'Single Metric', 'ECharts', 'Featured'],
  controlPanel,
  buildQuery,
  transformProps,
};
