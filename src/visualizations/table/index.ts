import type { VizPlugin } from '../core/types.ts';
import { buildQuery } from './buildQuery.ts';
import { controlPanel } from './controlPanel.ts';
import { transformProps } from './transformProps.ts';

export const tablePlugin: VizPlugin = {
  key: 'table',
  name: 'Table',
  description:
    'Classic row-by-column spreadsheet like view of a dataset. Use tables to showcase a view into the underlying data or to show aggregated metrics.',
  category: 'Table',
  tags: ['Additive', 'Business', 'Pattern', 'Featured', 'Report', 'Sequential', 'Tabular'],
  controlPanel,
  buildQuery,
  transformProps,
};
