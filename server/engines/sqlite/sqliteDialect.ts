// SQLite's error rules (its messages, Superset's types and wording) and time grains (DATETIME
// modifiers and STRFTIME; weeks start on Monday for P1W as in PostgreSQL and DuckDB).
import type { ErrorRule } from '../errorRules.ts';
import type { TimeGrainTemplates } from '../timeGrains.ts';

export const SQLITE_ERROR_RULES: readonly ErrorRule[] = [
  {
    pattern: /near "(?<syntax_error>[^"]*)": syntax error/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors at or near "%(syntax_error)s". Then, try running your query again.',
  },
  {
    pattern: /incomplete input|unrecognized token: "?(?<syntax_error>[^"]*)"?/,
    errorType: 'SYNTAX_ERROR',
    message: 'Please check your query for syntax errors. Then, try running your query again.',
  },
  {
    pattern: /no such table: (?<table_name>\S+)/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: 'The table "%(table_name)s" does not exist. A valid table must be used to run this query.',
  },
  {
    pattern: /no such column: (?<column_name>\S+)/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: 'We can\'t seem to resolve the column "%(column_name)s"',
  },
  {
    pattern: /unknown database (?<schema_name>\S+)/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message: 'The schema "%(schema_name)s" does not exist. A valid schema must be used to run this query.',
  },
  {
    pattern: /unable to open database|Cannot open database because the directory does not exist/i,
    errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    message: 'Unable to connect to database "%(database)s".',
    invalid: ['database'],
  },
];

const secondsBack = (step: number) =>
  `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}), PRINTF('-%d seconds', CAST(STRFTIME('%S', {col}) AS INTEGER) % ${step}))`;
const minutesBack = (step: number) =>
  `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}), PRINTF('-%d minutes', CAST(STRFTIME('%M', {col}) AS INTEGER) % ${step}))`;
const mondayStart =
  "DATETIME({col}, 'start of day', PRINTF('-%d days', (CAST(STRFTIME('%w', {col}) AS INTEGER) + 6) % 7))";

export const SQLITE_TIME_GRAINS: TimeGrainTemplates = {
  PT1S: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))",
  PT5S: secondsBack(5),
  PT30S: secondsBack(30),
  PT1M: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))",
  PT5M: minutesBack(5),
  PT10M: minutesBack(10),
  PT15M: minutesBack(15),
  PT30M: minutesBack(30),
  'PT0.5H': minutesBack(30),
  PT1H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))",
  PT6H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}), PRINTF('-%d hours', CAST(STRFTIME('%H', {col}) AS INTEGER) % 6))",
  P1D: "DATETIME({col}, 'start of day')",
  P1W: mondayStart,
  '1969-12-28T00:00:00Z/P1W':
    "DATETIME({col}, 'start of day', PRINTF('-%d days', CAST(STRFTIME('%w', {col}) AS INTEGER)))",
  '1969-12-29T00:00:00Z/P1W': mondayStart,
  'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
  'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', PRINTF('-%d months', (CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3))",
  'P0.25Y':
    "DATETIME({col}, 'start of month', PRINTF('-%d months', (CAST(STRFTIME('%m', {col}) AS INTEGER) - 1) % 3))",
  P1Y: "DATETIME({col}, 'start of year')",
};
