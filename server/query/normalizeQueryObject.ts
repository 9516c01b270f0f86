// A query object with Superset's renamed fields folded in (groupby → columns, granularity_sqla →
// granularity, timeseries_limit[_metric] → series_limit[_metric], where / having → extras) and
// its defaults applied (order_desc true, is_timeseries when __timestamp is a column). Pure.
import type { components } from '../../src/api/schema.gen.ts';
import type { ChartFilter } from './filterClauses.ts';
import type { AdhocColumn, AdhocMetric, ChartColumn, ChartMetric } from './selectItems.ts';

export type ChartQueryObject = components['schemas']['ChartDataQueryObject'];
export type OrderByItem = string | AdhocMetric | AdhocColumn;

export interface NormalizedQuery {
  columns: ChartColumn[];
  /** null when the query object has no metrics at all (raw rows); [] still groups. */
  metrics: ChartMetric[] | null;
  filters: ChartFilter[];
  granularity: string | null;
  timeRange: string | null;
  /** The query object's own time_shift (a time offset). */
  timeShift: string | null;
  timeGrain: string | null;
  where: string | null;
  having: string | null;
  relativeStart: string | null;
  relativeEnd: string | null;
  orderby: [OrderByItem, boolean][];
  orderDesc: boolean;
  isTimeseries: boolean;
  rowLimit: number | null;
  rowOffset: number | null;
  seriesColumns: ChartColumn[];
  seriesLimit: number;
  seriesLimitMetric: ChartMetric | null;
  applyFetchValuesPredicate: boolean;
  /** Count the rows of the query instead (table charts' server pagination). */
  isRowcount: boolean;
  appliedTimeExtras: Record<string, unknown> | null;
}

export const DTTM_ALIAS = '__timestamp';

/** The time_range, else the value of the first TEMPORAL_RANGE filter (Superset's fallback). */
function timeRangeOf(query: ChartQueryObject): string | null {
  if (query.time_range) return query.time_range;
  const temporal = (query.filters ?? []).find((filter) => filter.op === 'TEMPORAL_RANGE');
  return typeof temporal?.val === 'string' ? temporal.val : null;
}

/**
 * The filters, with the query object's time_range as the value of every TEMPORAL_RANGE filter
 * when it has one (Superset's QueryContextFactory._apply_filters).
 */
function filtersOf(query: ChartQueryObject): ChartFilter[] {
  const filters = (query.filters ?? []).filter((filter): filter is ChartFilter => Boolean(filter));
  const timeRange = query.time_range;
  if (!timeRange) return filters;
  return filters.map((filter) => (filter.op === 'TEMPORAL_RANGE' ? { ...filter, val: timeRange } : filter));
}

export function normalizeQueryObject(query: ChartQueryObject): NormalizedQuery {
  const columns = query.columns ?? query.groupby ?? [];
  const extras = query.extras ?? {};
  const isTimeseries = query.is_timeseries ?? columns.includes(DTTM_ALIAS);
  const seriesLimit = query.series_limit || (isTimeseries ? query.timeseries_limit : null) || 0;
  return {
    columns: columns.filter((column) => column !== DTTM_ALIAS),
    metrics: query.metrics ?? null,
    filters: filtersOf(query),
    granularity: query.granularity || query.granularity_sqla || null,
    timeRange: timeRangeOf(query),
    timeShift: query.time_shift || null,
    timeGrain: extras.time_grain_sqla || null,
    where: extras.where || query.where || null,
    having: extras.having || query.having || null,
    relativeStart: extras.relative_start ?? null,
    relativeEnd: extras.relative_end ?? null,
    orderby: (query.orderby ?? []).map(([item, ascending]) => [item, ascending ?? true]),
    orderDesc: query.order_desc ?? true,
    isTimeseries,
    rowLimit: query.row_limit ?? null,
    rowOffset: query.row_offset ?? null,
    seriesColumns: query.series_columns ?? [],
    seriesLimit,
    seriesLimitMetric: query.series_limit_metric ?? query.timeseries_limit_metric ?? null,
    applyFetchValuesPredicate: query.apply_fetch_values_predicate ?? false,
    isRowcount: query.is_rowcount ?? false,
    appliedTimeExtras: query.applied_time_extras ?? null,
  };
}
