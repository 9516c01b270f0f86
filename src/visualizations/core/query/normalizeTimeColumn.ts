// Superset's normalizeTimeColumn: the x axis among the query's columns becomes a BASE_AXIS adhoc
// column carrying the time grain, and time_grain_sqla / is_timeseries leave the query object.
import type { AdhocColumn, Column, FormData, QueryObject } from '../types.ts';
import { isXAxisSet } from './labels.ts';

function sameColumn(a: Column, b: Column): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.sqlExpression === b.sqlExpression;
}

export function normalizeTimeColumn(formData: FormData, query: QueryObject): QueryObject {
  if (!isXAxisSet(formData)) return query;
  const xAxis = formData.x_axis as Column;
  const columns = [...(query.columns ?? [])];
  const index = columns.findIndex((column) => sameColumn(column, xAxis));
  if (index < 0) return query;
  const grain = query.extras?.time_grain_sqla ?? undefined;
  const column = columns[index]!;
  const axis: AdhocColumn =
    typeof column === 'string'
      ? {
          timeGrain: grain,
          columnType: 'BASE_AXIS',
          sqlExpression: column,
          label: column,
          expressionType: 'SQL',
        }
      : { timeGrain: grain, columnType: 'BASE_AXIS', ...column };
  columns[index] = axis;
  const { is_timeseries: _timeseries, extras, ...rest } = query;
  const { time_grain_sqla: _grain, ...otherExtras } = extras ?? {};
  return { ...rest, extras: otherExtras, columns };
}
