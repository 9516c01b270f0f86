// Evaluating a control against the panel state: its default, choices, visibility and validation
// errors (spec §5). Explore renders with these; tests table them.
import type { Choice, ControlConfig, ControlPanelState } from '../types.ts';

export function controlDefault(config: ControlConfig, state: ControlPanelState): unknown {
  return typeof config.default === 'function'
    ? (config.default as (state: ControlPanelState) => unknown)(state)
    : config.default;
}

export function controlChoices(config: ControlConfig, state: ControlPanelState): readonly Choice[] {
  if (!config.choices) return [];
  return typeof config.choices === 'function' ? config.choices(state) : config.choices;
}

export function isControlVisible(config: ControlConfig, state: ControlPanelState): boolean {
  return config.visibility ? config.visibility(state) : true;
}

/** The control's validation errors for a value ([] when it is fine). */
export function validateControl(config: ControlConfig, value: unknown, state: ControlPanelState): string[] {
  return (config.validators ?? [])
    .map((validator) => validator(value, state))
    .filter((error): error is string => typeof error === 'string');
}
