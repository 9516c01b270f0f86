import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';
import { CONFIG_VARIABLES, DEFAULT_FEATURE_FLAGS } from '../../server/configVariables.ts';

const root = join(import.meta.dirname, '..', '..');

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({}, '/srv/loupe');
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 8088,
      dataDir: '/srv/loupe/data',
      metadata: { kind: 'sqlite', location: '/srv/loupe/data/loupe.db' },
      redisUrl: null,
      secretKey: null,
      adminPassword: null,
      userPassword: null,
      loadExamples: true,
      featureFlags: DEFAULT_FEATURE_FLAGS,
      sqlMaxRow: 100000,
      displayMaxRow: 10000,
      sqllabTimeoutSeconds: 30,
      webserverTimeoutSeconds: 60,
      logLevel: 'info',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlSeconds: 2592000,
      sessionTtlSeconds: 604800,
      redisKeyPrefix: 'loupe:',
      cacheDefaultTimeoutSeconds: 86400,
      cacheMaxMb: 256,
      asyncTransport: 'polling',
      asyncPollingDelayMs: 500,
      asyncConcurrency: 4,
      fileDatabasesDir: '/srv/loupe/data/databases',
      preventUnsafeDbConnections: true,
      permissionInstructionsLink: null,
      authRateLimit: { max: 5, windowMs: 1000, text: '5 per second' },
      authUserRateLimit: { max: 20, windowMs: 300_000, text: '20 per 5 minutes' },
      trustProxy: false,
    });
    expect(DEFAULT_FEATURE_FLAGS).toEqual({
      GLOBAL_ASYNC_QUERIES: false,
      DASHBOARD_RBAC: false,
      TAGGING_SYSTEM: false,
      CONFIRM_DASHBOARD_DIFF: false,
      ENABLE_AVATARS: false,
      SQLLAB_BACKEND_PERSISTENCE: true,
    });
  });

  it('reads every setting from LOUPE_* variables', () => {
    const config = loadConfig(
      {
        LOUPE_HOST: '0.0.0.0',
        LOUPE_PORT: '9000',
        LOUPE_DATA_DIR: '/var/lib/loupe',
        LOUPE_METADATA_URL: 'postgresql://loupe:pw@db:5432/loupe',
        LOUPE_REDIS_URL: 'redis://cache:6379/0',
        LOUPE_SECRET_KEY: 'k',
        LOUPE_ADMIN_PASSWORD: 'pw',
        LOUPE_LOAD_EXAMPLES: 'false',
        LOUPE_FEATURE_FLAGS: '{"DASHBOARD_RBAC": true, "NEW_THING": true}',
        LOUPE_SQL_MAX_ROW: '500',
        LOUPE_DISPLAY_MAX_ROW: '50',
        LOUPE_SQLLAB_TIMEOUT: '5',
        LOUPE_WEBSERVER_TIMEOUT: '90',
        LOUPE_LOG_LEVEL: 'DEBUG',
        LOUPE_ACCESS_TOKEN_TTL: '60',
        LOUPE_REFRESH_TOKEN_TTL: '120',
        LOUPE_SESSION_TTL: '3600',
        LOUPE_REDIS_KEY_PREFIX: 'bi:',
        LOUPE_CACHE_DEFAULT_TIMEOUT: '600',
        LOUPE_CACHE_MAX_MB: '64',
        LOUPE_ASYNC_TRANSPORT: 'WS',
        LOUPE_ASYNC_POLLING_DELAY_MS: '250',
        LOUPE_ASYNC_CONCURRENCY: '2',
        LOUPE_FILE_DATABASES_DIR: 'files',
        LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false',
        LOUPE_PERMISSION_INSTRUCTIONS_LINK: 'https://wiki.example.com/access',
        LOUPE_AUTH_RATE_LIMIT: '10/minute',
        LOUPE_AUTH_USER_RATE_LIMIT: '3 per 2 hours',
        LOUPE_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
      },
      '/cwd',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 9000,
      dataDir: '/var/lib/loupe',
      metadata: { kind: 'postgres', location: 'postgresql://loupe:pw@db:5432/loupe' },
      redisUrl: 'redis://cache:6379/0',
      secretKey: 'k',
      adminPassword: 'pw',
      userPassword: null,
      loadExamples: false,
      sqlMaxRow: 500,
      displayMaxRow: 50,
      sqllabTimeoutSeconds: 5,
      webserverTimeoutSeconds: 90,
      logLevel: 'debug',
      accessTokenTtlSeconds: 60,
      refreshTokenTtlSeconds: 120,
      sessionTtlSeconds: 3600,
      redisKeyPrefix: 'bi:',
      cacheDefaultTimeoutSeconds: 600,
      cacheMaxMb: 64,
      asyncTransport: 'ws',
      asyncPollingDelayMs: 250,
      asyncConcurrency: 2,
      fileDatabasesDir: '/cwd/files',
      preventUnsafeDbConnections: false,
      permissionInstructionsLink: 'https://wiki.example.com/access',
      authRateLimit: { max: 10, windowMs: 60_000 },
      authUserRateLimit: { max: 3, windowMs: 7_200_000 },
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(config.featureFlags).toEqual({ ...DEFAULT_FEATURE_FLAGS, DASHBOARD_RBAC: true, NEW_THING: true });
  });

  it('accepts postgres:// and sqlite: metadata URLs', () => {
    expect(loadConfig({ LOUPE_METADATA_URL: 'postgres://h/db' }).metadata.kind).toBe('postgres');
    expect(loadConfig({ LOUPE_METADATA_URL: 'sqlite:///abs/meta.db' }).metadata).toEqual({
      kind: 'sqlite',
      location: '/abs/meta.db',
    });
  });

  it('fails clearly on bad values', () => {
    const bad: Array<[Record<string, string>, RegExp]> = [
      [{ LOUPE_FEATURE_FLAGS: '{oops' }, /LOUPE_FEATURE_FLAGS is not valid JSON/],
      [{ LOUPE_FEATURE_FLAGS: '[1]' }, /LOUPE_FEATURE_FLAGS must be a JSON object/],
      [{ LOUPE_FEATURE_FLAGS: '{"A": "yes"}' }, /LOUPE_FEATURE_FLAGS.A must be true or false/],
      [{ LOUPE_PORT: 'eighty' }, /LOUPE_PORT must be a whole number/],
      [{ LOUPE_PORT: '70000' }, /LOUPE_PORT must be between/],
      [{ LOUPE_LOAD_EXAMPLES: 'maybe' }, /LOUPE_LOAD_EXAMPLES must be true or false/],
      [{ LOUPE_LOG_LEVEL: 'loud' }, /LOUPE_LOG_LEVEL must be one of/],
      [{ LOUPE_METADATA_URL: 'mysql://x' }, /LOUPE_METADATA_URL must start with/],
      [{ LOUPE_ASYNC_TRANSPORT: 'sse' }, /LOUPE_ASYNC_TRANSPORT must be polling or ws/],
      [{ LOUPE_CACHE_MAX_MB: '0' }, /LOUPE_CACHE_MAX_MB must be between/],
      [{ LOUPE_AUTH_RATE_LIMIT: 'lots' }, /LOUPE_AUTH_RATE_LIMIT must read like "5 per second"/],
      [{ LOUPE_AUTH_USER_RATE_LIMIT: '0 per minute' }, /LOUPE_AUTH_USER_RATE_LIMIT must read like/],
      [
        { LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'nah' },
        /LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS must be true or false/,
      ],
      [{ LOUPE_TRUST_PROXY: 'my proxy' }, /LOUPE_TRUST_PROXY must be true, false/],
    ];
    for (const [env, message] of bad) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    }
  });
});

