// The colour helper's input rules: 3- or 6-digit hex (optional #) or rgb(r, g, b); opacity in [0, 1].
import type { ValidatorResult } from './numericValidators.ts';
import { toNumberSafe, toStringSafe } from './safeValues.ts';

export const INVALID_COLOR_MESSAGE = 'Invalid color';
export const HEX_COLOR_PATTERN = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
export const RGB_COLOR_PATTERN = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/;

export const opacityMessage = (opacity: unknown) =>
  `The opacity should between 0 and 1, but got: ${toStringSafe(opacity)}`;

export function validateColor(value: unknown): ValidatorResult {
  if (typeof value === 'string' && (HEX_COLOR_PATTERN.test(value) || RGB_COLOR_PATTERN.test(value)))
    return false;
  return INVALID_COLOR_MESSAGE;
}

export function validateOpacity(value: unknown): ValidatorResult {
  const opacity = typeof value === 'number' || typeof value === 'string' ? toNumberSafe(value) : Number.NaN;
  if (typeof value === 'string' && value.trim() === '') return opacityMessage(value);
  return opacity >= 0 && opacity <= 1 ? false : opacityMessage(value);
}
