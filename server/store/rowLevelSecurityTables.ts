// Typed rows of the row level security tables (migration 0009): Superset's
// row_level_security_filters, rls_filter_tables (datasets) and rls_filter_roles.
import type { Generated, Kysely, Selectable } from 'kysely';
import type { DatasetTables } from './datasetTables.ts';
import type { MetadataDb } from './metadataStore.ts';
import type { MetadataTables } from './tables.ts';

export interface RowLevelSecurityFiltersTable {
  id: Generated<number>;
  name: string;
  /** Regular or Base. */
  filter_type: string;
  group_key: string | null;
  clause: string;
  description: string | null;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

export interface RlsFilterTablesTable {
  rls_filter_id: number;
  table_id: number;
}

export interface RlsFilterRolesTable {
  rls_filter_id: number;
  role_id: number;
}

export type RowLevelSecurityTables = {
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_tables: RlsFilterTablesTable;
  rls_filter_roles: RlsFilterRolesTable;
};

export type RlsFilterRow = Selectable<RowLevelSecurityFiltersTable>;
export type RlsDb = Kysely<MetadataTables & DatasetTables & RowLevelSecurityTables>;

export function rlsTablesOf(db: MetadataDb): RlsDb {
  return db.withTables<DatasetTables & RowLevelSecurityTables>();
}
