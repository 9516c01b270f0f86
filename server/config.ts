// Loupe's settings, read only from LOUPE_* environment variables (see configVariables.ts).
// loadConfig is pure: it reads nothing but the env object it is given and throws ConfigError
// with a clear message on a bad value. The secret key file is handled by secretKeyFile.ts.
import { isAbsolute, join, resolve } from 'node:path';
import { CONFIG_VARIABLES, DEFAULT_FEATURE_FLAGS } from './configVariables.ts';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

export type MetadataStoreKind = 'sqlite' | 'postgres';

export interface MetadataStoreConfig {
  kind: MetadataStoreKind;
  /** The SQLite file path, or the PostgreSQL connection URL. */
  location: string;
}

export interface Config {
  host: string;
  port: number;
  /** Absolute path of the data directory. */
  dataDir: string;
  metadata: MetadataStoreConfig;
  redisUrl: string | null;
  /** null when LOUPE_SECRET_KEY is unset: resolveSecretKey() reads or creates the key file. */
  secretKey: string | null;
  adminPassword: string | null;
  /** The password `loupe create-user` gives when --password is not given. */
  userPassword: string | null;
  loadExamples: boolean;
  featureFlags: Record<string, boolean>;
  sqlMaxRow: number;
  displayMaxRow: number;
  sqllabTimeoutSeconds: number;
  webserverTimeoutSeconds: number;
  logLevel: LogLevel;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  sessionTtlSeconds: number;
  /** Prefix of every Redis key (cache, event streams, BullMQ queue). */
  redisKeyPrefix: string;
  cacheDefaultTimeoutSeconds: number;
  /** Bound of the in-memory cache, megabytes. */
  cacheMaxMb: number;
  asyncTransport: AsyncTransport;
  asyncPollingDelayMs: number;
  asyncConcurrency: number;
  /** Absolute path of the directory SQLite / DuckDB database files must be under. */
  fileDatabasesDir: string;
  preventUnsafeDbConnections: boolean;
  /** LOUPE_PERMISSION_INSTRUCTIONS_LINK: the 'Request Access' link of security access errors. */
  permissionInstructionsLink: string | null;
  authRateLimit: RateLimit;
  authUserRateLimit: RateLimit;
  trustProxy: TrustProxy;
}

/** A number of requests per time window (Flask-Limiter's `5 per second`). */
export interface RateLimit {
  max: number;
  windowMs: number;
  /** As configured, for messages. */
  text: string;
}

/** Fastify's trustProxy: off, on, a number of hops, or the proxies' addresses. */
export type TrustProxy = boolean | number | string[];

export type AsyncTransport = 'polling' | 'ws';

/** A config whose secret key is known: what buildApp needs. */
export type ResolvedConfig = Config & { secretKey: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Readonly<Record<string, string | undefined>>;

export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const read = (name: string): string | null => {
    const value = env[name];
    if (value !== undefined && value !== '') return value;
    const variable = CONFIG_VARIABLES.find((v) => v.name === name);
    if (!variable) throw new Error(`${name} is not a documented configuration variable`);
    return variable.default;
  };
  const dataDirText = read('LOUPE_DATA_DIR') ?? './data';
  const dataDir = isAbsolute(dataDirText) ? dataDirText : resolve(cwd, dataDirText);
  return {
    host: read('LOUPE_HOST') ?? '127.0.0.1',
    port: readInteger('LOUPE_PORT', read('LOUPE_PORT'), 0, 65535),
    dataDir,
    metadata: parseMetadataUrl(read('LOUPE_METADATA_URL'), dataDir, cwd),
    redisUrl: read('LOUPE_REDIS_URL'),
    secretKey: read('LOUPE_SECRET_KEY'),
    adminPassword: read('LOUPE_ADMIN_PASSWORD'),
    userPassword: read('LOUPE_USER_PASSWORD'),
    loadExamples: readBoolean('LOUPE_LOAD_EXAMPLES', read('LOUPE_LOAD_EXAMPLES')),
    featureFlags: parseFeatureFlags(read('LOUPE_FEATURE_FLAGS')),
    sqlMaxRow: readInteger('LOUPE_SQL_MAX_ROW', read('LOUPE_SQL_MAX_ROW'), 1),
    displayMaxRow: readInteger('LOUPE_DISPLAY_MAX_ROW', read('LOUPE_DISPLAY_MAX_ROW'), 1),
    sqllabTimeoutSeconds: readInteger('LOUPE_SQLLAB_TIMEOUT', read('LOUPE_SQLLAB_TIMEOUT'), 1),
    webserverTimeoutSeconds: readInteger('LOUPE_WEBSERVER_TIMEOUT', read('LOUPE_WEBSERVER_TIMEOUT'), 1),
    logLevel: parseLogLevel(read('LOUPE_LOG_LEVEL')),
    accessTokenTtlSeconds: readInteger('LOUPE_ACCESS_TOKEN_TTL', read('LOUPE_ACCESS_TOKEN_TTL'), 1),
    refreshTokenTtlSeconds: readInteger('LOUPE_REFRESH_TOKEN_TTL', read('LOUPE_REFRESH_TOKEN_TTL'), 1),
    sessionTtlSeconds: readInteger('LOUPE_SESSION_TTL', read('LOUPE_SESSION_TTL'), 1),
    redisKeyPrefix: read('LOUPE_REDIS_KEY_PREFIX') ?? 'loupe:',
    cacheDefaultTimeoutSeconds: readInteger(
      'LOUPE_CACHE_DEFAULT_TIMEOUT',
      read('LOUPE_CACHE_DEFAULT_TIMEOUT'),
      0,
    ),
    cacheMaxMb: readInteger('LOUPE_CACHE_MAX_MB', read('LOUPE_CACHE_MAX_MB'), 1),
    asyncTransport: parseAsyncTransport(read('LOUPE_ASYNC_TRANSPORT')),
    asyncPollingDelayMs: readInteger('LOUPE_ASYNC_POLLING_DELAY_MS', read('LOUPE_ASYNC_POLLING_DELAY_MS'), 1),
    asyncConcurrency: readInteger('LOUPE_ASYNC_CONCURRENCY', read('LOUPE_ASYNC_CONCURRENCY'), 1, 1000),
    fileDatabasesDir: absolutePath(read('LOUPE_FILE_DATABASES_DIR') ?? join(dataDir, 'databases'), cwd),
    preventUnsafeDbConnections: readBoolean(
      'LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS',
      read('LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS'),
    ),
    permissionInstructionsLink: read('LOUPE_PERMISSION_INSTRUCTIONS_LINK'),
    authRateLimit: parseRateLimit('LOUPE_AUTH_RATE_LIMIT', read('LOUPE_AUTH_RATE_LIMIT')),
    authUserRateLimit: parseRateLimit('LOUPE_AUTH_USER_RATE_LIMIT', read('LOUPE_AUTH_USER_RATE_LIMIT')),
    trustProxy: parseTrustProxy(read('LOUPE_TRUST_PROXY')),
  };
}

