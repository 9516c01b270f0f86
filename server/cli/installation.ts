// What `loupe serve` and `loupe migrate` do before serving: bring the metadata database to the
// latest schema, sync the builtin roles, create the admin user on first start and provide the
// examples database. Cheap when there is nothing to do (later starts).
import { mkdirSync } from 'node:fs';
import type { ResolvedConfig } from '../config.ts';
import { ensureExamples } from '../examples/generateExamples.ts';
import { registerExamplesDatabase } from '../services/databases/examplesDatabase.ts';
import { ensureAdminUser } from '../services/security/firstStart.ts';
import { syncBuiltinRoles } from '../services/security/roleSync.ts';
import type { MetadataStore } from '../store/metadataStore.ts';
import { migrateToLatest } from '../store/migrate.ts';
import { syncDataPermissions } from '../store/repositories/dataPermissionsRepository.ts';

export interface Reporter {
  /** A line for the person starting Loupe (stdout). */
  announce(line: string): void;
}

export async function migrateMetadata(store: MetadataStore, reporter: Reporter): Promise<void> {
  const { applied } = await migrateToLatest(store);
  if (applied.length > 0) reporter.announce(`Applied metadata migrations: ${applied.join(', ')}`);
  await syncBuiltinRoles(store.db);
  // Databases and datasets made before their permission pairs existed get them now.
  await syncDataPermissions(store.db);
}

/**
 * Generates the examples file when missing and registers it as `examples`. With `onlyIfNew`
 * (later starts) an existing file is not registered again, so a deleted `examples` database
 * stays deleted; `loupe load-examples` always registers it.
 */
export async function loadExamples(
  store: MetadataStore,
  config: ResolvedConfig,
  reporter: Reporter,
  options: { onlyIfNew?: boolean } = {},
): Promise<void> {
  const started = Date.now();
  const { path, generated } = await ensureExamples(config.dataDir);
  if (generated) reporter.announce(`Generated the examples database ${path} in ${Date.now() - started} ms`);
  if (options.onlyIfNew && !generated) return;
  // Worker processes open the file too when Redis is configured: read-only, so all can.
  const registered = await registerExamplesDatabase(store.db, path, { readOnly: config.redisUrl !== null });
  if (registered) reporter.announce('Registered the database "examples"');
}

export async function prepareInstallation(
  store: MetadataStore,
  config: ResolvedConfig,
  reporter: Reporter,
): Promise<void> {
  await migrateMetadata(store, reporter);
  // Where SQLite / DuckDB files to analyse go (LOUPE_FILE_DATABASES_DIR): there from the start.
  if (config.preventUnsafeDbConnections) mkdirSync(config.fileDatabasesDir, { recursive: true });
  const firstStart = await ensureAdminUser(store.db, config.adminPassword, reporter.announce);
  if (config.loadExamples) await loadExamples(store, config, reporter, { onlyIfNew: !firstStart });
}
