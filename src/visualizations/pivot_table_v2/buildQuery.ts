// Superset 3.1's pivot_table_v2 buildQuery: the columns are groupbyColumns ∪ groupbyRows, ordered
// by the series limit metric (else the first metric), ascending unless order_desc.
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import { ensureIsArray, getColumnLabel } from '../core/query/labels.ts';
import type { Column, FormData, QueryContext, QueryObject } from '../core/types.ts';

export function buildQuery(formData: FormData): QueryContext {
  const all = [
    ...ensureIsArray(formData.groupbyColumns as Column[] | undefined),
    ...ensureIsArray(formData.groupbyRows as Column[] | undefined),
  ];
  const seen = new Set<string>();
  const columns = all.filter((column) => {
    const label = getColumnLabel(column);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
  return buildQueryContext(formData, (base) => {
    const { series_limit_metric, metrics, order_desc } = base;
    let orderby: QueryObject['orderby'];
    if (series_limit_metric) orderby = [[series_limit_metric, !order_desc]];
    else if (Array.isArray(metrics) && metrics[0]) orderby = [[metrics[0], !order_desc]];
    return [{ ...base, orderby, columns }];
  });
}
