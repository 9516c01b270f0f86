// MySQL / MariaDB error rules (error numbers, Superset's types and wording) and time grains.
import type { ErrorLocation, ErrorRule } from '../errorRules.ts';
import { SOCKET_ERROR_RULES } from '../errorRules.ts';
import type { TimeGrainTemplates } from '../timeGrains.ts';

export const MYSQL_ERROR_RULES: readonly ErrorRule[] = [
  {
    codes: [1064],
    pattern: /right syntax to use near '(?<server_error>[\s\S]*)' at line \d+/,
    errorType: 'SYNTAX_ERROR',
    message:
      'Please check your query for syntax errors near "%(server_error)s". Then, try running your query again.',
  },
  {
    codes: [1064, 1149],
    errorType: 'SYNTAX_ERROR',
    message: 'Please check your query for syntax errors. Then, try running your query again.',
  },
  {
    codes: [1146],
    pattern: /Table '(?<table_name>.*?)' doesn't exist/,
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    message: 'The table "%(table_name)s" does not exist. A valid table must be used to run this query.',
  },
  {
    codes: [1054],
    pattern: /Unknown column '(?<column_name>.*?)'/,
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    message: 'We can\'t seem to resolve the column "%(column_name)s" at line %(location)s.',
  },
  {
    codes: [1045, 1044, 1698],
    pattern: /Access denied for user '(?<username>.*?)'@'(?<hostname>.*?)'/,
    errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
    message: 'Either the username "%(username)s" or the password is incorrect.',
    invalid: ['username', 'password'],
  },
  {
    codes: [1049],
    pattern: /Unknown database '(?<database>.*?)'/,
    errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    message: 'Unable to connect to database "%(database)s".',
    invalid: ['database'],
  },
  {
    codes: [2005, 'ENOTFOUND', 'EAI_AGAIN'],
    errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    message: 'Unknown MySQL server host "%(hostname)s".',
    invalid: ['host'],
  },
  {
    codes: ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 2003],
    errorType: 'CONNECTION_HOST_DOWN_ERROR',
    message: 'The host "%(hostname)s" might be down and can\'t be reached.',
    invalid: ['host', 'port'],
  },
  ...SOCKET_ERROR_RULES,
];

/** MySQL says `at line N` for syntax errors; unknown columns carry no line. */
export function mysqlErrorLocation(error: unknown): ErrorLocation | null {
  const message = error instanceof Error ? error.message : '';
  const match = / at line (\d+)\s*$/.exec(message);
  return match ? { line: Number(match[1]) } : null;
}

const secondsOfDay = 'HOUR({col}) * 3600 + MINUTE({col}) * 60 + SECOND({col})';
const floorSeconds = (step: number) =>
  `DATE_ADD(DATE({col}), INTERVAL (${secondsOfDay} - SECOND({col}) MOD ${step}) SECOND)`;
const floorMinutes = (step: number) =>
  `DATE_ADD(DATE({col}), INTERVAL (HOUR({col}) * 60 + MINUTE({col}) - MINUTE({col}) MOD ${step}) MINUTE)`;

export const MYSQL_TIME_GRAINS: TimeGrainTemplates = {
  PT1S: `DATE_ADD(DATE({col}), INTERVAL (${secondsOfDay}) SECOND)`,
  PT5S: floorSeconds(5),
  PT30S: floorSeconds(30),
  PT1M: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col}) * 60 + MINUTE({col})) MINUTE)',
  PT5M: floorMinutes(5),
  PT10M: floorMinutes(10),
  PT15M: floorMinutes(15),
  PT30M: floorMinutes(30),
  'PT0.5H': floorMinutes(30),
  PT1H: 'DATE_ADD(DATE({col}), INTERVAL HOUR({col}) HOUR)',
  PT6H: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col}) - HOUR({col}) MOD 6) HOUR)',
  P1D: 'DATE({col})',
  P1W: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  '1969-12-28T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  '1969-12-29T00:00:00Z/P1W': 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  'P1W/1970-01-03T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
  'P1W/1970-01-04T00:00:00Z': 'DATE(DATE_ADD({col}, INTERVAL 6 - WEEKDAY({col}) DAY))',
  P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
  'P0.25Y': 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
  P1Y: 'MAKEDATE(YEAR({col}), 1)',
};
