// Superset's error bodies, as the real server sends them.
import type { ErrorBody } from './contract.ts';

export const NOT_AUTHORIZED = { message: 'Not authorized' } satisfies ErrorBody;
export const INVALID_LOGIN = { message: 'Invalid login. Please try again.' } satisfies ErrorBody;
export const INVALID_RISON = { message: 'Not a valid rison argument' } satisfies ErrorBody;

export function validationError(field: string, messages: string[]): ErrorBody {
  return { message: { [field]: messages } };
}
