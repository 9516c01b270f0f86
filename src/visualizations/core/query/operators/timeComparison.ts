// Time comparison helpers (Superset's getMetricOffsetsMap / isTimeComparison): each metric with
// each time_compare offset gives a derived column "<metric>__<offset>".
import type { FormData, QueryObject } from '../../types.ts';
import { ensureIsArray, getMetricLabel } from '../labels.ts';

export const TIME_COMPARISON_SEPARATOR = '__';

/** comparison_type values (spec §9). 'absolute' is the difference (Superset's 'difference'). */
export const COMPARISON_TYPES = ['values', 'absolute', 'percentage', 'ratio'] as const;

/** "<metric>__<offset>" → "<metric>", in metric then offset order. */
export function getMetricOffsetsMap(formData: FormData, query: QueryObject): Map<string, string> {
  const offsets = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const map = new Map<string, string>();
  for (const label of ensureIsArray(query.metrics).map(getMetricLabel)) {
    for (const offset of offsets) map.set([label, offset].join(TIME_COMPARISON_SEPARATOR), label);
  }
  return map;
}

export function isTimeComparison(formData: FormData, query: QueryObject): boolean {
  const type = formData.comparison_type as string | undefined;
  const known = (COMPARISON_TYPES as readonly string[]).includes(type ?? '') || type === 'difference';
  return known && getMetricOffsetsMap(formData, query).size > 0;
}

/** The server's compare_type for a comparison_type other than 'values'. */
export function compareTypeOf(comparisonType: string): 'difference' | 'percentage' | 'ratio' {
  if (comparisonType === 'percentage' || comparisonType === 'ratio') return comparisonType;
  return 'difference';
}
