// Form-data fields → the query object's metrics, columns and orderby (Superset's
// extractQueryFields with DEFAULT_QUERY_FIELD_ALIASES): metric, x, y, size… are metrics; groupby,
// series, entity, all_columns… are columns; order_by_cols are orderby (JSON strings, parsed).
// query_mode raw drops the aggregate fields, aggregate drops the raw ones.
import type { Column, FormData, Metric, QueryObject } from '../types.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel } from './labels.ts';

type OrderBy = NonNullable<QueryObject['orderby']>[number];

const ALIASES: Record<string, 'metrics' | 'columns' | 'orderby'> = {
  metrics: 'metrics',
  metric: 'metrics',
  metric_2: 'metrics',
  secondary_metric: 'metrics',
  x: 'metrics',
  y: 'metrics',
  size: 'metrics',
  percent_metrics: 'metrics',
  columns: 'columns',
  groupby: 'columns',
  all_columns: 'columns',
  series: 'columns',
  entity: 'columns',
  order_by_cols: 'orderby',
};
const RAW_ONLY = new Set(['all_columns', 'order_by_cols']);
const AGGREGATE_ONLY = new Set(['groupby', 'metrics', 'percent_metrics']);

/** Thrown for an order_by_cols string that is not JSON (spec §5). */
export const INVALID_ORDERBY = 'Found invalid orderby options';

function parseOrderBy(value: unknown): OrderBy {
  if (typeof value !== 'string') return value as OrderBy;
  try {
    return JSON.parse(value) as OrderBy;
  } catch {
    throw new Error(INVALID_ORDERBY);
  }
}

function uniqueBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const k = key(item);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export function extractQueryFields(
  formData: FormData,
  aliases: Record<string, 'metrics' | 'columns' | 'orderby'> = {},
): { metrics: Metric[] | undefined; columns: Column[]; orderby: OrderBy[] | undefined } {
  const queryMode = formData.query_mode;
  const map = { ...ALIASES, ...aliases };
  const metrics: Metric[] = [];
  const columns: Column[] = [];
  let orderby: OrderBy[] | undefined;
  for (const [key, value] of Object.entries(formData)) {
    const field = map[key];
    if (!field || value === undefined || value === null) continue;
    if (queryMode === 'raw' && AGGREGATE_ONLY.has(key)) continue;
    if (queryMode !== 'raw' && RAW_ONLY.has(key)) continue;
    if (field === 'metrics') metrics.push(...ensureIsArray(value as Metric));
    else if (field === 'columns') columns.push(...ensureIsArray(value as Column));
    else orderby = [...(orderby ?? []), ...ensureIsArray(value).map(parseOrderBy)];
  }
  return {
    metrics: queryMode === 'raw' ? undefined : uniqueBy(metrics, getMetricLabel),
    columns: uniqueBy(columns, getColumnLabel),
    orderby,
  };
}
