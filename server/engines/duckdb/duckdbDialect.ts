// What DuckDB says and how it truncates time: error rules (DuckDB's messages, Superset's types
// and wording) and the time grain templates.
import type { ErrorLocation, ErrorRule } from '../errorRules.ts';
import type { TimeGrainTemplates } from '../timeGrains.ts';

export const DUCKDB_ERROR_RULES: readonly ErrorRule[] = [
  {
    pattern: /Parser Error: syntax error at or near "(?<syntax_error>[^"]*)"/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors at or near "%(syntax_error)s". Then, try running your query again.',
  },
  {
    pattern: /Parser Error: (?<syntax_error>.*syntax error.*)/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors: %(syntax_error)s. Then, try running your query again.',
  },
  {
    pattern:
      /Schema with name "?(?<schema_name>[^"!\s]+)"? does not exist|because schema "(?<schema>[^"]+)" does not exist/,
    errorType: 'SCHEMA_DOES_NOT_EXIST_ERROR',
    message:
      'The schema "%(schema_name)s%(schema)s" does not exist. A valid schema must be used to run this query.',
  },
  {
    pattern: /Catalog Error: Table with name "?(?<table_name>[^"!\s]+)"? does not exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: 'The table "%(table_name)s" does not exist. A valid table must be used to run this query.',
  },
  {
    pattern:
      /Referenced column "(?<column_name>[^"]+)" not found|does not have a column named "(?<column>[^"]+)"|column "(?<name>[^"]+)" (must appear|not found)/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: 'We can\'t seem to resolve the column "%(column_name)s%(column)s%(name)s" at line %(location)s.',
  },
];

/** DuckDB points at errors with `LINE n: <text>` and a caret line under it. */
export function duckdbErrorLocation(message: string): ErrorLocation | null {
  const match = /\nLINE (\d+): (.*)\n( *)\^/.exec(message);
  if (!match) return null;
  const line = Number(match[1]);
  const shown = match[2]!;
  const prefix = `LINE ${match[1]}: `.length;
  if (shown.startsWith('...')) return { line };
  return { line, column: Math.max(match[3]!.length - prefix + 1, 1) };
}

export const DUCKDB_TIME_GRAINS: TimeGrainTemplates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: "TIME_BUCKET(INTERVAL '5 seconds', {col})",
  PT30S: "TIME_BUCKET(INTERVAL '30 seconds', {col})",
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: "TIME_BUCKET(INTERVAL '5 minutes', {col})",
  PT10M: "TIME_BUCKET(INTERVAL '10 minutes', {col})",
  PT15M: "TIME_BUCKET(INTERVAL '15 minutes', {col})",
  PT30M: "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  'PT0.5H': "TIME_BUCKET(INTERVAL '30 minutes', {col})",
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: "TIME_BUCKET(INTERVAL '6 hours', {col})",
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  '1969-12-28T00:00:00Z/P1W': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) - INTERVAL 1 DAY",
  '1969-12-29T00:00:00Z/P1W': "DATE_TRUNC('week', {col})",
  'P1W/1970-01-03T00:00:00Z': "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) + INTERVAL 5 DAY",
  'P1W/1970-01-04T00:00:00Z': "DATE_TRUNC('week', {col}) + INTERVAL 6 DAY",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  'P0.25Y': "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
};
