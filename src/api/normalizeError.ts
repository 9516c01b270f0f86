// Error normalisation (spec §8 'Normalisation'), pure: every failure of a call becomes a
// ClientError. Never throws, whatever the body or the thrown value.
import { CLIENT_MESSAGE_KEYS, ClientError, type SupersetError } from './clientError.ts';
import { statusText } from './statusText.ts';

export const MESSAGES = {
  network: 'Network error',
  timeout: 'Request timed out',
  sessionTimedOut: 'Your session timed out, please refresh your page and try again.',
  invalidInput: 'Invalid input',
  generic: 'An error occurred',
  unexpectedPrefix: 'Unexpected error: ',
  noDescription: '(no description, click to see stack trace)',
} as const;

export const TIMEOUT_ISSUE_CODES = [
  { code: 1000, message: 'The dataset is too large to query.' },
  { code: 1001, message: 'The database is under an unusual load.' },
] as const;

/** Status used for a call that never got a response (fetch failed): the table's 'Network error'. */
export const NETWORK_ERROR_STATUS = 599;
/** Status used for a call the client abandoned after its timeout: the table's 'Request timeout'. */
export const TIMEOUT_STATUS = 408;

type Json = Record<string, unknown>;

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text) && /<\/?[a-z][\s\S]*>/i.test(text);
}

const ERROR_LEVELS = new Set(['info', 'warning', 'error']);

/** Keeps the well-formed entries of a Superset `errors` array. */
function readErrors(value: unknown): SupersetError[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const errors: SupersetError[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.message !== 'string') continue;
    errors.push({
      message: item.message,
      error_type: (typeof item.error_type === 'string'
        ? item.error_type
        : 'GENERIC_BACKEND_ERROR') as SupersetError['error_type'],
      level: (typeof item.level === 'string' && ERROR_LEVELS.has(item.level)
        ? item.level
        : 'error') as SupersetError['level'],
      extra: isRecord(item.extra) ? item.extra : null,
    });
  }
  return errors.length > 0 ? errors : undefined;
}

/** A `message` object (validation errors: field → messages) gives its first value. */
function firstMessageOf(message: Json): string | undefined {
  const first = Object.values(message)[0];
  if (Array.isArray(first)) return nonEmptyString(first[0]);
  return nonEmptyString(first);
}

/** The field → messages map of a validation failure (strings and string lists kept). */
function fieldMessagesOf(message: unknown): Record<string, string[]> | undefined {
  if (!isRecord(message)) return undefined;
  const fields: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(message)) {
    const texts = (Array.isArray(value) ? value : [value]).filter(
      (item): item is string => typeof item === 'string' && item !== '',
    );
    if (texts.length > 0) fields[field] = texts;
  }
  return Object.keys(fields).length > 0 ? fields : undefined;
}

function mentionsCsrf(text: string | undefined): boolean {
  return text !== undefined && /csrf/i.test(text);
}

interface Found {
  message?: string;
  key?: typeof CLIENT_MESSAGE_KEYS.invalidInput;
}

function findMessage(body: Json | undefined, text: string | undefined, errors?: SupersetError[]): Found {
  const fromErrors = nonEmptyString(errors?.[0]?.message);
  if (fromErrors) return { message: fromErrors };
  if (body) {
    const { message } = body;
    if (isRecord(message)) {
      const first = firstMessageOf(message);
      return first
        ? { message: first }
        : { message: MESSAGES.invalidInput, key: CLIENT_MESSAGE_KEYS.invalidInput };
    }
    const fromMessage = nonEmptyString(message);
    if (fromMessage && !looksLikeHtml(fromMessage)) return { message: fromMessage };
    // Legacy Superset endpoints answer {error: '...'}.
    const fromError = nonEmptyString(body.error);
    if (fromError && !looksLikeHtml(fromError)) return { message: fromError };
  }
  if (text && !looksLikeHtml(text)) return { message: text.trim() };
  return {};
}

