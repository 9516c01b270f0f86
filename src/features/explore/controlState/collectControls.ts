import type { ControlPanelConfig, NamedControl, SharedControls } from './types.ts';

/**
 * The controls of a viz's control panel in panel order: names resolve to shared controls, inline
 * definitions stand as given, and the panel's controlOverrides apply on top (Superset's
 * expandControlConfig + controlOverrides). Unknown names are skipped; the first definition wins.
 */
export function collectControls(panel: ControlPanelConfig, shared: SharedControls): NamedControl[] {
  const seen = new Set<string>();
  const controls: NamedControl[] = [];
  for (const section of panel.sections) {
    for (const row of section.controlSetRows) {
      for (const ref of row) {
        if (ref === null) continue;
        const name = typeof ref === 'string' ? ref : ref.name;
        const base = typeof ref === 'string' ? shared[name] : ref.config;
        if (!base || seen.has(name)) continue;
        seen.add(name);
        const override = panel.controlOverrides?.[name];
        controls.push({ name, config: override ? { ...base, ...override } : base });
      }
    }
  }
  return controls;
}