function absolutePath(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

const WINDOW_UNITS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** `5 per second`, `20 per 5 minutes`, `100/hour` (Flask-Limiter's notation). */
export function parseRateLimit(name: string, text: string | null): RateLimit {
  const match = /^\s*(\d+)\s*(?:per|\/)\s*(\d+)?\s*(second|minute|hour|day)s?\s*$/i.exec(text ?? '');
  const max = Number(match?.[1]);
  const count = match?.[2] === undefined ? 1 : Number(match[2]);
  if (!match || max < 1 || count < 1) {
    throw new ConfigError(
      `${name} must read like "5 per second" or "20 per 5 minutes", got ${JSON.stringify(text)}`,
    );
  }
  const windowMs = count * (WINDOW_UNITS[match[3]!.toLowerCase()] ?? 0);
  return { max, windowMs, text: (text ?? '').trim() };
}

/** proxy-addr's names for address ranges. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(text: string | null): TrustProxy {
  const value = (text ?? '').trim();
  if (/^(true|yes|on)$/i.test(value)) return true;
  if (/^(false|no|off|0)?$/i.test(value)) return false;
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (addresses.some((part) => !/^[\da-f.:/]+$/i.test(part) && !PROXY_NAMES.includes(part))) {
    throw new ConfigError(
      `LOUPE_TRUST_PROXY must be true, false, a number of hops or proxy addresses, got ${JSON.stringify(text)}`,
    );
  }
  return addresses;
}

function readInteger(name: string, text: string | null, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (text === null || !/^\d+$/.test(text.trim())) {
    throw new ConfigError(`${name} must be a whole number, got ${JSON.stringify(text)}`);
  }
  const value = Number(text.trim());
  if (value < min || value > max)
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function readBoolean(name: string, text: string | null): boolean {
  const normalised = (text ?? '').trim().toLowerCase();
  if (['true', '1', 'yes', 'on'].includes(normalised)) return true;
  if (['false', '0', 'no', 'off'].includes(normalised)) return false;
  throw new ConfigError(`${name} must be true or false, got ${JSON.stringify(text)}`);
}

function parseLogLevel(text: string | null): LogLevel {
  const level = (text ?? '').trim().toLowerCase();
  const known = LOG_LEVELS.find((l) => l === level);
  if (!known) throw new ConfigError(`LOUPE_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got ${text}`);
  return known;
}

function parseAsyncTransport(text: string | null): AsyncTransport {
  const transport = (text ?? '').trim().toLowerCase();
  if (transport === 'polling' || transport === 'ws') return transport;
  throw new ConfigError(`LOUPE_ASYNC_TRANSPORT must be polling or ws, got ${JSON.stringify(text)}`);
}

function parseMetadataUrl(url: string | null, dataDir: string, cwd: string): MetadataStoreConfig {
  if (url === null) return { kind: 'sqlite', location: join(dataDir, 'loupe.db') };
  if (/^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', location: url };
  const sqlite = /^sqlite:(?:\/\/)?(.+)$/i.exec(url);
  if (sqlite?.[1]) {
    const path = sqlite[1];
    return { kind: 'sqlite', location: isAbsolute(path) ? path : resolve(cwd, path) };
  }
  throw new ConfigError(
    'LOUPE_METADATA_URL must start with postgres://, postgresql:// or sqlite: (e.g. sqlite:///var/lib/loupe/loupe.db)',
  );
}

function parseFeatureFlags(text: string | null): Record<string, boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text ?? '{}');
  } catch (error) {
    throw new ConfigError(`LOUPE_FEATURE_FLAGS is not valid JSON: ${(error as Error).message}`);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ConfigError('LOUPE_FEATURE_FLAGS must be a JSON object such as {"DASHBOARD_RBAC": true}');
  }
  const flags: Record<string, boolean> = { ...DEFAULT_FEATURE_FLAGS };
  for (const [name, value] of Object.entries(parsed)) {
    if (typeof value !== 'boolean') {
      throw new ConfigError(
        `LOUPE_FEATURE_FLAGS.${name} must be true or false, got ${JSON.stringify(value)}`,
      );
    }
    flags[name] = value;
  }
  return flags;
}
