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
): { name: string; config: ControlConfig } {
  if (typeof ref !== 'string') return { name: ref.name, config: { ...ref.config, ...overrides[ref.name] } };
  const shared = sharedControls[ref];
  if (!shared) throw new Error(`Unknown shared control: ${ref}`);
  return { name: ref, config: { ...shared, ...overrides[ref] } };
}

/** The names and configs of every control a panel shows, in order. */
export function panelControls(panel: ControlPanelConfig): { name: string; config: ControlConfig }[] {
  return panel.sections.flatMap((section) =>
    section.controlSetRows.flatMap((row) =>
      row
        .filter((ref): ref is ControlRef => ref !== null)
        .map((ref) => resolveControl(ref, panel.controlOverrides)),
    ),
  );
}
