// PostgreSQL's error rules (SQLSTATE codes, Superset's types and wording) and time grains.
import type { ErrorContext, ErrorLocation, ErrorRule } from '../errorRules.ts';
import { locationOfPosition, SOCKET_ERROR_RULES } from '../errorRules.ts';
import type { TimeGrainTemplates } from '../timeGrains.ts';

export const POSTGRES_ERROR_RULES: readonly ErrorRule[] = [
  {
    codes: ['42601'],
    pattern: /syntax error at or near "(?<syntax_error>.*?)"/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors at or near "%(syntax_error)s". Then, try running your query again.',
  },
  {
    codes: ['42601'],
    pattern: /(?<syntax_error>.*)/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors: %(syntax_error)s. Then, try running your query again.',
  },
  {
    codes: ['3F000'],
    pattern: /schema "(?<schema_name>.*?)" does not exist/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: 'The schema "%(schema_name)s" does not exist. A valid schema must be used to run this query.',
  },
  {
    codes: ['42P01'],
    pattern: /relation "(?<table_name>.*?)" does not exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: 'The table "%(table_name)s" does not exist. A valid table must be used to run this query.',
  },
  {
    codes: ['42703'],
    pattern: /column "(?<column_name>.*?)" does not exist/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: 'We can\'t seem to resolve the column "%(column_name)s" at line %(location)s.',
  },
  {
    codes: ['28P01'],
    pattern: /password authentication failed for user "(?<username>.*?)"/,
    errorType: 'CONNECTION_INVALID_PASSWORD_ERROR',
    message: 'The password provided for username "%(username)s" is incorrect.',
    invalid: ['username', 'password'],
  },
  {
    codes: ['28000', '28P01'],
    pattern: /role "(?<username>.*?)" does not exist/,
    errorType: 'CONNECTION_INVALID_USERNAME_ERROR',
    message: 'The username "%(username)s" does not exist.',
    invalid: ['username'],
  },
  {
    pattern: /no password supplied|password authentication failed|client password must be a string/i,
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    message: 'Please re-enter the password.',
    invalid: ['password'],
  },
  {
    codes: ['28000'],
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    message: 'Either the username "%(username)s" or the password is incorrect.',
    invalid: ['username', 'password'],
  },
  {
    codes: ['3D000'],
    pattern: /database "(?<database>.*?)" does not exist/,
    errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    message: 'Unable to connect to database "%(database)s".',
    invalid: ['database'],
  },
  ...SOCKET_ERROR_RULES,
];

/** PostgreSQL reports a 1-based character position in the statement it received. */
export function postgresErrorLocation(error: unknown, context: ErrorContext): ErrorLocation | null {
  const position = Number((error as { position?: string } | null)?.position);
  if (!Number.isFinite(position) || position <= 0 || context.sql === undefined) return null;
  return locationOfPosition(context.sql, position - (context.sqlOffset ?? 0));
}

const floorTo = (unit: string, part: string, step: number, size: string) =>
  `DATE_TRUNC('${unit}', {col}) + INTERVAL '${step} ${size}' * FLOOR(EXTRACT(${part} FROM {col}) / ${step})`;

export const POSTGRES_TIME_GRAINS: TimeGrainTemplates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: floorTo('minute', 'SECOND', 5, 'seconds'),
  PT30S: floorTo('minute', 'SECOND', 30, 'seconds'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: floorTo('hour', 'MINUTE', 5, 'minutes'),
  PT10M: floorTo('hour', 'MINUTE', 10, 'minutes'),
  PT15M: floorTo('hour', 'MINUTE', 15, 'minutes'),
  PT30M: floorTo('hour', 'MINUTE', 30, 'minutes'),
  'PT0.5H': floorTo('hour', 'MINUTE', 30, 'minutes'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: floorTo('day', 'HOUR', 6, 'hours'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 days'",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL '6 days'",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
};