/** A failed HTTP response: its status and its body (parsed JSON when it was JSON, else its text). */
export function normalizeResponseError(status: number, body: unknown, responseStatusText = ''): ClientError {
  const safeStatus = Number.isInteger(status) ? status : 0;
  const record = isRecord(body) ? body : undefined;
  const text = typeof body === 'string' ? body : undefined;
  const errors = readErrors(record?.errors);
  const found = findMessage(record, text, errors);
  const fieldMessages = fieldMessagesOf(record?.message);
  const common = {
    status: safeStatus,
    statusText: statusText(safeStatus, typeof responseStatusText === 'string' ? responseStatusText : ''),
    ...(errors ? { errors } : {}),
    ...(errors?.[0]?.extra && typeof errors[0].extra.link === 'string' ? { link: errors[0].extra.link } : {}),
    ...(fieldMessages ? { fieldMessages } : {}),
  };

  const stack = nonEmptyString(record?.stack) ?? nonEmptyString(record?.stacktrace);
  if (stack) {
    const description = found.key ? undefined : found.message;
    return new ClientError({
      ...common,
      message: MESSAGES.unexpectedPrefix + (description ?? MESSAGES.noDescription),
      stacktrace: stack,
      ...(description
        ? { messageKey: CLIENT_MESSAGE_KEYS.unexpected, messageValues: { description } }
        : { messageKey: CLIENT_MESSAGE_KEYS.unexpectedNoDescription }),
    });
  }

  const csrf =
    (safeStatus === 400 || safeStatus === 403) &&
    (mentionsCsrf(text) || mentionsCsrf(found.message) || mentionsCsrf(nonEmptyString(record?.message)));
  if (csrf) {
    return new ClientError({
      ...common,
      message: MESSAGES.sessionTimedOut,
      messageKey: CLIENT_MESSAGE_KEYS.sessionTimedOut,
    });
  }

  if (found.message) {
    return new ClientError({
      ...common,
      message: found.message,
      ...(found.key ? { messageKey: found.key } : {}),
    });
  }
  return new ClientError({ ...common, message: MESSAGES.generic, messageKey: CLIENT_MESSAGE_KEYS.generic });
}

/** A call abandoned after `timeout` milliseconds. */
export function timeoutError(timeout: number): ClientError {
  const seconds = Number.isFinite(timeout) ? timeout / 1000 : 0;
  return new ClientError({
    message: MESSAGES.timeout,
    status: TIMEOUT_STATUS,
    statusText: statusText(TIMEOUT_STATUS),
    timeout,
    messageKey: CLIENT_MESSAGE_KEYS.timeout,
    messageValues: { seconds },
    errors: [
      {
        message: MESSAGES.timeout,
        error_type: 'FRONTEND_TIMEOUT_ERROR',
        level: 'error',
        extra: {
          timeout: seconds,
          issue_codes: TIMEOUT_ISSUE_CODES.map((issue) => ({ ...issue })),
        },
      },
    ],
  });
}

function errorName(value: unknown): string | undefined {
  try {
    return isRecord(value) || value instanceof Error
      ? nonEmptyString((value as { name?: unknown }).name)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Something thrown while calling: a failed fetch, a timeout, or anything else. */
export function normalizeThrownError(thrown: unknown, timeout?: number): ClientError {
  try {
    if (thrown instanceof ClientError) return thrown;
    const name = errorName(thrown);
    if (name === 'TimeoutError') return timeoutError(timeout ?? 0);
    if (thrown instanceof TypeError || name === 'TypeError') {
      return new ClientError({
        message: MESSAGES.network,
        status: NETWORK_ERROR_STATUS,
        statusText: statusText(NETWORK_ERROR_STATUS),
        messageKey: CLIENT_MESSAGE_KEYS.network,
      });
    }
    const message =
      nonEmptyString(thrown) ?? (thrown instanceof Error ? nonEmptyString(thrown.message) : undefined);
    if (message) return new ClientError({ message, status: 0, statusText: '' });
  } catch {
    // A hostile value (throwing getters, revoked proxies): fall through to the generic error.
  }
  return new ClientError({
    message: MESSAGES.generic,
    status: 0,
    statusText: '',
    messageKey: CLIENT_MESSAGE_KEYS.generic,
  });
}

export type ErrorInput =
  | { kind: 'response'; status: number; body: unknown; statusText?: string }
  | { kind: 'thrown'; error: unknown; timeout?: number }
  | { kind: 'timeout'; timeout: number };

export function normalizeError(input: ErrorInput): ClientError {
  switch (input.kind) {
    case 'response':
      return normalizeResponseError(input.status, input.body, input.statusText);
    case 'timeout':
      return timeoutError(input.timeout);
    case 'thrown':
      return normalizeThrownError(input.error, input.timeout);
  }
}
