// SQL Lab tab states and their table schemas. Writes touching several rows (activating a tab,
// creating one, replacing a table) run in one transaction.
import type { MetadataDb } from '../metadataStore.ts';
import {
  type NewTableSchemaRow,
  type NewTabStateRow,
  sqlLabStateTablesOf,
  type TableSchemaRow,
  type TabStateRow,
  type TabStateUpdate,
} from '../sqlLabStateTables.ts';

export async function findTabState(db: MetadataDb, id: number): Promise<TabStateRow | undefined> {
  return sqlLabStateTablesOf(db).selectFrom('tab_state').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function tabStatesOf(db: MetadataDb, userId: number): Promise<TabStateRow[]> {
  return sqlLabStateTablesOf(db)
    .selectFrom('tab_state')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'asc')
    .execute();
}

export async function tableSchemasOf(db: MetadataDb, tabStateId: number): Promise<TableSchemaRow[]> {
  return sqlLabStateTablesOf(db)
    .selectFrom('table_schema')
    .selectAll()
    .where('tab_state_id', '=', tabStateId)
    .orderBy('id', 'asc')
    .execute();
}

/** Inserts the tab as the user's only active one. */
export async function insertActiveTabState(db: MetadataDb, row: NewTabStateRow): Promise<TabStateRow> {
  return db.transaction().execute(async (trx) => {
    const t = sqlLabStateTablesOf(trx);
    await t.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', row.user_id).execute();
    return t
      .insertInto('tab_state')
      .values({ ...row, active: 1 })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export async function updateTabState(db: MetadataDb, id: number, changes: TabStateUpdate): Promise<void> {
  await db
    .transaction()
    .execute(async (trx) =>
      sqlLabStateTablesOf(trx).updateTable('tab_state').set(changes).where('id', '=', id).execute(),
    );
}

/** Makes this tab the user's only active one. */
export async function activateTabState(db: MetadataDb, id: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = sqlLabStateTablesOf(trx);
    await t.updateTable('tab_state').set({ active: 0 }).where('user_id', '=', userId).execute();
    await t.updateTable('tab_state').set({ active: 1 }).where('id', '=', id).execute();
  });
}

/** Deletes the tab and its table schemas. */
export async function deleteTabState(db: MetadataDb, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const t = sqlLabStateTablesOf(trx);
    await t.deleteFrom('table_schema').where('tab_state_id', '=', id).execute();
    await t.deleteFrom('tab_state').where('id', '=', id).execute();
  });
}

export async function findTableSchema(db: MetadataDb, id: number): Promise<TableSchemaRow | undefined> {
  return sqlLabStateTablesOf(db)
    .selectFrom('table_schema')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Replaces the same table (database, schema, name) of the tab with this row. */
export async function replaceTableSchema(db: MetadataDb, row: NewTableSchemaRow): Promise<TableSchemaRow> {
  return db.transaction().execute(async (trx) => {
    const t = sqlLabStateTablesOf(trx);
    let same = t
      .deleteFrom('table_schema')
      .where('tab_state_id', '=', row.tab_state_id)
      .where('table', '=', row.table);
    same =
      row.database_id == null
        ? same.where('database_id', 'is', null)
        : same.where('database_id', '=', row.database_id);
    same = row.schema == null ? same.where('schema', 'is', null) : same.where('schema', '=', row.schema);
    await same.execute();
    return t.insertInto('table_schema').values(row).returningAll().executeTakeFirstOrThrow();
  });
}

export async function setTableSchemaExpanded(db: MetadataDb, id: number, expanded: boolean): Promise<void> {
  await sqlLabStateTablesOf(db)
    .updateTable('table_schema')
    .set({ expanded: expanded ? 1 : 0, changed_on: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
}

export async function deleteTableSchema(db: MetadataDb, id: number): Promise<void> {
  await sqlLabStateTablesOf(db).deleteFrom('table_schema').where('id', '=', id).execute();
}
