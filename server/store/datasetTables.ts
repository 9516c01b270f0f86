// The tables of datasets (migration 0006): `datasets`, `dataset_columns`, `dataset_metrics` and
// `dataset_owners`, typed for Kysely apart from tables.ts (as sqlLabStateTables.ts); repositories
// reach them through datasetTablesOf(db). Flags are 0/1, JSON is text, timestamps ISO text.
import type { Generated, Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from './metadataStore.ts';
import type { AuditColumns, Flag, ManagedExternallyColumns, MetadataTables } from './tables.ts';

export interface DatasetsTable extends AuditColumns, ManagedExternallyColumns {
  id: Generated<number>;
  uuid: string;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  /** The SELECT of a virtual dataset; null (or '') for a physical one. */
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: number;
  /** Seconds; null: the database's default. */
  cache_timeout: number | null;
  is_sqllab_view: Flag;
  /** JSON object text. */
  template_params: string | null;
  fetch_values_predicate: string | null;
  filter_select_enabled: Flag;
  normalize_columns: Flag;
  always_filter_main_dttm: Flag;
  /** JSON object text (certification, warning_markdown). */
  extra: string | null;
}

export interface DatasetColumnsTable {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  column_name: string;
  verbose_name: string | null;
  description: string | null;
  expression: string | null;
  type: string | null;
  advanced_data_type: string | null;
  filterable: Flag;
  groupby: Flag;
  is_active: Flag;
  is_dttm: Flag;
  python_date_format: string | null;
  extra: string | null;
  /** Order of the columns as the engine or the editor gave them. */
  position: number;
  created_on: string;
  changed_on: string;
}

export interface DatasetMetricsTable {
  id: Generated<number>;
  uuid: string;
  dataset_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  /** JSON text, e.g. {"symbol":"EUR","symbolPosition":"suffix"}. */
  currency: string | null;
  extra: string | null;
  warning_text: string | null;
  position: number;
  created_on: string;
  changed_on: string;
}

export interface DatasetOwnersTable {
  dataset_id: number;
  user_id: number;
}

export type DatasetTables = {
  datasets: DatasetsTable;
  dataset_columns: DatasetColumnsTable;
  dataset_metrics: DatasetMetricsTable;
  dataset_owners: DatasetOwnersTable;
};

export type DatasetRow = Selectable<DatasetsTable>;
export type NewDatasetRow = Insertable<DatasetsTable>;
export type DatasetUpdate = Updateable<DatasetsTable>;
export type DatasetColumnRow = Selectable<DatasetColumnsTable>;
export type NewDatasetColumnRow = Insertable<DatasetColumnsTable>;
export type DatasetMetricRow = Selectable<DatasetMetricsTable>;
export type NewDatasetMetricRow = Insertable<DatasetMetricsTable>;
export type DatasetDb = Kysely<MetadataTables & DatasetTables>;

export function datasetTablesOf(db: MetadataDb): DatasetDb {
  return db.withTables<DatasetTables>();
}
