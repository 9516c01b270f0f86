// Superset's control validators (@superset-ui/core validator/): `(value, ...) => message | false`.
import { toNumberSafe, toStringSafe } from './safeValues.ts';

export type ValidatorResult = string | false;
export type Validator = (value: unknown) => ValidatorResult;

export const validatorMessages = {
  empty: 'cannot be empty',
  integer: 'is expected to be an integer',
  number: 'is expected to be a number',
  maxValue: (max: number) => `Value cannot exceed ${max}`,
} as const;

/** null, undefined, '' and [] are empty. */
export function validateNonEmpty(value: unknown): ValidatorResult {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) {
    return validatorMessages.empty;
  }
  return false;
}

/** A value above `max` (compared as numbers) fails; anything not a number passes. */
export function validateMaxValue(value: unknown, max: number): ValidatorResult {
  return toNumberSafe(value) > Number(max) ? validatorMessages.maxValue(max) : false;
}

/** A number or a non-blank numeric string holding an integer. */
export function validateInteger(value: unknown): ValidatorResult {
  if (typeof value === 'string' && value.trim().length > 0 && Number.isInteger(Number(value.trim())))
    return false;
  if (typeof value === 'number' && Number.isInteger(value)) return false;
  return validatorMessages.integer;
}

/** A finite number or a non-blank string holding one. */
export function validateNumber(value: unknown): ValidatorResult {
  if (typeof value === 'string' && value.trim().length > 0 && Number.isFinite(Number(value.trim())))
    return false;
  if (typeof value === 'number' && Number.isFinite(value)) return false;
  return validatorMessages.number;
}

/** Superset's former `integer()`: falsy values (also NaN and '') pass. */
export function legacyValidateInteger(value: unknown): ValidatorResult {
  if (!value) return false;
  const asNumber = toNumberSafe(value);
  if (Number.isNaN(asNumber) || Number.parseInt(toStringSafe(value), 10) !== asNumber) {
    return validatorMessages.integer;
  }
  return false;
}

/** Superset's former `numeric()`: falsy values pass, anything else must convert to a number. */
export function legacyValidateNumber(value: unknown): ValidatorResult {
  if (value && Number.isNaN(toNumberSafe(value))) return validatorMessages.number;
  return false;
}
