// orderby entries: pairs [column or metric, ascending], or JSON strings of them (order_by_cols).
import type { ValidatorResult } from './numericValidators.ts';

export const INVALID_ORDERBY_MESSAGE = 'Found invalid orderby options';

/** Parses string entries as JSON (Superset's extractQueryFields); throws Error(INVALID_ORDERBY_MESSAGE). */
export function parseOrderby(orderby: readonly unknown[]): unknown[] {
  return orderby.map((item) => {
    if (typeof item !== 'string') return item;
    try {
      return JSON.parse(item) as unknown;
    } catch {
      throw new Error(INVALID_ORDERBY_MESSAGE);
    }
  });
}

/** Validator form of parseOrderby; a missing list passes. */
export function validateOrderby(value: unknown): ValidatorResult {
  if (!Array.isArray(value)) return false;
  try {
    parseOrderby(value);
    return false;
  } catch {
    return INVALID_ORDERBY_MESSAGE;
  }
}
