import type { FormData, QueryContext } from '../core/types.ts';
import { metricByCategoriesQuery } from '../helpers/metricQuery.ts';

/** Superset's word cloud query: the metric by the series column, largest first with sort_by_metric. */
export function buildQuery(formData: FormData): QueryContext {
  return metricByCategoriesQuery(formData);
}
