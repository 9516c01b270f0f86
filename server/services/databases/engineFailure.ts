// Engine errors (already typed as Superset's: error_type, issue codes, engine name) as replies.
import { isEngineError } from '../../engines/errors.ts';
import { LoupeError } from '../shared/loupeError.ts';

/** An EngineError → a LoupeError carrying it (422 unless said otherwise); anything else unchanged. */
export function asReplyError(error: unknown, status = 422): unknown {
  if (!isEngineError(error)) return error;
  const statusFor = error.errorType === 'TABLE_DOES_NOT_EXIST_ERROR' ? 404 : status;
  return new LoupeError(statusFor, error.message, {
    errorType: error.errorType,
    extra: error.extra,
    errors: [error.toPayload()],
  });
}

/** Runs an engine call, turning its EngineErrors into replies. */
export async function engineCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw asReplyError(error);
  }
}
