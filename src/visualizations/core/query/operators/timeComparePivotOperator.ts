// Superset's timeComparePivotOperator: the pivot when a time comparison adds offset columns.
import type { FormData, PostProcessingOperation, QueryObject } from '../../types.ts';
import { ensureIsArray, getColumnLabel, getXAxisLabel } from '../labels.ts';
import { getMetricOffsetsMap, isTimeComparison } from './timeComparison.ts';

export function timeComparePivotOperator(
  formData: FormData,
  query: QueryObject,
): PostProcessingOperation | undefined {
  if (!isTimeComparison(formData, query)) return undefined;
  const map = getMetricOffsetsMap(formData, query);
  const index = [getXAxisLabel(formData) ?? ''];
  const aggregates = Object.fromEntries(
    [...map.values(), ...map.keys()].map((metric) => [metric, { operator: 'mean' }]),
  );
  return {
    operation: 'pivot',
    options: {
      index,
      columns: ensureIsArray(query.columns).map(getColumnLabel),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates,
    },
  };
}
