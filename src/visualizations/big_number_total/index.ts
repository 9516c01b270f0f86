// Big Number (big_number_total).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const bigNumberTotal: VizPlugin = {
  key: 'big_number_total',
  name: 'Big Number',
  description:
    'Showcases a single metric front-and-center. Big number is best used to call attention to a KPI or the one thing you want your audience to focus on.',
  category: 'KPI',
  tags: ['Additive', 'Business', 'ECharts', 'Legacy', 'Percentages', 'Featured', 'Report', 'Text'],
  controlPanel,
  buildQuery,
  transformProps,
};
