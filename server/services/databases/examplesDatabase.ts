// Registers the generated examples DuckDB file as the database `examples` (idempotent). With
// Redis (LOUPE_REDIS_URL: `loupe worker` processes run the async queries) it is opened read-only,
// because DuckDB lets several processes open a file together only when each opens it read-only;
// a single process keeps it writable (an admin may allow CTAS or DML on it, as in Superset).
import { randomUUID } from 'node:crypto';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findDatabaseByName, insertDatabase } from '../../store/repositories/databasesRepository.ts';
import type { NewDatabaseRow } from '../../store/tables.ts';
import { nowIso } from '../../store/tables.ts';

export const EXAMPLES_DATABASE_NAME = 'examples';

/** The examples' URI: SQLAlchemy form (three slashes, then the absolute path). */
export function examplesUri(duckdbPath: string, readOnly: boolean): string {
  return `duckdb:///${duckdbPath}${readOnly ? '?access_mode=read_only' : ''}`;
}

function insertDatabaseWithPairs(db: MetadataDb, row: NewDatabaseRow) {
  return db.transaction().execute((trx) => insertDatabase(trx, row));
}

/** Returns true when the database was registered by this call. */
export async function registerExamplesDatabase(
  db: MetadataDb,
  duckdbPath: string,
  options: { readOnly?: boolean } = {},
): Promise<boolean> {
  if (await findDatabaseByName(db, EXAMPLES_DATABASE_NAME)) return false;
  const now = nowIso();
  try {
    await insertDatabaseWithPairs(db, {
      uuid: randomUUID(),
      database_name: EXAMPLES_DATABASE_NAME,
      backend: 'duckdb',
      sqlalchemy_uri: examplesUri(duckdbPath, options.readOnly === true),
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