describe('the documented variables', () => {
  it('are exactly the ones config.ts reads', () => {
    const source = readFileSync(join(root, 'server', 'config.ts'), 'utf8');
    const read = new Set([...source.matchAll(/read\('(LOUPE_[A-Z_]+)'\)/g)].map((m) => m[1]));
    expect([...read].sort()).toEqual(CONFIG_VARIABLES.map((v) => v.name).sort());
  });

  it("match loadConfig's defaults", () => {
    const config = loadConfig({}, '/x');
    const documented = Object.fromEntries(CONFIG_VARIABLES.map((v) => [v.name, v.default]));
    expect(String(config.port)).toBe(documented.LOUPE_PORT);
    expect(config.host).toBe(documented.LOUPE_HOST);
    expect(String(config.sqlMaxRow)).toBe(documented.LOUPE_SQL_MAX_ROW);
    expect(String(config.sessionTtlSeconds)).toBe(documented.LOUPE_SESSION_TTL);
    expect(config.logLevel).toBe(documented.LOUPE_LOG_LEVEL);
    expect(String(config.cacheDefaultTimeoutSeconds)).toBe(documented.LOUPE_CACHE_DEFAULT_TIMEOUT);
    expect(String(config.cacheMaxMb)).toBe(documented.LOUPE_CACHE_MAX_MB);
    expect(config.asyncTransport).toBe(documented.LOUPE_ASYNC_TRANSPORT);
    expect(String(config.asyncPollingDelayMs)).toBe(documented.LOUPE_ASYNC_POLLING_DELAY_MS);
  });

  it('are the table in the root README.md, with the same defaults', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const table = readme.slice(
      readme.indexOf('<!-- config:start -->'),
      readme.indexOf('<!-- config:end -->'),
    );
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `LOUPE_'))
      .map((line) => line.split('|').map((cell) => cell.trim()))
      .map(([, name, value]) => [name?.replace(/`/g, ''), value]);
    expect(rows).toEqual(
      CONFIG_VARIABLES.map((v) => [v.name, v.default === null ? '(unset)' : `\`${v.default}\``]),
    );
  });
});
