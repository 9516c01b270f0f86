// Superset's get_time_filter_status: the time extras a dashboard applied (applied_time_extras
// keys __time_range, __time_col, __time_grain) reported as applied when the dataset has a
// temporal column (for __time_col: that column), else as rejected. Pure.
import type { AppliedFilter } from './filterClauses.ts';
import type { QueryDatasource } from './queryDatasource.ts';

export interface RejectedTimeFilter {
  reason: 'not_in_datasource' | 'no_temporal_column';
  column: string;
}

export function timeFilterStatus(
  datasource: QueryDatasource,
  appliedTimeExtras: Record<string, unknown> | null | undefined,
): { applied: AppliedFilter[]; rejected: RejectedTimeFilter[] } {
  const extras = appliedTimeExtras ?? {};
  const temporal = new Set(
    datasource.columns.filter((column) => column.is_dttm).map((column) => column.column_name),
  );
  const applied: AppliedFilter[] = [];
  const rejected: RejectedTimeFilter[] = [];
  const timeColumn = extras.__time_col;
  if (timeColumn) {
    if (typeof timeColumn === 'string' && temporal.has(timeColumn)) applied.push({ column: '__time_col' });
    else rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    if (key === '__time_grain' ? !(key in extras) : !extras[key]) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ reason: 'no_temporal_column', column: key });
  }
  return { applied, rejected };
}
