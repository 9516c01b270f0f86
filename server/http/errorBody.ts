// Superset's error shape: {message, errors: [{message, error_type, level, extra}]}.
import type { ErrorType, FieldMessages } from '../services/shared/loupeError.ts';
import { summariseFieldMessages } from '../services/shared/loupeError.ts';

export interface SupersetError {
  message: string;
  error_type: ErrorType;
  level: 'error';
  extra: Record<string, unknown>;
}

export interface ErrorBody {
  message: string | FieldMessages;
  errors: SupersetError[];
}

export function errorBody(
  detail: string | FieldMessages,
  errorType: ErrorType = 'GENERIC_BACKEND_ERROR',
  extra: Record<string, unknown> = {},
): ErrorBody {
  const text = typeof detail === 'string' ? detail : summariseFieldMessages(detail);
  return { message: detail, errors: [{ message: text, error_type: errorType, level: 'error', extra }] };
}
