// Superset's error bodies, as the real server sends them.
import type { ErrorBody } from './contract.ts';

export const NOT_AUTHORIZED = { message: 'Not authorized' } satisfies ErrorBody;
export const INVALID_LOGIN = { message: 'Invalid login. Please try again.' } satisfies ErrorBody;
export const LOGIN_CSRF_MISSING = { message: 'The CSRF token is missing.' } satisfies ErrorBody;
export const LOGIN_CSRF_INVALID = { message: 'The CSRF token is invalid.' } satisfies ErrorBody;
export const INVALID_RISON = { message: 'Not a valid rison argument' } satisfies ErrorBody;

export function validationError(field: string, messages: string[]): ErrorBody {
  return { message: { [field]: messages } };
}

/** The fields of a body its schema does not declare, as marshmallow refuses them ('Unknown field.'). */
export function unknownFields(body: object, known: readonly string[]): ErrorBody | null {
  const unknown = Object.keys(body).filter((key) => !known.includes(key));
  if (unknown.length === 0) return null;
  return { message: Object.fromEntries(unknown.map((key) => [key, ['Unknown field.']])) };
}

/** A query parameter as Superset's parse_boolean_string reads it (true, 1, yes, … in any case). */
export function parseBooleanString(text: string | null): boolean {
  return ['y', 'yes', 'true', 't', 'on', '1'].includes((text ?? '').toLowerCase());
}
