// Every shared control by name (spec §3 'Chart control definitions' plus what the timeseries
// panels need). A control panel names them; controlOverrides adjust them per chart type.
import type { ControlConfig, ControlPanelConfig, ControlRef } from '../types.ts';
import { advancedAnalyticsControls } from './advancedAnalyticsControls.ts';
import { chartOptionControls } from './chartOptionControls.ts';
import { formatControls } from './formatControls.ts';
import { queryControls } from './queryControls.ts';

export const sharedControls: Readonly<Record<string, ControlConfig>> = {
  ...queryControls,
  ...advancedAnalyticsControls,
  ...formatControls,
  ...chartOptionControls,
};

/** A control of a panel by reference: a shared one (with the panel's overrides) or its own. */
export function resolveControl(
  ref: ControlRef,
  overrides: ControlPanelConfig['controlOverrides'] = {},
  shared: Readonly<Record<string, ControlConfig>> = sharedControls,
): { name: string; config: ControlConfig } {
  if (typeof ref !== 'string') return { name: ref.name, config: { ...ref.config, ...overrides[ref.name] } };
  const config = shared[ref];
  if (!config) throw new Error(`Unknown shared control: ${ref}`);
  return { name: ref, config: { ...config, ...overrides[ref] } };
}

/** Every control reference of a panel, in panel order (empty cells left out). */
export function panelRefs(panel: ControlPanelConfig): ControlRef[] {
  return panel.sections.flatMap((section) =>
    section.controlSetRows.flatMap((row) => row.filter((ref): ref is ControlRef => ref !== null)),
  );
}

/**
 * The controls of a panel in panel order (Superset's expandControlConfig + controlOverrides):
 * names resolve to shared controls, inline definitions stand as given, overrides apply on top.
 * A name the shared controls lack is skipped (tests check every panel resolves); the first
 * definition of a name wins.
 */
export function panelControls(
  panel: ControlPanelConfig,
  shared: Readonly<Record<string, ControlConfig>> = sharedControls,
): { name: string; config: ControlConfig }[] {
  const seen = new Set<string>();
  const controls: { name: string; config: ControlConfig }[] = [];
  for (const ref of panelRefs(panel)) {
    const name = typeof ref === 'string' ? ref : ref.name;
    if (seen.has(name) || (typeof ref === 'string' && !shared[ref])) continue;
    seen.add(name);
    controls.push(resolveControl(ref, panel.controlOverrides, shared));
  }
  return controls;
}
