import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const treemapPlugin: VizPlugin = {
  key: 'treemap_v2',
  name: 'Treemap',
  description:
    'Show hierarchical relationships of data, with the value represented by area, showing proportion and contribution to the whole.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Multi-Levels', 'Percentages', 'Proportional', 'Featured'],
  controlPanel,
  buildQuery,
  transformProps,
};
