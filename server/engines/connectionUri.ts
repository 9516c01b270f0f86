// SQLAlchemy URLs, as Superset stores them: `backend[+driver]://user:password@host:port/database?k=v`.
// File engines write the path after three slashes (`sqlite:///relative.db`,
// `duckdb:////absolute/path.duckdb`). The password is returned apart so callers can encrypt it;
// building a URI can mask it the way Superset shows URIs (XXXXXXXXXX).
import type { Backend, ConnectionSettings, ParsedUri } from './engineSpec.ts';
import { EngineError } from './errors.ts';

export const PASSWORD_MASK = 'XXXXXXXXXX';

const INVALID_URI_MESSAGE =
  'Invalid connection string, a valid string usually follows: backend+driver://user:password@database-host/database-name';

const URI_PATTERN =
  /^(?<scheme>[A-Za-z][\w]*)(?:\+(?<driver>[\w]+))?:\/\/(?:(?<username>[^:/@]*)(?::(?<password>[^@]*))?@)?(?:\[(?<ipv6>[^\]/?]+)\]|(?<host>[^/:?]+))?(?::(?<port>[^/?]*))?(?:\/(?<database>[^?]*))?(?:\?(?<query>.*))?$/s;

/** The scheme (before `+driver`) of a URI, lower-cased, or null when it has none. */
export function uriScheme(uri: string): string | null {
  const match = /^([A-Za-z][\w]*)(?:\+[\w]+)?:\/\//.exec(uri.trim());
  return match ? match[1]!.toLowerCase() : null;
}

export function parseSqlalchemyUri(uri: string, backend: Backend, engineName: string): ParsedUri {
  const groups = URI_PATTERN.exec(uri.trim())?.groups;
  if (!groups) throw invalidUri(engineName);
  const port = groups.port ? Number(groups.port) : null;
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new EngineError(
      'CONNECTION_INVALID_PORT_ERROR',
      'The port must be an integer between 0 and 65535 (inclusive).',
      {
        engine_name: engineName,
        invalid: ['port'],
      },
    );
  }
  const settings: ConnectionSettings = {
    backend,
    driver: groups.driver ?? null,
    host: groups.ipv6 ?? (groups.host ? decode(groups.host) : null),
    port,
    username: groups.username ? decode(groups.username) : null,
    database: groups.database ? decode(groups.database) : null,
    query: parseQuery(groups.query ?? ''),
  };
  return { settings, password: groups.password === undefined ? null : decode(groups.password) };
}

export function buildSqlalchemyUri(
  scheme: string,
  settings: ConnectionSettings,
  options: { password?: string | null; maskPassword?: boolean } = {},
): string {
  const driver = settings.driver ? `+${settings.driver}` : '';
  let userInfo = '';
  if (settings.username !== null && settings.username !== '') {
    const password = options.maskPassword ? PASSWORD_MASK : options.password;
    userInfo = encodeURIComponent(settings.username);
    if (password !== null && password !== undefined) userInfo += `:${encodeURIComponent(password)}`;
    userInfo += '@';
  }
  const host = settings.host
    ? settings.host.includes(':')
      ? `[${settings.host}]`
      : encodeURIComponent(settings.host)
    : '';
  const port = settings.port === null ? '' : `:${settings.port}`;
  const database = settings.database === null ? '' : `/${encodePath(settings.database)}`;
  const query = Object.entries(settings.query)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${scheme}${driver}://${userInfo}${host}${port}${database}${query ? `?${query}` : ''}`;
}

export function invalidUri(engineName: string): EngineError {
  return new EngineError('INVALID_PAYLOAD_SCHEMA_ERROR', INVALID_URI_MESSAGE, { engine_name: engineName });
}

function parseQuery(query: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of query.split('&')) {
    if (!part) continue;
    const equals = part.indexOf('=');
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    result[key] = equals < 0 ? '' : decode(part.slice(equals + 1).replaceAll('+', ' '));
  }
  return result;
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function encodePath(path: string): string {
  return encodeURIComponent(path).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
}
