// The dataset as the chart-data layer queries it: every column and metric with the fields a
// query needs, the source (table or SQL), the database and the query options.
import type { components } from '../../../src/api/schema.gen.ts';
import type { QueryDatasource, QueryGenericType } from '../../query/queryDatasource.ts';
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
  /** When the dataset last changed (part of the chart-data cache key). */
  changed_on: string;
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
    changed_on: d.changed_on,
    columns: d.columns.map(toColumn),
    metrics: d.metrics.map(toMetric),
  };
}

/** One model per dataset read (the dataset service keeps a read for a moment): compiles are memoised per model. */
const models = new WeakMap<DatasetForQuery, QueryDatasource>();

export function queryDatasourceOf(dataset: DatasetForQuery): QueryDatasource {
  let model = models.get(dataset);
  if (!model) {
    model = toQueryDatasource(dataset);
    models.set(dataset, model);
  }
  return model;
}

function toQueryDatasource(dataset: DatasetForQuery): QueryDatasource {
  return {
    id: dataset.id,
    table_name: dataset.table_name,
    schema: dataset.schema,
    catalog: dataset.catalog,
    sql: dataset.sql,
    main_dttm_col: dataset.main_dttm_col,
    columns: dataset.columns.map((column) => ({
      column_name: column.column_name,
      expression: column.expression || null,
      type: column.type ?? null,
      type_generic: (column.type_generic ?? null) as QueryGenericType,
      is_dttm: column.is_dttm === true,
      filterable: column.filterable !== false,
      groupby: column.groupby !== false,
      python_date_format: column.python_date_format ?? null,
      verbose_name: column.verbose_name ?? null,
    })),
    metrics: dataset.metrics.map((metric) => ({
      metric_name: metric.metric_name,
      expression: metric.expression,
      verbose_name: metric.verbose_name ?? null,
      d3format: metric.d3format ?? null,
    })),
    fetch_values_predicate: dataset.fetch_values_predicate,
    always_filter_main_dttm: dataset.always_filter_main_dttm,
    template_params: dataset.template_params,
  };
}
