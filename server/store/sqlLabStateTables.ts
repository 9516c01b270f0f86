// The tables of SQL Lab's saved state (migration 0005): `tab_state`, `table_schema` and
// `saved_query`, typed for Kysely apart from tables.ts; repositories reach them through
// sqlLabStateTablesOf(db). latest_query_id is the query's client id, with no foreign key (as
// Superset's tab_state keeps it).
import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from './metadataStore.ts';
import type { AuditColumns, Flag, MetadataTables } from './tables.ts';

export interface TabStateTable {
  id: Generated<number>;
  user_id: number;
  label: string | null;
  active: Flag;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query_id: string | null;
  autorun: Flag;
  template_params: string | null;
  hide_left_bar: Flag;
  saved_query_id: number | null;
  /** JSON object text, e.g. {"updatedAt": …, "version": …}. */
  extra_json: string | null;
  created_on: string;
  changed_on: string;
}

export interface TableSchemaTable {
  id: Generated<number>;
  tab_state_id: number;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  table: string;
  /** JSON text of the table entry the client posted. */
  description: string | null;
  expanded: Flag;
  created_on: string;
  changed_on: string;
}

export interface SavedQueryTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  rows: number | null;
  last_run: string | null;
}

export type SqlLabStateTables = {
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  saved_query: SavedQueryTable;
};

export type TabStateRow = Selectable<TabStateTable>;
export type NewTabStateRow = Insertable<TabStateTable>;
export type TabStateUpdate = Updateable<TabStateTable>;
export type TableSchemaRow = Selectable<TableSchemaTable>;
export type NewTableSchemaRow = Insertable<TableSchemaTable>;
export type SavedQueryRow = Selectable<SavedQueryTable>;
export type NewSavedQueryRow = Insertable<SavedQueryTable>;
export type SavedQueryUpdate = Updateable<SavedQueryTable>;
export type SqlLabStateDb = Kysely<MetadataTables & SqlLabStateTables>;

export function sqlLabStateTablesOf(db: MetadataDb): SqlLabStateDb {
  return db.withTables<SqlLabStateTables>();
}
