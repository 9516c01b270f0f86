import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientError } from '../../../src/api/clientError.ts';
import {
  MESSAGES,
  NETWORK_ERROR_STATUS,
  normalizeError,
  normalizeResponseError,
  normalizeThrownError,
  TIMEOUT_ISSUE_CODES,
  timeoutError,
} from '../../../src/api/normalizeError.ts';

describe('normalizeResponseError', () => {
  it('takes errors[0].message as the error, and keeps the typed errors and their link', () => {
    const error = normalizeResponseError(422, {
      errors: [
        {
          message: 'relation "x" does not exist',
          error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
          level: 'error',
          extra: { link: '/request-access', engine_name: 'DuckDB' },
        },
        { message: 'second', error_type: 'GENERIC_DB_ENGINE_ERROR', level: 'warning' },
      ],
      message: 'ignored when errors are given',
    });
    expect(error).toBeInstanceOf(ClientError);
    expect(error.message).toBe('relation "x" does not exist');
    expect(error.errors).toHaveLength(2);
    expect(error.errors?.[0]?.error_type).toBe('TABLE_DOES_NOT_EXIST_ERROR');
    expect(error.link).toBe('/request-access');
    expect(error.status).toBe(422);
    expect(error.messageKey).toBeUndefined();
  });

  it('skips malformed errors entries and fills in a type and level', () => {
    const error = normalizeResponseError(500, { errors: [42, { message: 'kept' }] });
    expect(error.message).toBe('kept');
    expect(error.errors).toEqual([
      { message: 'kept', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: null },
    ]);
  });

  it('takes a message string', () => {
    expect(normalizeResponseError(401, { message: 'Not authorized' })).toMatchObject({
      message: 'Not authorized',
      status: 401,
      statusText: 'Unauthorized',
    });
  });

  it('takes the first field’s first message of a message object', () => {
    const error = normalizeResponseError(400, {
      message: { username: ['Missing data for required field.', 'Other'], password: ['Too short'] },
    });
    expect(error.message).toBe('Missing data for required field.');
  });

  it('keeps every field’s messages of a message object (422 field errors)', () => {
    const error = normalizeResponseError(422, {
      message: { username: ['Taken.', 'Too long'], email: 'Bad email', page: 3, roles: [] },
    });
    expect(error.fieldMessages).toEqual({ username: ['Taken.', 'Too long'], email: ['Bad email'] });
    expect(normalizeResponseError(422, { message: 'Plain' }).fieldMessages).toBeUndefined();
  });

  it('takes the first value of a message object when it is a string', () => {
    expect(normalizeResponseError(400, { message: { page: 'Must be positive.' } }).message).toBe(
      'Must be positive.',
    );
  });

  it("gives 'Invalid input' for a message object without a usable first value", () => {
    for (const message of [{}, { a: [] }, { a: [1] }, { a: { nested: true } }, { a: '' }]) {
      const error = normalizeResponseError(400, { message });
      expect(error.message).toBe(MESSAGES.invalidInput);
      expect(error.messageKey).toBe('errors.invalidInput');
    }
  });

  it("gives 'Unexpected error: …' and the stack trace for a stack", () => {
    const withDescription = normalizeResponseError(500, {
      message: 'boom',
      stack: 'Traceback (most recent call last)',
    });
    expect(withDescription.message).toBe('Unexpected error: boom');
    expect(withDescription.stacktrace).toBe('Traceback (most recent call last)');
    expect(withDescription.messageValues).toEqual({ description: 'boom' });

    const bare = normalizeResponseError(500, { stacktrace: 'at line 1' });
    expect(bare.message).toBe('Unexpected error: (no description, click to see stack trace)');
    expect(bare.stacktrace).toBe('at line 1');
    expect(bare.messageKey).toBe('errors.unexpectedNoDescription');
  });

  it('gives the session-timed-out message for a 400 or 403 that mentions CSRF', () => {
    const fromText = normalizeResponseError(400, '<html><p>The CSRF token is missing.</p></html>');
    expect(fromText.message).toBe('Your session timed out, please refresh your page and try again.');
    expect(fromText.messageKey).toBe('errors.sessionTimedOut');
    expect(normalizeResponseError(403, { message: 'CSRF session token is missing' }).message).toBe(
      MESSAGES.sessionTimedOut,
    );
    expect(normalizeResponseError(500, { message: 'CSRF oddity' }).message).toBe('CSRF oddity');
  });

  it('takes a plain-text body, but not an HTML page', () => {
    expect(normalizeResponseError(502, 'upstream down').message).toBe('upstream down');
    const html = normalizeResponseError(502, '<!doctype html><html><body><h1>502</h1></body></html>');
    expect(html.message).toBe(MESSAGES.generic);
    expect(html.statusText).toBe('Bad gateway');
  });

  it('accepts the legacy {error} body of older Superset endpoints', () => {
    expect(normalizeResponseError(400, { error: 'Legacy failure' }).message).toBe('Legacy failure');
  });

  it("gives 'An error occurred' when there is no message", () => {
    for (const body of [undefined, null, '', '   ', {}, [], 12, true, { message: '' }, { errors: [] }]) {
      const error = normalizeResponseError(500, body);
      expect(error.message).toBe('An error occurred');
      expect(error.messageKey).toBe('errors.generic');
      expect(error.statusText).toBe('Server error');
    }
  });

  it('uses the status text table, else the response’s own text', () => {
    expect(normalizeResponseError(418, {}).statusText).toBe("I'm a teapot");
    expect(normalizeResponseError(422, {}, 'Unprocessable Entity').statusText).toBe('Unprocessable Entity');
    expect(normalizeResponseError(429, {}).statusText).toBe('');
  });
});

