// Every metadata migration, in order. Static (no file provider): names sort in apply order.
import type { Migration } from 'kysely';
import type { MetadataStoreKind } from '../../config.ts';
import { securityMigration } from './m0001Security.ts';
import { databasesMigration } from './m0002Databases.ts';
import { databaseSettingsMigration } from './m0003DatabaseSettings.ts';
import { queriesMigration } from './m0004Queries.ts';
import { sqlLabStateMigration } from './m0005SqlLabState.ts';
import { datasetsMigration } from './m0006Datasets.ts';
import { chartsMigration } from './m0007Charts.ts';
import { databaseFileAccessMigration } from './m0008DatabaseFileAccess.ts';
import { securityAdminMigration } from './m0009SecurityAdmin.ts';

export function metadataMigrations(kind: MetadataStoreKind): Record<string, Migration> {
  return {
    '0001_security': securityMigration(kind),
    '0002_databases': databasesMigration(kind),
    '0003_database_settings': databaseSettingsMigration(),
    '0004_queries': queriesMigration(kind),
    '0005_sqllab_state': sqlLabStateMigration(kind),
    '0006_datasets': datasetsMigration(kind),
    '0007_charts': chartsMigration(kind),
    '0008_database_file_access': databaseFileAccessMigration(),
    '0009_security_admin': securityAdminMigration(kind),
  };
}
