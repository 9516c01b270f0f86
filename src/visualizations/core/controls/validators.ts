// lib/validators in the control validator signature (value, panel state) → message | false.
import {
  legacyValidateInteger,
  validateNonEmpty as nonEmpty,
  validateRowLimit,
} from '../../../../lib/validators/index.ts';
import type { ControlValidator } from '../types.ts';

export const validateNonEmpty: ControlValidator = (value) => nonEmpty(value);

/** Integer text fields (rolling_periods, min_periods): empty passes (Superset's legacy integer). */
export const validateInteger: ControlValidator = (value) => legacyValidateInteger(value);

/** Required, an integer, at most the server's SQL_MAX_ROW (its fallback when absent). */
export const validateRowLimitMax: ControlValidator = (value, state) =>
  validateRowLimit(value, state.settings.sqlMaxRow);
