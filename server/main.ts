// The `loupe` command: serve | migrate | create-admin | create-user | load-examples | worker.
// Run with Node 24 (type stripping): `npx loupe serve` or `node server/main.ts serve`.
import { buildApp } from './app.ts';
import { CliInputError, createUserFromArgs } from './cli/createUser.ts';
import { loadExamples, migrateMetadata, prepareInstallation, type Reporter } from './cli/installation.ts';
import { type Config, ConfigError, loadConfig, type ResolvedConfig } from './config.ts';
import { startAsyncWorker } from './jobs/asyncWorker.ts';
import { resolveSecretKey } from './services/security/secretKeyFile.ts';
import { type MetadataStore, openMetadataStore } from './store/metadataStore.ts';

const USAGE = `Usage: loupe <command>

Commands:
  serve           migrate, create the admin user and the examples on first start, then serve
  migrate         bring the metadata database to the latest schema and sync the builtin roles
  create-admin    create an Admin user: --username NAME [--password P] [--first-name F]
                  [--last-name L] [--email E] (no --password: LOUPE_ADMIN_PASSWORD, else generated)
  create-user     create a user: --username NAME --role ROLE [--role ROLE…] [--password P]
                  [--first-name F] [--last-name L] [--email E] (no --password:
                  LOUPE_USER_PASSWORD, else generated)
  load-examples   generate the examples DuckDB database (if missing) and register it
  worker          run an async query worker (needs LOUPE_REDIS_URL)

Configuration comes from LOUPE_* environment variables (see README.md).`;

const COMMANDS = ['serve', 'migrate', 'create-admin', 'create-user', 'load-examples', 'worker'];

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
    case 'create-user':
      return withStore(config, (store) =>
        createUserFromArgs(store, rest, {
          command,
          envPassword: command === 'create-admin' ? config.adminPassword : config.userPassword,
          migrate: () => migrateMetadata(store, reporter),
          print: (line) => console.log(line),
        }),
      );
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
