// The payload of POST /datasource/samples (Superset's SamplesPayloadSchema, as drill to detail
// sends it: filters {col, op, val} incl. TEMPORAL_RANGE, granularity, time_range, extras with
// where / having / time_grain_sqla) as a chart query object on the dataset, the way Superset's
// get_samples hands it to a query context. A filter's col given by its verbose name is replaced
// by the column name (Superset's replace_verbose_with_column); a filter on a column the dataset
// lacks is refused (the compiler would leave it out silently).
import type { ChartQueryObject } from '../../query/normalizeQueryObject.ts';
import type { QueryDatasourceColumn } from '../../query/queryDatasource.ts';
import { badRequest } from '../shared/loupeError.ts';

export interface SampleFilter {
  col?: unknown;
  op?: unknown;
  val?: unknown;
}

export interface SamplesPayloadFields {
  filters?: readonly SampleFilter[] | null;
  granularity?: string | null;
  time_range?: string | null;
  extras?: Record<string, unknown> | null;
}

type QueryFilter = NonNullable<ChartQueryObject['filters']>[number];

function filterOf(filter: SampleFilter, columns: readonly QueryDatasourceColumn[]): QueryFilter {
  let col = filter.col;
  if (typeof col === 'string' && !columns.some((column) => column.column_name === col)) {
    const byLabel = columns.find((column) => column.verbose_name && column.verbose_name === col);
    if (!byLabel) throw badRequest(`Column ${col} does not exist`);
    col = byLabel.column_name;
  }
  if (typeof filter.op !== 'string' || filter.op === '') throw badRequest('Filter operator is required');
  return { ...filter, col, op: filter.op.toUpperCase() } as QueryFilter;
}

/** The payload's fields as one query object (filters checked against the dataset's columns). */
export function samplesQueryObject(
  payload: SamplesPayloadFields | undefined,
  columns: readonly QueryDatasourceColumn[],
): ChartQueryObject {
  const query: ChartQueryObject = {};
  if (!payload) return query;
  if (payload.filters) query.filters = payload.filters.map((filter) => filterOf(filter, columns));
  if (payload.granularity) query.granularity = payload.granularity;
  if (payload.time_range) query.time_range = payload.time_range;
  if (payload.extras) query.extras = payload.extras as ChartQueryObject['extras'];
  return query;
}
