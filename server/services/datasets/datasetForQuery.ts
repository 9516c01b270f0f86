// The dataset as the chart-data layer queries it: every column and metric with the fields a
// query needs, the source (table or SQL), the database and the query options.
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { datasetNotFound, requireDataset } from './datasetReads.ts';
import { toColumn, toMetric } from './datasetShapes.ts';

export type DatasetColumn = components['schemas']['DatasetColumn'];
export type DatasetMetric = components['schemas']['DatasetMetric'];

export interface DatasetForQuery {
  id: number;
  uuid: string;
  /** '{id}__table' */
  uid: string;
  database_id: number;
  database_name: string;
  backend: string;
  catalog: string | null;
  schema: string | null;
  table_name: string;
  /** The virtual dataset's SELECT; null for a physical one. */
  sql: string | null;
  kind: 'physical' | 'virtual';
  main_dttm_col: string | null;
  cache_timeout: number | null;
  /** JSON object text. */
  template_params: string | null;
  fetch_values_predicate: string | null;
  always_filter_main_dttm: boolean;
  normalize_columns: boolean;
  filter_select_enabled: boolean;
  offset: number;
  /** JSON object text. */
  extra: string | null;
  description: string | null;
  default_endpoint: string | null;
  is_sqllab_view: boolean;
  owners: number[];
  columns: DatasetColumn[];
  metrics: DatasetMetric[];
}

/** The dataset with all its columns and metrics; 404 'Dataset does not exist' when missing. */
export async function loadDatasetForQuery(db: MetadataDb, id: number): Promise<DatasetForQuery> {
  const d = await requireDataset(db, id, datasetNotFound);
  return {
    id: d.id,
    uuid: d.uuid,
    uid: `${d.id}__table`,
    database_id: d.database_id,
    database_name: d.database_name,
    backend: d.backend,
    catalog: d.catalog,
    schema: d.schema,
    table_name: d.table_name,
    sql: d.sql || null,
    kind: d.sql ? 'virtual' : 'physical',
    main_dttm_col: d.main_dttm_col,
    cache_timeout: d.cache_timeout,
    template_params: d.template_params,
    fetch_values_predicate: d.fetch_values_predicate,
    always_filter_main_dttm: d.always_filter_main_dttm === 1,
    normalize_columns: d.normalize_columns === 1,
    filter_select_enabled: d.filter_select_enabled === 1,
    offset: d.offset,
    extra: d.extra,
    description: d.description,
    default_endpoint: d.default_endpoint,
    is_sqllab_view: d.is_sqllab_view === 1,
    owners: d.owners.map((o) => o.id),
    columns: d.columns.map(toColumn),
    metrics: d.metrics.map(toMetric),
  };
}
