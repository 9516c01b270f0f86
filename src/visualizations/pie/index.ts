import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const piePlugin: VizPlugin = {
  key: 'pie',
  name: 'Pie Chart',
  description:
    'The classic. Great for showing how much of a company each investor gets, what demographics follow your blog, or what portion of the budget goes to the military industrial complex.',
  category: 'Part of a Whole',
  tags: ['Categorical', 'Circular', 'Comparison', 'Percentages', 'Featured', 'Proportional'],
  controlPanel,
  buildQuery,
  transformProps,
};
