import { describe, expect, it } from 'vitest';
import { panelControls } from '../../../src/visualizations/core/controls/sharedControls.ts';
import type { VizPlugin } from '../../../src/visualizations/core/types.ts';
import { funnelPlugin } from '../../../src/visualizations/funnel/index.ts';
import { gaugePlugin } from '../../../src/visualizations/gauge_chart/index.ts';
import { piePlugin } from '../../../src/visualizations/pie/index.ts';
import { treemapPlugin } from '../../../src/visualizations/treemap_v2/index.ts';

const PLUGINS: VizPlugin[] = [piePlugin, funnelPlugin, gaugePlugin, treemapPlugin];

describe.each(PLUGINS.map((plugin) => [plugin.key, plugin] as const))('%s control panel', (_key, plugin) => {
  it('names only shared controls that exist, and each control once', () => {
    const names = panelControls(plugin.controlPanel).map((control) => control.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has the Superset form-data names its buildQuery and transformProps read', () => {
    const names = panelControls(plugin.controlPanel).map((control) => control.name);
    expect(names).toEqual(
      expect.arrayContaining(['metric', 'groupby', 'adhoc_filters', 'row_limit', 'number_format']),
    );
  });
});
