// A control's value against its definition (Superset's handleMissingChoice / control validation):
// fixed-choice selects drop values not among the choices, a multi-select wraps a single value.
import type { ValidatorResult } from './numericValidators.ts';

export interface SelectDefinition {
  /** [value, label] pairs; without choices nothing is dropped. */
  choices?: readonly (readonly [unknown, string])[] | null;
  freeForm?: boolean;
  multi?: boolean;
}

/**
 * Multi: a list (a single value becomes [value]; values not among fixed choices are removed).
 * Single: the value, or null when it is not among fixed choices. Empty values are kept as they are.
 */
export function normalizeSelectValue(
  value: unknown,
  { choices, freeForm = false, multi = false }: SelectDefinition,
) {
  const fixed = !freeForm && choices ? new Set(choices.map(([choice]) => choice)) : null;
  if (multi) {
    if (value === null || value === undefined) return value;
    const list = Array.isArray(value) ? value : [value];
    return fixed ? list.filter((item) => fixed.has(item)) : list;
  }
  if (fixed && value !== null && value !== undefined && value !== '' && !fixed.has(value)) return null;
  return value;
}

/** Every message of the control's validators, then the externally supplied errors. */
export function collectValidationErrors(
  value: unknown,
  validators: readonly ((value: unknown) => ValidatorResult)[],
  externalErrors: readonly string[] = [],
): string[] {
  const errors: string[] = [];
  for (const validate of validators) {
    const message = validate(value);
    if (message) errors.push(message);
  }
  return [...errors, ...externalErrors];
}
