// The dataset a query object runs on, as the compiler needs it. The dataset service maps its
// stored datasets onto this shape; the compiler never reads the metadata store itself.

/** Superset's GenericDataType: 0 numeric, 1 string, 2 temporal, 3 boolean. */
export type QueryGenericType = 0 | 1 | 2 | 3 | null;

export interface QueryDatasourceColumn {
  column_name: string;
  /** A calculated column's SQL; null for a physical column. */
  expression: string | null;
  /** The engine's type name (`BIGINT`, `TIMESTAMP`), null when unknown. */
  type: string | null;
  type_generic: QueryGenericType;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  python_date_format: string | null;
  verbose_name?: string | null;
}

export interface QueryDatasourceMetric {
  metric_name: string;
  expression: string;
  verbose_name: string | null;
  d3format: string | null;
}

export interface QueryDatasource {
  id: number;
  table_name: string;
  schema: string | null;
  catalog: string | null;
  /** The SQL of a virtual dataset (queried as a sub-query); null for a physical table. */
  sql: string | null;
  main_dttm_col: string | null;
  columns: readonly QueryDatasourceColumn[];
  metrics: readonly QueryDatasourceMetric[];
  /** Applied when the query object asks for it (filter value lists). */
  fetch_values_predicate: string | null;
  /** Also bound the main datetime column when the time filter is on another temporal column. */
  always_filter_main_dttm: boolean;
  /** Jinja parameters of the dataset; not rendered by the compiler (no templating yet). */
  template_params: string | null;
  /**
   * The caller's row level security conditions on this dataset (one per rule or group key),
   * ANDed to every query on it: chart data, samples, drill to detail, exports. Absent: none.
   */
  row_level_filters?: readonly string[];
}
