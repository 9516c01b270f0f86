// The dataset of a query context as the chart-data service needs it, read from the dataset and
// database services: the compiler's view of it (server/query/queryDatasource.ts), who may read
// it, its database's pool and cache timeout, and what changes the cache key.
import type { EnginePool } from '../../engines/engineSpec.ts';
import type { QueryDatasource } from '../../query/queryDatasource.ts';
import { type DatasetForQuery, queryDatasourceOf } from '../datasets/datasetForQuery.ts';
import { parseTemplateParams, renderSqlTemplate, type TemplateUser } from '../sqllab/sqlTemplates.ts';
import type { ChartDataset } from './chartDataPorts.ts';

export interface DatabaseFacts {
  pool: EnginePool;
  cacheTimeout: number | null;
  changedOn: string;
  /** The database's "Allow file access" (0/1), for SQL containment. */
  allowFileAccess: number;
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
    allowFileAccess: database.allowFileAccess,
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

/** Models with row level conditions, per model and conditions: equal callers share one model (and its compiles). */
const securedModels = new WeakMap<QueryDatasource, Map<string, QueryDatasource>>();

/**
 * The dataset model carrying the caller's row level security conditions (the compiler ANDs them
 * to every query; the compiled SQL, so the cache key, differs between callers with different
 * conditions). No condition: the dataset as it is.
 */
export function withRowLevelFilters(dataset: ChartDataset, filters: readonly string[]): ChartDataset {
  if (filters.length === 0) return dataset;
  let byFilters = securedModels.get(dataset.model);
  if (!byFilters) {
    byFilters = new Map();
    securedModels.set(dataset.model, byFilters);
  }
  const key = JSON.stringify(filters);
  let model = byFilters.get(key);
  if (!model) {
    model = { ...dataset.model, row_level_filters: [...filters] };
    byFilters.set(key, model);
  }
  return { ...dataset, model };
}
