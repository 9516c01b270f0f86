// The control validators of spec §5 (Superset's validateNonEmpty, legacyValidateInteger,
// validateMaxValue): an error message, or false when the value is fine.
import type { ControlValidator } from '../types.ts';

export const validateNonEmpty: ControlValidator = (value) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)
    ? 'cannot be empty'
    : false;

export const validateInteger: ControlValidator = (value) =>
  value !== null && value !== undefined && value !== '' && !/^-?\d+$/.test(String(value).trim())
    ? 'is expected to be an integer'
    : false;

export function validateMaxValue(max: number | ((state: Parameters<ControlValidator>[1]) => number)) {
  const validator: ControlValidator = (value, state) => {
    const limit = typeof max === 'function' ? max(state) : max;
    return value !== null && value !== undefined && value !== '' && Number(value) > limit
      ? `Value cannot exceed ${limit}`
      : false;
  };
  return validator;
}
