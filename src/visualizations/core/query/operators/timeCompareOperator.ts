// Superset's timeCompareOperator: difference / percentage / ratio of each metric against its
// time-shifted copy, dropping the originals ('values' keeps them as they are: no step).
import type { FormData, PostProcessingOperation, QueryObject } from '../../types.ts';
import { compareTypeOf, getMetricOffsetsMap, isTimeComparison } from './timeComparison.ts';

export function timeCompareOperator(
  formData: FormData,
  query: QueryObject,
): PostProcessingOperation | undefined {
  const type = formData.comparison_type as string | undefined;
  if (!isTimeComparison(formData, query) || !type || type === 'values') return undefined;
  const map = getMetricOffsetsMap(formData, query);
  return {
    operation: 'compare',
    options: {
      source_columns: [...map.values()],
      compare_columns: [...map.keys()],
      compare_type: compareTypeOf(type),
      drop_original_columns: true,
    },
  };
}
