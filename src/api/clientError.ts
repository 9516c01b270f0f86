import type { components } from './schema.gen.ts';

export type SupersetError = components['schemas']['SupersetError'];
export type ErrorType = components['schemas']['ErrorType'];

/** Catalog keys of the messages the client writes itself (the server's own messages are shown as sent). */
export const CLIENT_MESSAGE_KEYS = {
  network: 'errors.network',
  timeout: 'errors.requestTimedOut',
  sessionTimedOut: 'errors.sessionTimedOut',
  invalidInput: 'errors.invalidInput',
  generic: 'errors.generic',
  unexpected: 'errors.unexpected',
  unexpectedNoDescription: 'errors.unexpectedNoDescription',
} as const;

export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[keyof typeof CLIENT_MESSAGE_KEYS];

export interface ClientErrorInit {
  message: string;
  status: number;
  statusText: string;
  errors?: SupersetError[];
  stacktrace?: string;
  /** Milliseconds the call was given, for timeouts. */
  timeout?: number;
  /** Superset's errors[0].extra.link (e.g. a 'Request Access' page). */
  link?: string;
  messageKey?: ClientMessageKey;
  messageValues?: Record<string, string | number>;
  /** A validation failure's `{"message": {field: [messages]}}` (422), field by field. */
  fieldMessages?: Record<string, string[]>;
}

/**
 * Every failed call of the API client rejects with a ClientError (spec §8 'Normalisation'):
 * `message` is the English (or server) text; `messageKey`/`messageValues` let the UI translate
 * the texts the client made up itself.
 */
export class ClientError extends Error {
  override name = 'ClientError';
  readonly status: number;
  readonly statusText: string;
  readonly errors?: SupersetError[];
  readonly stacktrace?: string;
  readonly timeout?: number;
  readonly link?: string;
  readonly messageKey?: ClientMessageKey;
  readonly messageValues?: Record<string, string | number>;
  readonly fieldMessages?: Record<string, string[]>;

  constructor(init: ClientErrorInit) {
    super(init.message);
    this.status = init.status;
    this.statusText = init.statusText;
    if (init.errors !== undefined) this.errors = init.errors;
    if (init.stacktrace !== undefined) this.stacktrace = init.stacktrace;
    if (init.timeout !== undefined) this.timeout = init.timeout;
    if (init.link !== undefined) this.link = init.link;
    if (init.messageKey !== undefined) this.messageKey = init.messageKey;
    if (init.messageValues !== undefined) this.messageValues = init.messageValues;
    if (init.fieldMessages !== undefined) this.fieldMessages = init.fieldMessages;
  }
}

export function isClientError(value: unknown): value is ClientError {
  return value instanceof ClientError;
}
