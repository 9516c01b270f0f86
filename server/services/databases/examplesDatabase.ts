// Registers the generated examples DuckDB file as the database `examples` (idempotent).
import { randomUUID } from 'node:crypto';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseByName, insertDatabase } from '../../store/repositories/databasesRepository.ts';
import { nowIso } from '../../store/tables.ts';

export const EXAMPLES_DATABASE_NAME = 'examples';

/** Returns true when the database was registered by this call. */
export async function registerExamplesDatabase(db: MetadataDb, duckdbPath: string): Promise<boolean> {
  if (await findDatabaseByName(db, EXAMPLES_DATABASE_NAME)) return false;
  const now = nowIso();
  try {
    await insertDatabase(db, {
      uuid: randomUUID(),
      database_name: EXAMPLES_DATABASE_NAME,
      backend: 'duckdb',
      // SQLAlchemy form: three slashes, then the absolute path (which starts with a fourth).
      sqlalchemy_uri: `duckdb:///${duckdbPath}`,
      password_encrypted: null,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      allow_file_upload: 0,
      allow_multi_catalog: 0,
      disable_data_preview: 0,
      force_ctas_schema: null,
      extra: JSON.stringify({ metadata_params: {}, engine_params: {}, schemas_allowed_for_file_upload: [] }),
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    });
  } catch (error) {
    if (await findDatabaseByName(db, EXAMPLES_DATABASE_NAME)) return false;
    throw error;
  }
  return true;
}
