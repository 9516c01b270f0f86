// Superset's table query mode: query_mode when set, else raw when all_columns has columns.
import type { FormData } from '../core/types.ts';

export type QueryMode = 'aggregate' | 'raw';

export function queryModeOf(formData: FormData): QueryMode {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  const raw = formData.all_columns;
  return Array.isArray(raw) && raw.length > 0 ? 'raw' : 'aggregate';
}
