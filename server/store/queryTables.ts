// The tables of SQL Lab's execution (migration 0004): `query` and `key_value`, typed for Kysely
// apart from tables.ts; repositories reach them through queryTablesOf(db).
import type { Generated, Kysely, Selectable, Updateable } from 'kysely';
import type { MetadataDb } from './metadataStore.ts';
import type { Flag, MetadataTables } from './tables.ts';

export type QueryStatus =
  | 'started'
  | 'stopped'
  | 'failed'
  | 'pending'
  | 'running'
  | 'scheduled'
  | 'success'
  | 'fetching'
  | 'timed_out';

export type QueryTable = {
  id: Generated<number>;
  client_id: string;
  database_id: number;
  tmp_table_name: string | null;
  tmp_schema_name: string | null;
  user_id: number | null;
  status: QueryStatus;
  tab_name: string | null;
  sql_editor_id: string | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  select_sql: string | null;
  executed_sql: string | null;
  limit: number | null;
  limiting_factor: string;
  select_as_cta: Flag;
  select_as_cta_used: Flag;
  ctas_method: string | null;
  progress: number;
  rows: number | null;
  error_message: string | null;
  results_key: string | null;
  /** ms since the epoch */
  start_time: number | null;
  start_running_time: number | null;
  end_time: number | null;
  end_result_backend_time: number | null;
  tracking_url: string | null;
  /** JSON object text (progress messages, CTAS details) */
  extra_json: string | null;
  /** ISO-8601 UTC */
  changed_on: string;
};

export type KeyValueTable = {
  id: Generated<number>;
  resource: string;
  uuid: string;
  value: string;
  created_on: string;
  created_by_fk: number | null;
  expires_on: string | null;
};

export type QueryTables = {
  query: QueryTable;
  key_value: KeyValueTable;
};

export type QueryRow = Selectable<QueryTable>;
export type QueryUpdate = Updateable<QueryTable>;
export type QueryDb = Kysely<MetadataTables & QueryTables>;

export function queryTablesOf(db: MetadataDb): QueryDb {
  return db.withTables<QueryTables>();
}
