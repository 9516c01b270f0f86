import { describe, expect, it } from 'vitest';
import { locationOfPosition, mapErrorByRules } from '../../../server/engines/errorRules.ts';
import {
  isQueryStopped,
  isQueryTimeout,
  queryStoppedError,
  queryTimeoutError,
} from '../../../server/engines/errors.ts';
import { ERROR_TYPE_ISSUE_CODES, ISSUE_CODES, issueCodesFor } from '../../../server/engines/issueCodes.ts';
import { ENGINE_SPECS } from '../../../server/engines/registry.ts';

describe('issue codes', () => {
  it("are Superset's, with the spec's wording", () => {
    expect(issueCodesFor('GENERIC_DB_ENGINE_ERROR')).toEqual([
      { code: 1002, message: 'Issue 1002 - The database returned an unexpected error.' },
    ]);
    expect(issueCodesFor('TABLE_DOES_NOT_EXIST_ERROR').map((issue) => issue.code)).toEqual([1003, 1005]);
    expect(issueCodesFor('SQLLAB_TIMEOUT_ERROR').map((issue) => issue.code)).toEqual([1026, 1027]);
    expect(ISSUE_CODES[1000]).toBe('The dataset is too large to query.');
    expect(ISSUE_CODES[1003]).toBe(
      'There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
    );
    for (const codes of Object.values(ERROR_TYPE_ISSUE_CODES)) {
      for (const code of codes ?? []) expect(ISSUE_CODES[code]).toBeTypeOf('string');
    }
  });
});

describe('error mapping', () => {
  it('matches rules by driver code and message, and fills the template', () => {
    const error = Object.assign(new Error('relation "sales" does not exist'), { code: '42P01' });
    const mapped = mapErrorByRules(
      error,
      [
        {
          codes: ['42P01'],
          pattern: /relation "(?<table_name>.*?)"/,
          errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
          message: 'The table "%(table_name)s" does not exist.',
        },
      ],
      'PostgreSQL',
    );
    expect(mapped.toPayload()).toEqual({
      message: 'The table "sales" does not exist.',
      error_type: 'TABLE_DOES_NOT_EXIST_ERROR',
      level: 'error',
      extra: {
        engine_name: 'PostgreSQL',
        issue_codes: [
          {
            code: 1003,
            message:
              'Issue 1003 - There is a syntax error in the SQL query. Perhaps there was a misspelling or a typo.',
          },
          { code: 1005, message: 'Issue 1005 - The table was deleted or renamed in the database.' },
        ],
      },
    });
    expect(mapped.cause).toBe(error);
  });

  it('falls back to a generic engine error with the driver message', () => {
    for (const spec of ENGINE_SPECS) {
      expect(spec.mapError(new Error('something odd')).toPayload()).toMatchObject({
        error_type: 'GENERIC_DB_ENGINE_ERROR',
        message: 'something odd',
        extra: { engine_name: spec.engineName, issue_codes: [{ code: 1002 }] },
      });
    }
  });

  it('names the host and port of refused and unresolvable connections', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:5999'), { code: 'ECONNREFUSED' });
    const context = { hostname: '10.0.0.1', port: 5999 };
    expect(ENGINE_SPECS[1]!.mapError(refused, context).toPayload()).toMatchObject({
      error_type: 'CONNECTION_PORT_CLOSED_ERROR',
      message: 'Port 5999 on hostname "10.0.0.1" refused the connection.',
      extra: { invalid: ['host', 'port'], issue_codes: [{ code: 1008 }] },
    });
    const unknownHost = Object.assign(new Error('getaddrinfo ENOTFOUND nowhere'), { code: 'ENOTFOUND' });
    expect(ENGINE_SPECS[1]!.mapError(unknownHost, { hostname: 'nowhere' }).errorType).toBe(
      'CONNECTION_INVALID_HOSTNAME_ERROR',
    );
    const timedOut = Object.assign(new Error('Connection terminated'), { code: 'CONNECT_TIMEOUT' });
    expect(ENGINE_SPECS[1]!.mapError(timedOut, context).errorType).toBe('CONNECTION_HOST_DOWN_ERROR');
  });

  it('turns positions into line and column', () => {
    expect(locationOfPosition('SELECT 1\nFROM nope', 15)).toEqual({ line: 2, column: 6 });
    expect(locationOfPosition('SELEC 1', 1)).toEqual({ line: 1, column: 1 });
  });

  it('types stops and timeouts so callers can tell them apart', () => {
    const stopped = queryStoppedError('DuckDB');
    expect(isQueryStopped(stopped)).toBe(true);
    expect(stopped.toPayload()).toMatchObject({ message: 'Query was stopped.', extra: { issue_codes: [] } });
    const timeout = queryTimeoutError('DuckDB', 30_000, 'SQLLAB_TIMEOUT_ERROR');
    expect(isQueryTimeout(timeout)).toBe(true);
    expect(timeout.toPayload()).toMatchObject({
      error_type: 'SQLLAB_TIMEOUT_ERROR',
      message:
        'The query was killed after 30 seconds. It might be too complex, or the database might be under heavy load.',
      extra: { timeout: 30, issue_codes: [{ code: 1026 }, { code: 1027 }] },
    });
    expect(queryTimeoutError('DuckDB', 60_000, 'BACKEND_TIMEOUT_ERROR').toPayload()).toMatchObject({
      error_type: 'BACKEND_TIMEOUT_ERROR',
      extra: { timeout: 60, issue_codes: [{ code: 1000 }, { code: 1001 }] },
    });
  });
});
