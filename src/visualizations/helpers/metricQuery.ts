// The query of the one-metric-by-categories charts (pie, funnel, gauge, treemap, word cloud):
// the metric by the group-by columns (form-data aliases), sorted by the metric (descending) when
// sort_by_metric is on.
import { buildQueryContext } from '../core/query/buildQueryContext.ts';
import type { FormData, QueryContext } from '../core/types.ts';
import { metricOf } from './formData.ts';

export function metricByCategoriesQuery(formData: FormData): QueryContext {
  const metric = metricOf(formData);
  const sortByMetric = Boolean(formData.sort_by_metric);
  return buildQueryContext(formData, (base) => [
    { ...base, ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}) },
  ]);
}