describe('normalizeThrownError', () => {
  it("gives 'Network error' for a failed fetch", () => {
    for (const thrown of [new TypeError('Failed to fetch'), new TypeError('fetch failed')]) {
      expect(normalizeThrownError(thrown)).toMatchObject({
        message: 'Network error',
        status: NETWORK_ERROR_STATUS,
        statusText: 'Network error',
        messageKey: 'errors.network',
      });
    }
  });

  it("gives 'Request timed out' with the timeout in seconds and issue codes 1000 and 1001", () => {
    const thrown = new DOMException('The operation timed out.', 'TimeoutError');
    const error = normalizeThrownError(thrown, 45_000);
    expect(error.message).toBe('Request timed out');
    expect(error.timeout).toBe(45_000);
    expect(error.messageValues).toEqual({ seconds: 45 });
    expect(error.errors).toEqual([
      {
        message: 'Request timed out',
        error_type: 'FRONTEND_TIMEOUT_ERROR',
        level: 'error',
        extra: {
          timeout: 45,
          issue_codes: [
            { code: 1000, message: 'The dataset is too large to query.' },
            { code: 1001, message: 'The database is under an unusual load.' },
          ],
        },
      },
    ]);
    expect(TIMEOUT_ISSUE_CODES.map((issue) => issue.code)).toEqual([1000, 1001]);
  });

  it('passes a ClientError through unchanged', () => {
    const original = timeoutError(1000);
    expect(normalizeThrownError(original)).toBe(original);
  });

  it('keeps the text of other errors and strings', () => {
    expect(normalizeThrownError(new Error('parse failed')).message).toBe('parse failed');
    expect(normalizeThrownError('plain text').message).toBe('plain text');
  });

  it("gives 'An error occurred' for anything else", () => {
    for (const thrown of [undefined, null, 0, {}, [], new Error(''), Symbol('s')]) {
      expect(normalizeThrownError(thrown).message).toBe('An error occurred');
    }
  });
});

describe('normalizeError', () => {
  it('dispatches on the kind of failure', () => {
    expect(normalizeError({ kind: 'response', status: 404, body: { message: 'Not found' } }).statusText).toBe(
      'Not found',
    );
    expect(normalizeError({ kind: 'timeout', timeout: 60_000 }).errors?.[0]?.extra).toMatchObject({
      timeout: 60,
    });
    expect(normalizeError({ kind: 'thrown', error: new TypeError('x') }).message).toBe('Network error');
  });
});

describe('normalisation never throws', () => {
  const json = fc.jsonValue();
  const supersetLike = fc.record(
    {
      message: fc.oneof(fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(json))), json),
      errors: fc.oneof(
        fc.array(fc.record({ message: fc.oneof(fc.string(), json), extra: json }, { requiredKeys: [] })),
        json,
      ),
      stack: fc.oneof(fc.string(), json),
      error: json,
    },
    { requiredKeys: [] },
  );

  it('for any status and any JSON or text body', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: 0, max: 999 }), fc.integer()),
        fc.oneof(json, supersetLike, fc.string()),
        (status, body) => {
          const error = normalizeResponseError(status, body);
          expect(error).toBeInstanceOf(ClientError);
          expect(typeof error.message).toBe('string');
          expect(error.message.length).toBeGreaterThan(0);
          expect(typeof error.statusText).toBe('string');
        },
      ),
    );
  });

  it('for anything thrown, with any timeout', () => {
    fc.assert(
      fc.property(
        fc.anything({ withNullPrototype: true, withMap: true, withSet: true }),
        fc.option(fc.double()),
        (thrown, timeout) => {
          const error = normalizeThrownError(thrown, timeout ?? undefined);
          expect(error).toBeInstanceOf(ClientError);
          expect(error.message.length).toBeGreaterThan(0);
        },
      ),
    );
  });

  it('for hostile thrown values', () => {
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    const throwing = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('no');
      },
    });
    for (const thrown of [revoked.proxy, throwing, Object.create(null)]) {
      expect(normalizeThrownError(thrown).message).toBe('An error occurred');
    }
  });
});
