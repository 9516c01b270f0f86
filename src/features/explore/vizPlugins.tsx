// The chart types explore offers: the registry's, or others given by a test.
import { createContext, type ReactNode, useContext } from 'react';
import type { VizPlugin } from '../../visualizations/core/types.ts';
import { listViz, VIZ_CATEGORIES } from '../../visualizations/registry.ts';

const VizPluginsContext = createContext<readonly VizPlugin[] | null>(null);

export function VizPluginsProvider({
  plugins,
  children,
}: {
  plugins: readonly VizPlugin[];
  children: ReactNode;
}) {
  return <VizPluginsContext value={plugins}>{children}</VizPluginsContext>;
}

export function useVizPlugins(): {
  plugins: readonly VizPlugin[];
  categories: { category: string; plugins: VizPlugin[] }[];
} {
  const plugins = useContext(VizPluginsContext) ?? listViz();
  const known = VIZ_CATEGORIES as readonly string[];
  const names = [...known, ...new Set(plugins.map((p) => p.category).filter((c) => !known.includes(c)))];
  const categories = names
    .map((category) => ({ category, plugins: plugins.filter((p) => p.category === category) }))
    .filter((group) => group.plugins.length > 0);
  return { plugins, categories };
}
