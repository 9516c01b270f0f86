// Row limit against the server's maximum row setting, and the table chart's server-pagination rule.
import {
  legacyValidateInteger,
  type ValidatorResult,
  validateMaxValue,
  validateNonEmpty,
} from './numericValidators.ts';
import { toNumberSafe } from './safeValues.ts';

/** Fallback for SQL_MAX_ROW when the server configuration does not give one (Superset's DEFAULT_MAX_ROW). */
export const DEFAULT_MAX_ROW = 100_000;
/** Largest row limit of a table chart with server pagination (Superset's DEFAULT_MAX_ROW_TABLE_SERVER). */
export const DEFAULT_MAX_ROW_TABLE_SERVER = 500_000;

export interface RowLimitOptions {
  /** false for the variant without maximum check. */
  checkMax?: boolean;
}

/** Required, an integer, and not above `serverMaxRow` (DEFAULT_MAX_ROW when absent or 0). */
export function validateRowLimit(
  value: unknown,
  serverMaxRow?: number | null,
  options: RowLimitOptions = {},
): ValidatorResult {
  const empty = validateNonEmpty(value);
  if (empty) return empty;
  const integer = legacyValidateInteger(value);
  if (integer) return integer;
  if (options.checkMax === false) return false;
  return validateMaxValue(value, serverMaxRow || DEFAULT_MAX_ROW);
}

/** Values between the client-side maximum and the server maximum need server pagination. */
export function validateServerPagination(
  value: unknown,
  serverPagination: boolean,
  maxValueWithoutServerPagination: number,
  maxServer: number,
): ValidatorResult {
  const asNumber = toNumberSafe(value);
  if (asNumber > Number(maxValueWithoutServerPagination) && asNumber <= maxServer && !serverPagination) {
    return `Server pagination needs to be enabled for values over ${maxValueWithoutServerPagination}`;
  }
  return false;
}
