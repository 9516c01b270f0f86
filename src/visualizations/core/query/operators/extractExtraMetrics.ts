// Superset's extractExtraMetrics: without dimensions, a sort-by metric that is not among the
// metrics is queried too (so the series can be ordered by it).
import type { FormData, Metric } from '../../types.ts';
import { ensureIsArray, getMetricLabel } from '../labels.ts';

export function extractExtraMetrics(formData: FormData): Metric[] {
  const limitMetric = ensureIsArray(formData.timeseries_limit_metric as Metric | undefined)[0];
  const metrics = ensureIsArray(formData.metrics as Metric[] | undefined);
  const groupby = ensureIsArray(formData.groupby);
  if (!limitMetric || groupby.length > 0) return [];
  const label = getMetricLabel(limitMetric);
  return metrics.some((metric) => getMetricLabel(metric) === label) ? [] : [limitMetric];
}
