// The `loupe` command: serve | migrate | create-admin | load-examples | worker.
// Run with Node 24 (type stripping): `npx loupe serve` or `node server/main.ts serve`.
import { parseArgs } from 'node:util';
import { ADMIN_ROLE } from '../lib/security/builtinRoles.ts';
import { buildApp } from './app.ts';
import { loadExamples, migrateMetadata, prepareInstallation, type Reporter } from './cli/installation.ts';
import { type Config, ConfigError, loadConfig, type ResolvedConfig } from './config.ts';
import { startAsyncWorker } from './jobs/asyncWorker.ts';
import { generatePassword } from './services/security/passwords.ts';
import { resolveSecretKey } from './services/security/secretKeyFile.ts';
import { createUser } from './services/security/users.ts';
import { type MetadataStore, openMetadataStore } from './store/metadataStore.ts';
import { findUserByUsername } from './store/repositories/usersRepository.ts';

const USAGE = `Usage: loupe <command>

Commands:
  serve           migrate, create the admin user and the examples on first start, then serve
  migrate         bring the metadata database to the latest schema and sync the builtin roles
  create-admin    create an Admin user: --username NAME [--password P] [--first-name F]
                  [--last-name L] [--email E] (no --password: LOUPE_ADMIN_PASSWORD, else generated)
  load-examples   generate the examples DuckDB database (if missing) and register it
  worker          run an async query worker (needs LOUPE_REDIS_URL)

Configuration comes from LOUPE_* environment variables (see README.md).`;

const COMMANDS = ['serve', 'migrate', 'create-admin', 'load-examples', 'worker'];

const reporter: Reporter = { announce: (line) => console.log(line) };

export async function runCli(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help' || command === '-h') {
    console.log(USAGE);
    return command === undefined ? 1 : 0;
  }
  if (!COMMANDS.includes(command)) {
    console.error(`loupe: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
    return 1;
  }
  let loaded: Config;
  try {
    loaded = loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`loupe: configuration error: ${error.message}`);
      return 2;
    }
    throw error;
  }
  const config = resolveSecretKey(loaded);
  if (command === 'worker') return worker(config);
  switch (command) {
    case 'serve':
      return serve(config);
    case 'migrate':
      return withStore(config, (store) => migrateMetadata(store, reporter));
    case 'create-admin':
      return withStore(config, (store) => createAdmin(store, config, rest));
    case 'load-examples':
      return withStore(config, async (store) => {
        await migrateMetadata(store, reporter);
        await loadExamples(store, config, reporter);
      });
    default:
      return 1;
  }
}

async function worker(config: ResolvedConfig): Promise<number> {
  if (!config.redisUrl) {
    console.log('loupe worker: not needed without LOUPE_REDIS_URL (queries run in the web process)');
    return 0;
  }
  const running = startAsyncWorker(config, {
    onError: (error, job) =>
      console.error(`loupe worker: job ${job.metadata.job_id} (${job.kind}) failed: ${String(error)}`),
  });
  console.log(
    `loupe worker: running async jobs from ${config.redisUrl} (concurrency ${config.asyncConcurrency})`,
  );
  const shutdown = (signal: string) => {
    console.log(`loupe worker: ${signal}, finishing the running jobs`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`loupe worker: shutdown failed: ${String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  return 0;
}

/** A mistake in what the user typed: reported in one line, exit code 2. */
export class CliInputError extends Error {
  override name = 'CliInputError';
}

async function withStore(
  config: ResolvedConfig,
  task: (store: MetadataStore) => Promise<void>,
): Promise<number> {
  const store = openMetadataStore(config.metadata);
  try {
    await task(store);
    return 0;
  } catch (error) {
    if (!(error instanceof CliInputError)) throw error;
    console.error(`loupe: ${error.message}`);
    return 2;
  } finally {
    await store.close();
  }
}

async function createAdmin(
  store: MetadataStore,
  config: ResolvedConfig,
  args: readonly string[],
): Promise<void> {
  const { values } = parseArgs({
    args: [...args],
    options: {
      username: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      email: { type: 'string' },
    },
  });
  if (!values.username) throw new CliInputError('create-admin needs --username NAME');
  if (await findUserByUsername(store.db, values.username)) {
    throw new CliInputError(`a user named ${JSON.stringify(values.username)} already exists`);
  }
  await migrateMetadata(store, reporter);
  const password = values.password ?? config.adminPassword ?? generatePassword();
  const user = await createUser(store.db, {
    username: values.username,
    password,
    roles: [ADMIN_ROLE],
    firstName: values['first-name'] ?? values.username,
    lastName: values['last-name'] ?? 'Admin',
    email: values.email ?? `${values.username}@loupe.invalid`,
  });
  const generated = values.password === undefined && config.adminPassword === null;
  console.log(
    generated
      ? `Admin user "${user.username}" created with password: ${password}`
      : `Admin user "${user.username}" created`,
  );
}

async function serve(config: ResolvedConfig): Promise<number> {
  const store = openMetadataStore(config.metadata);
  try {
    await prepareInstallation(store, config, reporter);
  } catch (error) {
    await store.close();
    throw error;
  }
  const app = await buildApp(config, { store });
  app.addHook('onClose', async () => store.close());
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  return 0;
}

if (import.meta.main) {
  runCli(process.argv.slice(2)).then(
    (code) => {
      if (code !== 0) process.exit(code);
    },
    (error: unknown) => {
      console.error(`loupe: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exit(1);
    },
  );
}
