// Every metadata migration, in order. Static (no file provider): names sort in apply order.
import type { Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { securityMigration } from './m0001Security.ts';
import { databasesMigration } from './m0002Databases.ts';
import { databaseSettingsMigration } from './m0003DatabaseSettings.ts';

export function metadataMigrations(kind: MetadataStoreKind): Record<string, Migration> {
  return {
    '0001_security': securityMigration(kind),
    '0002_databases': databasesMigration(kind),
    '0003_database_settings': databaseSettingsMigration(),
  };
}
