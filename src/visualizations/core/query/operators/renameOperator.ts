// Superset's renameOperator: with one metric, series columns, an x axis and truncate_metric, the
// metric level of the column labels goes ("count, Europe" → "Europe"); with a 'values' time
// comparison "count__1 year ago" becomes "1 year ago". Derived comparisons keep their labels.
import type { FormData, PostProcessingOperation, QueryObject } from '../../types.ts';
import { ensureIsArray, getMetricLabel, getXAxisLabel } from '../labels.ts';
import { getMetricOffsetsMap, isTimeComparison } from './timeComparison.ts';

export function renameOperator(formData: FormData, query: QueryObject): PostProcessingOperation | undefined {
  const metrics = ensureIsArray(query.metrics);
  const columns = ensureIsArray(query.series_columns ?? query.columns);
  const comparing = isTimeComparison(formData, query);
  const derived = comparing && formData.comparison_type !== 'values';
  if (metrics.length !== 1 || columns.length === 0 || !getXAxisLabel(formData) || derived) return undefined;
  if (!formData.truncate_metric) return undefined;
  const pairs: [string, string | null][] = [];
  if (comparing) {
    const offsets = ensureIsArray(formData.time_compare as string | string[]);
    for (const withOffset of getMetricOffsetsMap(formData, query).keys()) {
      pairs.push([withOffset, offsets.find((offset) => withOffset.includes(offset)) ?? null]);
    }
  }
  pairs.push([getMetricLabel(metrics[0]!), null]);
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}
