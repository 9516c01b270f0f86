// Big Number with Trendline (big_number).
import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const bigNumberWithTrendline: VizPlugin = {
  key: 'big_number',
  name: 'Big Number with Trendline',
  description:
    'Showcases a single number accompanied by a simple line chart, to call attention to an important metric along with its change over time or other dimension.',
  category: 'KPI',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend'],
  controlPanel,
  buildQuery,
  transformProps,
};
