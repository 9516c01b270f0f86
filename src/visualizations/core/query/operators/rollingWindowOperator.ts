// Superset's rollingWindowOperator: cumsum → 'cum' (sum); sum/mean/std → 'rolling' with window
// rolling_periods (default 1) and min_periods (default 0), on the metrics (and their offsets).
import type { FormData, PostProcessingOperation, QueryObject } from '../../types.ts';
import { ensureIsArray, getMetricLabel } from '../labels.ts';
import { getMetricOffsetsMap, isTimeComparison } from './timeComparison.ts';

/** rolling_type values (spec §9: None, mean, sum, std, cumsum). */
export const ROLLING_TYPES = ['None', 'mean', 'sum', 'std', 'cumsum'] as const;

export function ensureIsInt(value: unknown, fallback: number): number {
  const number = Number.parseInt(String(value), 10);
  return Number.isNaN(number) ? fallback : number;
}

export function rollingWindowOperator(
  formData: FormData,
  query: QueryObject,
): PostProcessingOperation | undefined {
  let columns: string[];
  if (isTimeComparison(formData, query)) {
    const map = getMetricOffsetsMap(formData, query);
    columns = [...map.values(), ...map.keys()];
  } else {
    columns = ensureIsArray(query.metrics).map(getMetricLabel);
  }
  const columnsMap = Object.fromEntries(columns.map((column) => [column, column]));
  const type = formData.rolling_type;
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  if (type === 'sum' || type === 'mean' || type === 'std') {
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window: ensureIsInt(formData.rolling_periods, 1),
        min_periods: ensureIsInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
}
