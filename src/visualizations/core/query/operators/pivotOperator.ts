// Superset's pivotOperator: rows → one column per (metric, series values), indexed by the x axis;
// 'mean' aggregates only place each cell (do not change); show_empty_columns keeps empty series.
import type { FormData, PostProcessingOperation, QueryObject } from '../../types.ts';
import { ensureIsArray, getColumnLabel, getMetricLabel, getXAxisLabel } from '../labels.ts';

export function pivotOperator(formData: FormData, query: QueryObject): PostProcessingOperation | undefined {
  const metricLabels = ensureIsArray(query.metrics).map(getMetricLabel);
  const xAxis = getXAxisLabel(formData);
  if (!xAxis || metricLabels.length === 0) return undefined;
  const index = [xAxis];
  return {
    operation: 'pivot',
    options: {
      index,
      columns: ensureIsArray(query.columns)
        .map(getColumnLabel)
        .filter((label) => !index.includes(label)),
      aggregates: Object.fromEntries(metricLabels.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}
