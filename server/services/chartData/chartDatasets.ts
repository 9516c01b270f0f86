// The dataset of a query context as the chart-data service needs it, read from the dataset and
// database services: the compiler's view of it (server/query/queryDatasource.ts), who may read
// it, its database's pool and cache timeout, and what changes the cache key.
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { QueryDatasource, QueryGenericType } from '../../query/queryDatasource.ts';
import type { DatasetForQuery } from '../datasets/datasetForQuery.ts';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../sqllab/sqlTemplates.ts';
import type { ChartDataset } from './chartDataPorts.ts';

export interface DatabaseFacts {
  pool: EnginePool;
  cacheTimeout: number | null;
  changedOn: string;
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

export function chartDatasetOf(dataset: DatasetForQuery, database: DatabaseFacts): ChartDataset {
  return {
    model: queryDatasourceOf(dataset),
    pool: database.pool,
    access: {
      datasetId: dataset.id,
      tableName: dataset.table_name,
      schema: dataset.schema,
      databaseId: dataset.database_id,
      databaseName: dataset.database_name,
      ownerIds: dataset.owners,
    },
    databaseId: dataset.database_id,
    cacheTimeout: dataset.cache_timeout,
    databaseCacheTimeout: database.cacheTimeout,
    changedOn: `${dataset.changed_on}\u0000${database.changedOn}`,
  };
}

/**
 * The dataset with its virtual SQL's Jinja rendered (Superset's template processor): the
 * dataset's template_params, the caller's macros (current_username(), …) and the query's
 * url_params. A physical dataset, or SQL without a template, comes back as it is.
 */
export function withRenderedSql(
  dataset: ChartDataset,
  user: TemplateUser,
  urlParams: Record<string, string> = {},
): ChartDataset {
  const { sql } = dataset.model;
  if (!sql) return dataset;
  const rendered = renderSqlTemplate(
    sql,
    parseTemplateParams(dataset.model.template_params),
    user,
    urlParams,
  );
  return rendered === sql ? dataset : { ...dataset, model: { ...dataset.model, sql: rendered } };
}
