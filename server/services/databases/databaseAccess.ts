// Which databases, schemas and tables a caller sees through the database API, as Superset 3.1:
// the list and GET by id behind DatabaseFilter (a database not granted in any way is a 404), the
// schemas of get_schemas_accessible_by_user, the tables of get_datasources_accessible_by_user, and
// table metadata / SELECT * behind check_datasource_access (404 for a table the caller may not
// read). Database access (or all_database_access / all_datasource_access) shows everything.
import type { EngineSpec } from '../../engines/engineSpec.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import {
  databaseHoldsDatasets,
  physicalDatasetsOf,
  schemasOfDatasets,
} from '../../store/repositories/datasetsRepository.ts';
import type { DatabaseRow } from '../../store/tables.ts';
import {
  accessibleSchemas,
  canAccessDatabase,
  canAccessSchema,
  dataGrantsOf,
  visibleDatabases,
} from '../security/dataAccess.ts';
import type { Principal } from '../security/principal.ts';
import { notFound } from '../shared/loupeError.ts';

/** 404 unless the caller may see the database (DatabaseFilter). */
export async function assertDatabaseVisible(
  db: MetadataDb,
  principal: Principal,
  row: DatabaseRow,
): Promise<void> {
  const visible = visibleDatabases(principal);
  if (visible === null) return;
  if (visible.databaseIds.includes(row.id) || visible.databaseNames.includes(row.database_name)) return;
  if (await databaseHoldsDatasets(db, row.id, visible.datasetIds)) return;
  throw notFound();
}

export async function visibleSchemas(
  db: MetadataDb,
  principal: Principal,
  row: DatabaseRow,
  schemas: readonly string[],
): Promise<string[]> {
  if (canAccessDatabase(principal, row)) return [...schemas];
  const datasetSchemas = await schemasOfDatasets(db, row.id, [...dataGrantsOf(principal).datasetIds]);
  return accessibleSchemas(principal, row, schemas, datasetSchemas);
}

/** The tables of one schema the caller may read: all with schema access, else those of granted datasets. */
export async function visibleTables<T extends { value: string }>(
  db: MetadataDb,
  principal: Principal,
  row: DatabaseRow,
  spec: EngineSpec,
  schema: string,
  tables: readonly T[],
): Promise<T[]> {
  if (canAccessSchema(principal, row, schema)) return [...tables];
  const readable = await readableTableNames(db, principal, row, spec, schema);
  return tables.filter((table) => readable.has(fold(spec, table.value)));
}

export async function assertTableVisible(
  db: MetadataDb,
  principal: Principal,
  row: DatabaseRow,
  spec: EngineSpec,
  schema: string | null,
  table: string,
): Promise<void> {
  if (canAccessSchema(principal, row, schema)) return;
  const readable = await readableTableNames(db, principal, row, spec, schema);
  if (!readable.has(fold(spec, table))) throw notFound();
}

function fold(spec: EngineSpec, name: string): string {
  return spec.caseSensitiveNames ? name : name.toLowerCase();
}

async function readableTableNames(
  db: MetadataDb,
  principal: Principal,
  row: DatabaseRow,
  spec: EngineSpec,
  schema: string | null,
): Promise<Set<string>> {
  const grants = dataGrantsOf(principal);
  const datasets = await physicalDatasetsOf(db, row.id);
  return new Set(
    datasets
      .filter(
        (dataset) => (dataset.schema ?? null) === schema || (schema !== null && dataset.schema === null),
      )
      .filter((dataset) => grants.datasetIds.has(dataset.id) || dataset.ownerIds.includes(principal.user.id))
      .map((dataset) => fold(spec, dataset.table_name)),
  );
}
