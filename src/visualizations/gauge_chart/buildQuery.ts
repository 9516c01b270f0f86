import type { FormData, QueryContext } from '../core/types.ts';
import { metricByCategoriesQuery } from '../helpers/metricQuery.ts';

/** Superset's gauge query: the metric, one pointer per group-by value, largest first on request. */
export function buildQuery(formData: FormData): QueryContext {
  return metricByCategoriesQuery(formData);
}
