// The query of the one-metric-by-categories charts (pie, funnel, gauge, treemap, word cloud):
// the metric grouped by the columns, sorted by the metric (descending) when sort_by_metric is on.
import type { FormData, QueryContext } from '../core/types.ts';
import { columnsOf, metricOf } from './formData.ts';
import { buildQueryContext } from './queryContext.ts';

export function metricByCategoriesQuery(formData: FormData, columnsField = 'groupby'): QueryContext {
  const metric = metricOf(formData);
  const sortByMetric = formData.sort_by_metric !== false && formData.sort_by_metric !== undefined;
  return buildQueryContext(formData, (base) => [
    {
      ...base,
      columns: columnsOf(formData, columnsField),
      metrics: metric ? [metric] : [],
      ...(sortByMetric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
