// The reply item of each result type, as Superset's query_actions: columns and timegrains list
// metadata, query gives the SQL, results only the data, and full / samples / drill_detail /
// post_processed everything get_df_payload knows about the run.

import type { ChartDataResponse, ChartDataResultFormat } from './chartDataTypes.ts';
import type { QueryPayload } from './queryPayload.ts';

type ResponseItem = ChartDataResponse['result'][number];

export function queryItem(sql: string): ResponseItem {
  return { query: sql, language: 'sql' };
}

/** Superset's label_map: a flattened column's name split back into its parts. */
function labelMap(columns: readonly string[]): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const column of columns) map[column] = column.split(/(?<!\\), /);
  return map;
}

export function fullItem(payload: QueryPayload, resultFormat: ChartDataResultFormat): ResponseItem {
  const { result } = payload;
  const { frame } = result;
  return {
    cache_key: payload.cacheKey,
    cached_dttm: payload.isCached ? result.cachedDttm : null,
    cache_timeout: payload.cacheTimeout,
    is_cached: payload.isCached,
    query: result.query,
    language: 'sql',
    status: 'success',
    error: null,
    stacktrace: null,
    rowcount: result.rowcount,
    sql_rowcount: result.sqlRowcount,
    from_dttm: result.fromDttm,
    to_dttm: result.toDttm,
    colnames: frame.columns,
    indexnames: frame.rows.map((_, i) => i),
    coltypes: frame.types.map((type) => type ?? 1),
    label_map: labelMap(frame.columns),
    data: frame.rows,
    result_format: resultFormat,
    applied_template_filters: [],
    applied_filters: result.appliedFilters.map((filter) => ({ ...filter })),
    rejected_filters: result.rejectedFilters.map((filter) => ({ ...filter })),
    annotation_data: {},
  };
}

export function resultsItem(payload: QueryPayload): ResponseItem {
  const { result } = payload;
  return {
    data: result.frame.rows,
    colnames: result.frame.columns,
    coltypes: result.frame.types.map((type) => type ?? 1),
    rowcount: result.rowcount,
    sql_rowcount: result.sqlRowcount,
  };
}
