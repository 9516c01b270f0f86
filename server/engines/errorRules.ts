// Driver error → Superset error, by rules: each rule matches a driver code (SQLSTATE, MySQL
// error number, Node socket code) and/or a message pattern, and gives Superset's error type and
// message template. Named groups of the pattern and the connection's host/port/database/user
// fill the template. Nothing matched: GENERIC_DB_ENGINE_ERROR with the driver's own message.
import { EngineError, type ErrorType, fillTemplate } from './errors.ts';

export interface ErrorRule {
  /** Driver codes this rule is for: `error.code` or `error.errno`; any code when absent. */
  codes?: readonly (string | number)[];
  /** A pattern the driver message must match; its named groups fill the template. */
  pattern?: RegExp;
  errorType: ErrorType;
  /** Superset's message, with %(name)s placeholders. */
  message: string;
  /** The connection parameters to blame (Superset's extra.invalid), for parameter validation. */
  invalid?: readonly string[];
}

/** What the engine knew when the error happened. */
export interface ErrorContext {
  /** The statement as the user wrote it, to turn positions into line and column. */
  sql?: string;
  /** Characters the engine saw before the user's statement (a prefix such as DECLARE … FOR). */
  sqlOffset?: number;
  hostname?: string | null;
  port?: number | null;
  database?: string | null;
  username?: string | null;
}

/** Where in the statement an error points, when the driver says. */
export interface ErrorLocation {
  line: number;
  /** 1-based, when the engine says. */
  column?: number;
}

export function mapErrorByRules(
  error: unknown,
  rules: readonly ErrorRule[],
  engineName: string,
  context: ErrorContext = {},
  location: ErrorLocation | null = null,
): EngineError {
  if (error instanceof EngineError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const codes = driverCodes(error);
  for (const rule of rules) {
    if (rule.codes && !rule.codes.some((code) => codes.includes(String(code)))) continue;
    const match = rule.pattern ? rule.pattern.exec(message) : null;
    if (rule.pattern && !match) continue;
    const values: Record<string, string | undefined> = {
      hostname: context.hostname ?? undefined,
      port: context.port === null || context.port === undefined ? undefined : String(context.port),
      database: context.database ?? undefined,
      username: context.username ?? undefined,
      location: location ? String(location.line) : undefined,
      ...match?.groups,
    };
    const template = location ? rule.message : rule.message.replace(' at line %(location)s', '');
    const extra: Record<string, unknown> = { engine_name: engineName };
    if (rule.invalid) extra.invalid = [...rule.invalid];
    if (location) Object.assign(extra, location);
    return new EngineError(
      rule.errorType,
      fillTemplate(template, values),
      { ...extra, engine_name: engineName },
      {
        cause: error,
      },
    );
  }
  const extra: Record<string, unknown> = location ? { ...location } : {};
  return new EngineError(
    'GENERIC_DB_ENGINE_ERROR',
    message,
    { ...extra, engine_name: engineName },
    { cause: error },
  );
}

function driverCodes(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const record = error as { code?: unknown; errno?: unknown };
  return [record.code, record.errno].filter((code) => code !== undefined && code !== null).map(String);
}

/** Line and column (1-based) of a 1-based character position in the statement. */
export function locationOfPosition(sql: string, position: number): ErrorLocation {
  const before = sql.slice(0, Math.max(0, position - 1));
  const lines = before.split('\n');
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Connection errors every network engine shares (Node socket codes), Superset's wording. */
export const SOCKET_ERROR_RULES: readonly ErrorRule[] = [
  {
    codes: ['ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME'],
    errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    message: 'The hostname "%(hostname)s" cannot be resolved.',
    invalid: ['host'],
  },
  {
    codes: ['ECONNREFUSED'],
    errorType: 'CONNECTION_PORT_CLOSED_ERROR',
    message: 'Port %(port)s on hostname "%(hostname)s" refused the connection.',
    invalid: ['host', 'port'],
  },
  {
    codes: ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'CONNECT_TIMEOUT'],
    errorType: 'CONNECTION_HOST_DOWN_ERROR',
    message: 'The host "%(hostname)s" might be down, and can\'t be reached on port %(port)s.',
    invalid: ['host', 'port'],
  },
];
