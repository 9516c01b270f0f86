import type { ControlConfig, ControlPanelState } from './types.ts';

/** Validator messages for a value, followed by externally supplied errors (spec §5). */
export function validateControl(
  config: ControlConfig,
  value: unknown,
  state: ControlPanelState,
  external: readonly string[] = [],
): string[] {
  const errors: string[] = [];
  for (const validator of config.validators ?? []) {
    const message = validator(value, state);
    if (message) errors.push(message);
  }
  for (const message of external) if (!errors.includes(message)) errors.push(message);
  return errors;
}
