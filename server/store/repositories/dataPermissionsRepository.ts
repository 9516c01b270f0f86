// The permission-view pairs of data objects, kept with the objects in the same transaction as
// Superset's security manager does on its SQLAlchemy events: a database gets `database_access`
// on `[name].(id:N)`, a dataset `datasource_access` on `[db].[table](id:N)` and its schema
// `schema_access` on `[db].[schema]`; renaming a database renames all three kinds, renaming or
// moving a dataset renames its pair, deleting an object deletes its pairs (and so the grants of
// them, which cascade). syncDataPermissions creates what is missing for existing objects.
import {
  DATABASE_ACCESS,
  DATASOURCE_ACCESS,
  databasePermissionView,
  datasetPermissionView,
  SCHEMA_ACCESS,
  schemaPermissionView,
} from '../../../lib/security/dataPermissions.ts';
import { datasetTablesOf } from '../datasetTables.ts';
import type { MetadataDb } from '../metadataStore.ts';

export async function ensurePair(db: MetadataDb, permission: string, view: string): Promise<void> {
  await db
    .insertInto('permission_view')
    .values({ permission, view_menu: view })
    .onConflict((oc) => oc.columns(['permission', 'view_menu']).doNothing())
    .execute();
}

async function deletePair(db: MetadataDb, permission: string, view: string): Promise<void> {
  await db
    .deleteFrom('permission_view')
    .where('permission', '=', permission)
    .where('view_menu', '=', view)
    .execute();
}

/** Renames the pair's view; when a pair of the new name exists already, the old one goes (Superset). */
async function renamePair(db: MetadataDb, permission: string, from: string, to: string): Promise<void> {
  if (from === to) return;
  const existing = await db
    .selectFrom('permission_view')
    .select('id')
    .where('permission', '=', permission)
    .where('view_menu', '=', to)
    .executeTakeFirst();
  if (existing) await deletePair(db, permission, from);
  else {
    const renamed = await db
      .updateTable('permission_view')
      .set({ view_menu: to })
      .where('permission', '=', permission)
      .where('view_menu', '=', from)
      .executeTakeFirst();
    if (Number(renamed.numUpdatedRows) === 0) await ensurePair(db, permission, to);
  }
}

/** The schema pairs of a database (`[name].[…]`). */
async function schemaViewsOf(db: MetadataDb, databaseName: string): Promise<string[]> {
  const prefix = `[${databaseName}].[`;
  const rows = await db
    .selectFrom('permission_view')
    .select('view_menu')
    .where('permission', '=', SCHEMA_ACCESS)
    .execute();
  return rows.map((row) => row.view_menu).filter((view) => view.startsWith(prefix) && view.endsWith(']'));
}

export async function databaseCreated(db: MetadataDb, database: { id: number; database_name: string }) {
  await ensurePair(db, DATABASE_ACCESS, databasePermissionView(database.database_name, database.id));
}

/** After a database's rename: its database, schema and dataset pairs follow the new name. */
export async function databaseRenamed(db: MetadataDb, id: number, from: string, to: string): Promise<void> {
  if (from === to) return;
  await renamePair(db, DATABASE_ACCESS, databasePermissionView(from, id), databasePermissionView(to, id));
  for (const view of await schemaViewsOf(db, from)) {
    await renamePair(db, SCHEMA_ACCESS, view, `[${to}]${view.slice(from.length + 2)}`);
  }
  const datasets = await datasetTablesOf(db)
    .selectFrom('datasets')
    .select(['id', 'table_name'])
    .where('database_id', '=', id)
    .execute();
  for (const dataset of datasets) {
    await renamePair(
      db,
      DATASOURCE_ACCESS,
      datasetPermissionView(from, dataset.table_name, dataset.id),
      datasetPermissionView(to, dataset.table_name, dataset.id),
    );
  }
}

export async function databaseDeleted(db: MetadataDb, database: { id: number; database_name: string }) {
  await deletePair(db, DATABASE_ACCESS, databasePermissionView(database.database_name, database.id));
  for (const view of await schemaViewsOf(db, database.database_name))
    await deletePair(db, SCHEMA_ACCESS, view);
}

export async function schemasSeen(db: MetadataDb, databaseName: string, schemas: readonly string[]) {
  for (const schema of schemas)
    await ensurePair(db, SCHEMA_ACCESS, schemaPermissionView(databaseName, schema));
}

export interface DatasetPermissionFacts {
  id: number;
  table_name: string;
  schema: string | null;
  databaseName: string;
}

export async function datasetCreated(db: MetadataDb, dataset: DatasetPermissionFacts): Promise<void> {
  await ensurePair(
    db,
    DATASOURCE_ACCESS,
    datasetPermissionView(dataset.databaseName, dataset.table_name, dataset.id),
  );
  if (dataset.schema)
    await ensurePair(db, SCHEMA_ACCESS, schemaPermissionView(dataset.databaseName, dataset.schema));
}

export async function datasetChanged(
  db: MetadataDb,
  before: DatasetPermissionFacts,
  after: DatasetPermissionFacts,
): Promise<void> {
  await renamePair(
    db,
    DATASOURCE_ACCESS,
    datasetPermissionView(before.databaseName, before.table_name, before.id),
    datasetPermissionView(after.databaseName, after.table_name, after.id),
  );
  if (after.schema)
    await ensurePair(db, SCHEMA_ACCESS, schemaPermissionView(after.databaseName, after.schema));
}

export async function datasetDeleted(db: MetadataDb, dataset: DatasetPermissionFacts): Promise<void> {
  await deletePair(
    db,
    DATASOURCE_ACCESS,
    datasetPermissionView(dataset.databaseName, dataset.table_name, dataset.id),
  );
}

/** What the pair maintenance reads of datasets, with their databases' names. */
export async function datasetPermissionFacts(
  db: MetadataDb,
  ids: readonly number[],
): Promise<DatasetPermissionFacts[]> {
  if (ids.length === 0) return [];
  const t = datasetTablesOf(db);
  return t
    .selectFrom('datasets')
    .innerJoin('databases', 'databases.id', 'datasets.database_id')
    .select([
      'datasets.id',
      'datasets.table_name',
      'datasets.schema',
      'databases.database_name as databaseName',
    ])
    .where('datasets.id', 'in', [...ids])
    .execute();
}

/** Creates the pairs every existing database, dataset and dataset schema should have (start-up). */
export async function syncDataPermissions(db: MetadataDb): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const databases = await trx.selectFrom('databases').select(['id', 'database_name']).execute();
    for (const database of databases) await databaseCreated(trx, database);
    const ids = await datasetTablesOf(trx).selectFrom('datasets').select('id').execute();
    for (const dataset of await datasetPermissionFacts(
      trx,
      ids.map((row) => row.id),
    )) {
      await datasetCreated(trx, dataset);
    }
  });
}
