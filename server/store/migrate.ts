// Brings the metadata database to the latest schema. Safe to run from several processes at
// once (Kysely's migration lock) and again and again (applied migrations are skipped).
import { Migrator } from 'kysely';
import type { MetadataStore } from './metadataStore.ts';
import { metadataMigrations } from './migrations/index.ts';

export interface MigrationOutcome {
  applied: string[];
}

export async function migrateToLatest(store: MetadataStore): Promise<MigrationOutcome> {
  const migrations = metadataMigrations(store.kind);
  const migrator = new Migrator({
    db: store.db,
    provider: { getMigrations: async () => migrations },
    migrationTableName: 'loupe_migration',
    migrationLockTableName: 'loupe_migration_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`metadata migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`, {
      cause: error,
    });
  }
  return { applied: (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName) };
}
