// Runs a test suite once per metadata store: a fresh SQLite file in a temp dir, and a fresh
// PostgreSQL database (loupe_test_<random>, dropped afterwards) on LOUPE_TEST_POSTGRES_URL
// (default postgres://postgres@127.0.0.1:5432/test). PostgreSQL being unreachable FAILS the
// suite: it is never skipped.
//
//   forEachStore('database list', (ctx) => {
//     it('lists', async () => { ... ctx.store.db ... ctx.config ... });
//   });
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { loadConfig, type MetadataStoreKind, type ResolvedConfig } from '../../server/config.ts';
import { syncBuiltinRoles } from '../../server/services/security/roleSync.ts';
import { type MetadataStore, openMetadataStore } from '../../server/store/metadataStore.ts';
import { migrateToLatest } from '../../server/store/migrate.ts';

export const STORE_KINDS: readonly MetadataStoreKind[] = ['sqlite', 'postgres'];

export const POSTGRES_ADMIN_URL =
  process.env.LOUPE_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export interface TestStore {
  kind: MetadataStoreKind;
  /** A temp data dir, removed afterwards. */
  dataDir: string;
  /** Config for this store: silent logs, a fixed secret key, examples off. */
  config: ResolvedConfig;
  store: MetadataStore;
  dispose(): Promise<void>;
}

export interface StoreOptions {
  /** Run migrations and sync the builtin roles first (default true). */
  migrate?: boolean;
}

/** The store of the running suite; reading it before beforeAll has run throws. */
export interface StoreContext {
  readonly kind: MetadataStoreKind;
  readonly store: MetadataStore;
  readonly config: ResolvedConfig;
  readonly dataDir: string;
}

export function forEachStore(
  name: string,
  suite: (ctx: StoreContext) => void,
  options: StoreOptions = {},
): void {
  forStores(STORE_KINDS, name, suite, options);
}

/** One SQLite store, for suites whose subject does not depend on the metadata store (sweeps). */
export function forOneStore(
  name: string,
  suite: (ctx: StoreContext) => void,
  options: StoreOptions = {},
): void {
  forStores(['sqlite'], name, suite, options);
}

function forStores(
  kinds: readonly MetadataStoreKind[],
  name: string,
  suite: (ctx: StoreContext) => void,
  options: StoreOptions,
): void {
  describe.each(kinds)(`${name} [%s]`, (kind) => {
    let current: TestStore | undefined;
    const get = (): TestStore => {
      if (!current) throw new Error('the test store is not ready: use it inside tests or hooks');
      return current;
    };
    beforeAll(async () => {
      current = await createTestStore(kind, options);
    });
    afterAll(async () => {
      await current?.dispose();
      current = undefined;
    });
    suite({
      kind,
      get store() {
        return get().store;
      },
      get config() {
        return get().config;
      },
      get dataDir() {
        return get().dataDir;
      },
    });
  });
}

export async function createTestStore(
  kind: MetadataStoreKind,
  options: StoreOptions = {},
): Promise<TestStore> {
  const dataDir = mkdtempSync(join(tmpdir(), 'loupe-test-'));
  const database = kind === 'postgres' ? await createPostgresDatabase() : null;
  const base = loadConfig({
    LOUPE_DATA_DIR: dataDir,
    LOUPE_LOG_LEVEL: 'silent',
    LOUPE_SECRET_KEY: `test-secret-${randomBytes(8).toString('hex')}`,
    LOUPE_LOAD_EXAMPLES: 'false',
    // Test files register fixture databases wherever they made them and log in many times a
    // second; the tests of those protections turn them back on (useTestApp's configure).
    LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'false',
    LOUPE_AUTH_RATE_LIMIT: '100000 per second',
    LOUPE_AUTH_USER_RATE_LIMIT: '100000 per second',
    ...(database ? { LOUPE_METADATA_URL: database.url } : {}),
  });
  const config: ResolvedConfig = { ...base, secretKey: base.secretKey ?? 'unreachable' };
  const store = openMetadataStore(config.metadata);
  if (options.migrate ?? true) {
    await migrateToLatest(store);
    await syncBuiltinRoles(store.db);
  }
  return {
    kind,
    dataDir,
    config,
    store,
    async dispose() {
      await store.close();
      if (database) await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `loupe_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(task: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL for the tests is unreachable at ${POSTGRES_ADMIN_URL} (${(error as Error).message}). ` +
        'Start it, or point LOUPE_TEST_POSTGRES_URL at a server where this user may create databases.',
    );
  }
  try {
    return await task(client);
  } finally {
    await client.end();
  }
}
