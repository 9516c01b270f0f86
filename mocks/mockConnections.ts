// Connection handling of the mock backend: SQLAlchemy URIs read and masked as the server does,
// and a pretend connection test — the password `wrong` is refused, hosts under `.invalid` do not
// resolve, everything else connects.
import type { components } from '../src/api/schema.gen.ts';

type SupersetError = components['schemas']['SupersetError'];
type DatabaseParameters = components['schemas']['DatabaseParameters'];

export const PASSWORD_MASK = 'XXXXXXXXXX';

const BACKENDS: Record<string, string> = {
  postgres: 'postgresql',
  postgresql: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mysql',
  duckdb: 'duckdb',
  sqlite: 'sqlite',
};

export const ENGINE_NAMES: Record<string, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  duckdb: 'DuckDB',
  sqlite: 'SQLite',
};

export interface MockConnection {
  backend: string;
  username: string | null;
  password: string | null;
  host: string | null;
  port: number | null;
  database: string | null;
}

const URI =
  /^(?<scheme>[A-Za-z]\w*)(?:\+\w+)?:\/\/(?:(?<user>[^:/@]*)(?::(?<password>[^@]*))?@)?(?<host>[^/:?]*)(?::(?<port>\d+))?(?:\/(?<database>[^?]*))?/;

export function backendOf(name: string | null | undefined): string | undefined {
  return name ? BACKENDS[name.toLowerCase()] : undefined;
}

export function parseUri(uri: string): MockConnection | null {
  const groups = URI.exec(uri.trim())?.groups;
  const backend = backendOf(groups?.scheme);
  if (!groups || !backend) return null;
  return {
    backend,
    username: groups.user ? decodeURIComponent(groups.user) : null,
    password: groups.password === undefined ? null : decodeURIComponent(groups.password),
    host: groups.host || null,
    port: groups.port ? Number(groups.port) : null,
    database: groups.database ? decodeURIComponent(groups.database) : null,
  };
}

export function buildUri(connection: MockConnection, masked: boolean): string {
  const user = connection.username
    ? `${encodeURIComponent(connection.username)}${masked && connection.password ? `:${PASSWORD_MASK}` : ''}@`
    : '';
  const port = connection.port === null ? '' : `:${connection.port}`;
  const database = connection.database === null ? '' : `/${connection.database}`;
  return `${connection.backend}://${user}${connection.host ?? ''}${port}${database}`;
}

export function parametersOf(connection: MockConnection): DatabaseParameters {
  const file = connection.backend === 'duckdb' || connection.backend === 'sqlite';
  if (file) return { database: connection.database ?? '', query: {} };
  return {
    database: connection.database ?? '',
    query: {},
    ...(connection.host ? { host: connection.host } : {}),
    ...(connection.port !== null ? { port: connection.port } : {}),
    username: connection.username,
    ...(connection.password ? { password: PASSWORD_MASK } : {}),
    encryption: false,
  };
}

/** The typed error a connection attempt gives, or null when it connects. */
export function connectionError(connection: MockConnection): SupersetError | null {
  const engine_name = ENGINE_NAMES[connection.backend] ?? connection.backend;
  if (connection.host?.endsWith('.invalid')) {
    return {
      message: `The hostname "${connection.host}" cannot be resolved.`,
      error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
      level: 'error',
      extra: {
        engine_name,
        invalid: ['host'],
        issue_codes: [{ code: 1007, message: "Issue 1007 - The hostname provided can't be resolved." }],
      },
    };
  }
  if (connection.password === 'wrong') {
    return {
      message: `Either the username "${connection.username ?? ''}" or the password is incorrect.`,
      error_type: 'CONNECTION_ACCESS_DENIED_ERROR',
      level: 'error',
      extra: {
        engine_name,
        invalid: ['username', 'password'],
        issue_codes: [{ code: 1014, message: 'Issue 1014 - Either the username or the password is wrong.' }],
      },
    };
  }
  return null;
}
