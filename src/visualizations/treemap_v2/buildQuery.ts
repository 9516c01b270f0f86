import type { FormData, QueryContext } from '../core/types.ts';
import { metricByCategoriesQuery } from '../helpers/metricQuery.ts';

/** Superset's treemap query: the metric by the hierarchy's columns, largest first with sort_by_metric. */
export function buildQuery(formData: FormData): QueryContext {
  return metricByCategoriesQuery(formData);
}
