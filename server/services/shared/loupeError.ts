// Errors that carry an HTTP status and a Superset error type. Services throw them; the error
// handler (http/errorHandler.ts) turns them into Superset's error shape. Anything else thrown
// is an internal error: logged, and answered 500 without details.
import type { components } from '../../../src/api/schema.gen.ts';

/** Field → messages, as marshmallow reports validation errors (may nest). */
export type FieldMessages = { [field: string]: string[] | FieldMessages };

/** The contract's ErrorType enum: the server can emit no other error type. */
export type ErrorType = components['schemas']['ErrorType'];

/** One typed error of a reply's `errors` list (the contract's SupersetError). */
export type SupersetErrorPayload = components['schemas']['SupersetError'];

export interface LoupeErrorOptions {
  errorType?: ErrorType;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The reply's `errors` list when it has several typed errors (default: one built from the rest). */
  errors?: readonly SupersetErrorPayload[];
}

export class LoupeError extends Error {
  override name = 'LoupeError';
  readonly status: number;
  /** A sentence, or field → messages for validation errors. */
  readonly detail: string | FieldMessages;
  readonly errorType: ErrorType;
  readonly extra: Record<string, unknown>;
  readonly headers: Record<string, string>;
  readonly errors: readonly SupersetErrorPayload[] | null;

  constructor(status: number, detail: string | FieldMessages, options: LoupeErrorOptions = {}) {
    super(typeof detail === 'string' ? detail : summariseFieldMessages(detail));
    this.status = status;
    this.detail = detail;
    this.errorType = options.errorType ?? 'GENERIC_BACKEND_ERROR';
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
    this.errors = options.errors ?? null;
  }
}

export function notAuthorized(message = 'Not authorized'): LoupeError {
  return new LoupeError(401, message);
}

export function forbidden(permission: string, view: string): LoupeError {
  return new LoupeError(403, `Forbidden: this action needs the permission ${permission} on ${view}`, {
    extra: { permission, view },
  });
}

export function notFound(message = 'Not found'): LoupeError {
  return new LoupeError(404, message);
}

/** A request whose body or parameters do not fit the schema (marshmallow's ValidationError). */
export function invalidPayload(messages: FieldMessages): LoupeError {
  return new LoupeError(400, messages, { errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR', extra: { messages } });
}

/** A 400 with a sentence, e.g. a bad rison argument or an unknown filter column. */
export function badRequest(
  message: string,
  errorType: ErrorType = 'INVALID_PAYLOAD_SCHEMA_ERROR',
): LoupeError {
  return new LoupeError(400, message, { errorType });
}

/** "field: message; other: message", for errors[].message where a string is required. */
export function summariseFieldMessages(messages: FieldMessages, prefix = ''): string {
  const parts: string[] = [];
  for (const [field, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${field}` : field;
    if (Array.isArray(value)) parts.push(`${name}: ${value.join(' ')}`);
    else parts.push(summariseFieldMessages(value, name));
  }
  return parts.join('; ');
}
