// Every LOUPE_* environment variable, its default and what it does. config.ts reads exactly
// these; server/README.md's table is checked against this list by a test.

export interface ConfigVariable {
  name: string;
  /** The default as it would be written in the environment; null when unset by default. */
  default: string | null;
  description: string;
}

export const CONFIG_VARIABLES: readonly ConfigVariable[] = [
  { name: 'LOUPE_HOST', default: '127.0.0.1', description: 'Address the web server listens on.' },
  { name: 'LOUPE_PORT', default: '8088', description: 'Port the web server listens on.' },
  {
    name: 'LOUPE_DATA_DIR',
    default: './data',
    description: 'Directory for the SQLite metadata file, the secret key and the examples database.',
  },
  {
    name: 'LOUPE_METADATA_URL',
    default: null,
    description:
      'Metadata database. Unset: SQLite file `<data dir>/loupe.db`. `postgres://…` or `postgresql://…` selects PostgreSQL; `sqlite:///path/file.db` another SQLite file.',
  },
  {
    name: 'LOUPE_REDIS_URL',
    default: null,
    description:
      'Redis for the async query queue, results and caches (unset: in-process). With it, the examples database is registered read-only so that `loupe worker` processes can open it too.',
  },
  {
    name: 'LOUPE_SECRET_KEY',
    default: null,
    description:
      'Signs sessions and tokens, encrypts stored passwords. Unset: generated once into `<data dir>/secret_key` (mode 0600) and reused.',
  },
  {
    name: 'LOUPE_ADMIN_PASSWORD',
    default: null,
    description:
      'Password of the `admin` user created on first start. Unset: a random one is generated and printed once.',
  },
  {
    name: 'LOUPE_USER_PASSWORD',
    default: null,
    description:
      'Password `loupe create-user` gives the user when `--password` is not given (keeps it out of shell history). Unset: a random one is generated and printed once.',
  },
  {
    name: 'LOUPE_LOAD_EXAMPLES',
    default: 'true',
    description: 'Generate the examples DuckDB database on first start and register it as `examples`.',
  },
  {
    name: 'LOUPE_FEATURE_FLAGS',
    default: '{}',
    description: 'JSON object merged over the default feature flags, e.g. `{"DASHBOARD_RBAC": true}`.',
  },
  { name: 'LOUPE_SQL_MAX_ROW', default: '100000', description: 'Most rows a query may return.' },
  { name: 'LOUPE_DISPLAY_MAX_ROW', default: '10000', description: 'Most rows SQL Lab displays.' },
  {
    name: 'LOUPE_SQLLAB_TIMEOUT',
    default: '30',
    description: 'Timeout of synchronous SQL Lab queries, seconds.',
  },
  {
    name: 'LOUPE_WEBSERVER_TIMEOUT',
    default: '60',
    description:
      "Timeout of synchronous chart-data queries, seconds (Superset's SUPERSET_WEBSERVER_TIMEOUT).",
  },
  {
    name: 'LOUPE_LOG_LEVEL',
    default: 'info',
    description: 'Log level of the JSON logs: fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'LOUPE_ACCESS_TOKEN_TTL',
    default: '900',
    description: 'Lifetime of JWT access tokens from /api/v1/security/login, seconds.',
  },
  {
    name: 'LOUPE_REFRESH_TOKEN_TTL',
    default: '2592000',
    description: 'Lifetime of JWT refresh tokens, seconds (30 days).',
  },
  { name: 'LOUPE_SESSION_TTL', default: '604800', description: 'Lifetime of browser sessions, seconds.' },
  {
    name: 'LOUPE_REDIS_KEY_PREFIX',
    default: 'loupe:',
    description:
      'Prefix of every Redis key Loupe writes (cache entries, async event streams, the job queue).',
  },
  {
    name: 'LOUPE_CACHE_DEFAULT_TIMEOUT',
    default: '86400',
    description:
      "Seconds a cached chart result lives when neither the chart, the dataset nor the database sets a cache timeout (Superset's CACHE_DEFAULT_TIMEOUT).",
  },
  {
    name: 'LOUPE_CACHE_MAX_MB',
    default: '256',
    description:
      'Bound of the in-memory cache (without Redis), megabytes; least recently used entries go first.',
  },
  {
    name: 'LOUPE_ASYNC_TRANSPORT',
    default: 'polling',
    description:
      "How the browser receives async query events with GLOBAL_ASYNC_QUERIES: `polling` (GET /api/v1/async_event/) or `ws` (websocket /ws/async_event/); Superset's GLOBAL_ASYNC_QUERIES_TRANSPORT.",
  },
  {
    name: 'LOUPE_ASYNC_POLLING_DELAY_MS',
    default: '500',
    description: 'Delay between two polls of async query events, milliseconds.',
  },
  {
    name: 'LOUPE_ASYNC_CONCURRENCY',
    default: '4',
    description: 'Async chart-data jobs run at once by the web process (no Redis) or by each `loupe worker`.',
  },
  {
    name: 'LOUPE_FILE_DATABASES_DIR',
    default: null,
    description:
      'The only directory whose SQLite and DuckDB files may be registered as databases (besides the examples file). Unset: `<data dir>/databases`. The metadata file, the secret key and the data directory itself are never accepted.',
  },
  {
    name: 'LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS',
    default: 'true',
    description:
      "Refuse SQLite / DuckDB connections outside LOUPE_FILE_DATABASES_DIR (Superset's PREVENT_UNSAFE_DB_CONNECTIONS). `false` is unsafe: whoever may add a database can then open any file the server can read, including the metadata store and the secret key.",
  },
  {
    name: 'LOUPE_PERMISSION_INSTRUCTIONS_LINK',
    default: null,
    description:
      "Where a refused access points to (Superset's PERMISSION_INSTRUCTIONS_LINK): the 'Request Access' link of security access errors. Unset: no link.",
  },
  {
    name: 'LOUPE_AUTH_RATE_LIMIT',
    default: '5 per second',
    description:
      "Login attempts (POST /login/ and /api/v1/security/login) one IP address may make, as `N per [M] unit` (unit: second, minute, hour or day) (Superset's AUTH_RATE_LIMIT); more are answered 429.",
  },
  {
    name: 'LOUPE_AUTH_USER_RATE_LIMIT',
    default: '20 per 5 minutes',
    description:
      'Login attempts for one user name, whatever the IP address, in the same form; more are answered 429.',
  },
  {
    name: 'LOUPE_TRUST_PROXY',
    default: 'false',
    description:
      "Trust X-Forwarded-For / X-Forwarded-Proto from a reverse proxy (Fastify's trustProxy): `true`, a number of hops, or comma-separated proxy addresses / CIDRs (or `loopback`, `linklocal`, `uniquelocal`). Then the client address (rate limits) and HTTPS (the session cookie's Secure flag) come from those headers.",
  },
];

export const DEFAULT_FEATURE_FLAGS: Readonly<Record<string, boolean>> = {
  GLOBAL_ASYNC_QUERIES: false,
  DASHBOARD_RBAC: false,
  TAGGING_SYSTEM: false,
  CONFIRM_DASHBOARD_DIFF: false,
  ENABLE_AVATARS: false,
  SQLLAB_BACKEND_PERSISTENCE: true,
};
