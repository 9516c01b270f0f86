// The tables of charts and dashboards (migration 0007): `slices`, `slice_user`, `dashboards`,
// `dashboard_user`, `dashboard_slices` and `favstar`, typed for Kysely apart from tables.ts (as
// datasetTables.ts); repositories reach them through chartTablesOf(db). Flags are 0/1, JSON is
// text, timestamps ISO text.
import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { DatasetTables } from './datasetTables.ts';
import type { MetadataDb } from './metadataStore.ts';
import type { AuditColumns, Flag, ManagedExternallyColumns, MetadataTables } from './tables.ts';

export interface SlicesTable extends AuditColumns {
  id: Generated<number>;
  uuid: string;
  slice_name: string | null;
  viz_type: string | null;
  datasource_id: number | null;
  /** table (a dataset) or query. */
  datasource_type: string | null;
  /** JSON text of the form data. */
  params: string | null;
  /** JSON text of the query context. */
  query_context: string | null;
  description: string | null;
  /** Seconds; null: the dataset's. */
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  last_saved_at: string | null;
  last_saved_by_fk: number | null;
}

export interface SliceUserTable {
  slice_id: number;
  user_id: number;
}

export interface DashboardsTable extends AuditColumns, ManagedExternallyColumns {
  id: Generated<number>;
  uuid: string;
  dashboard_title: string | null;
  slug: string | null;
  /** JSON text of the layout (ROOT_ID, GRID_ID, ROW-…, CHART-…). */
  position_json: string | null;
  json_metadata: string | null;
  css: string | null;
  published: Flag;
  certified_by: string | null;
  certification_details: string | null;
}

export interface DashboardUserTable {
  dashboard_id: number;
  user_id: number;
}

export interface DashboardSlicesTable {
  dashboard_id: number;
  slice_id: number;
}

export interface FavstarTable {
  id: Generated<number>;
  user_id: number;
  /** slice or Dashboard, as Superset names them. */
  class_name: string;
  obj_id: number;
  dttm: string;
}

export type ChartTables = {
  slices: SlicesTable;
  slice_user: SliceUserTable;
  dashboards: DashboardsTable;
  dashboard_user: DashboardUserTable;
  dashboard_slices: DashboardSlicesTable;
  favstar: FavstarTable;
};

export type SliceRow = Selectable<SlicesTable>;
export type NewSliceRow = Insertable<SlicesTable>;
export type SliceUpdate = Updateable<SlicesTable>;
export type DashboardRow = Selectable<DashboardsTable>;
export type NewDashboardRow = Insertable<DashboardsTable>;
export type ChartDb = Kysely<MetadataTables & DatasetTables & ChartTables>;

export function chartTablesOf(db: MetadataDb): ChartDb {
  return db.withTables<DatasetTables & ChartTables>();
}
