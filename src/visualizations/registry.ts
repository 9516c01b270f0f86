// viz_type → plugin, with the gallery's order and categories (the explore page's viz picker and
// the chart-add page list from here). A chart type registers by one import and one entry in PLUGINS.
import type { VizPlugin } from './core/types.ts';

/** Gallery categories in the order the picker shows them. */
export const VIZ_CATEGORIES = [
  'Table',
  'Evolution',
  'Distribution',
  'Part of a Whole',
  'KPI',
  'Correlation',
  'Ranking',
  'Flow',
] as const;

/** The chart types in gallery order: one import and one entry per chart type (additive edits). */
const PLUGINS: readonly VizPlugin[] = [];

export function getViz(vizType: string): VizPlugin | undefined {
  return PLUGINS.find((plugin) => plugin.key === vizType);
}

/** Every registered chart type, in gallery order. */
export function listViz(): readonly VizPlugin[] {
  return [...PLUGINS];
}

/** The registered chart types by category, categories in VIZ_CATEGORIES order (others last). */
export function vizByCategory(): { category: string; plugins: VizPlugin[] }[] {
  const known = VIZ_CATEGORIES as readonly string[];
  const categories = [
    ...known,
    ...new Set(PLUGINS.map((plugin) => plugin.category).filter((c) => !known.includes(c))),
  ];
  return categories
    .map((category) => ({ category, plugins: PLUGINS.filter((plugin) => plugin.category === category) }))
    .filter((group) => group.plugins.length > 0);
}
