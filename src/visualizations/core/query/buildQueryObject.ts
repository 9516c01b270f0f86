// Form data → the query object's common fields (Superset's buildQueryObject): time range,
// granularity, filters and extras from adhoc filters, row limit, series limit and its metric,
// order_desc (default true), url_params, annotation layers, plus metrics/columns/orderby.
import type { FormData, Metric, QueryObject } from '../types.ts';
import { extractQueryFields } from './extractQueryFields.ts';
import { type AdhocFilter, processFilters } from './processFilters.ts';

function toNumber(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isNaN(number) ? undefined : number;
}

function isEmptyMetric(metric: unknown): boolean {
  return (
    metric === undefined ||
    metric === null ||
    metric === '' ||
    (Array.isArray(metric) && metric.length === 0) ||
    (typeof metric === 'object' && Object.keys(metric as object).length === 0)
  );
}

export function buildQueryObject(
  formData: FormData,
  aliases?: Record<string, 'metrics' | 'columns' | 'orderby'>,
): QueryObject {
  const { metrics, columns, orderby } = extractQueryFields(formData, aliases);
  const granularity = (formData.granularity ?? formData.granularity_sqla ?? undefined) as string | undefined;
  const grain = formData.time_grain_sqla as string | undefined;
  const { filters, extras } = processFilters((formData.adhoc_filters as AdhocFilter[] | undefined) ?? [], {
    extras: grain ? { time_grain_sqla: grain } : {},
    where: formData.where as string | undefined,
  });
  const limit = toNumber(formData.series_limit) ?? toNumber(formData.limit) ?? 0;
  const limitMetric = [formData.series_limit_metric, formData.timeseries_limit_metric].find(
    (metric) => !isEmptyMetric(metric),
  ) as Metric | undefined;
  const query: QueryObject = {
    time_range: (formData.time_range as string | undefined) ?? undefined,
    granularity,
    filters,
    extras,
    applied_time_extras: {},
    columns,
    metrics,
    orderby,
    annotation_layers: (formData.annotation_layers as QueryObject['annotation_layers']) ?? [],
    row_limit: toNumber(formData.row_limit),
    row_offset: toNumber(formData.row_offset),
    series_columns: formData.series_columns as QueryObject['series_columns'],
    series_limit: limit,
    series_limit_metric: limitMetric,
    order_desc: formData.order_desc === undefined ? true : Boolean(formData.order_desc),
    url_params: (formData.url_params as Record<string, unknown> | undefined) ?? {},
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as QueryObject;
}
