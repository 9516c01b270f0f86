import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const wordCloudPlugin: VizPlugin = {
  key: 'word_cloud',
  name: 'Word Cloud',
  description:
    'Visualizes the words in a column that appear the most often. Bigger font corresponds to higher frequency.',
  category: 'Ranking',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  controlPanel,
  buildQuery,
  transformProps,
};
