// Superset's error shape: {message, errors: [{message, error_type, level, extra}]}.
import type { components } from '../../src/api/schema.gen.ts';
import type { ErrorType, FieldMessages, SupersetErrorPayload } from '../services/shared/loupeError.ts';
import { summariseFieldMessages } from '../services/shared/loupeError.ts';

/** The contract's ErrorResponse as the server always sends it: both keys present. */
export type ErrorBody = Required<components['schemas']['ErrorResponse']>;

export function errorBody(
  detail: string | FieldMessages,
  errorType: ErrorType = 'GENERIC_BACKEND_ERROR',
  extra: Record<string, unknown> = {},
  errors: readonly SupersetErrorPayload[] | null = null,
): ErrorBody {
  if (errors && errors.length > 0) return { message: detail, errors: [...errors] };
  const text = typeof detail === 'string' ? detail : summariseFieldMessages(detail);
  return { message: detail, errors: [{ message: text, error_type: errorType, level: 'error', extra }] };
}
