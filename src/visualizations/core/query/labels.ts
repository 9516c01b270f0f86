// Labels of metrics and columns as Superset computes them (getMetricLabel, getColumnLabel): the
// names the server gives the result columns, hence what post-processing options refer to.
import type { Column, FormData, Metric } from '../types.ts';

/** Superset's DTTM_ALIAS: the time column of a legacy (no x axis) time series. */
export const DTTM_ALIAS = '__timestamp';

export function ensureIsArray<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined || (value as unknown) === '') return [];
  return Array.isArray(value) ? [...(value as T[])] : [value as T];
}

export function getMetricLabel(metric: Metric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SIMPLE') return `${metric.aggregate}(${metric.column?.column_name ?? ''})`;
  return metric.sqlExpression ?? '';
}

export function getColumnLabel(column: Column): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}

/** True when the form data has an x axis (Superset's isXAxisSet). */
export function isXAxisSet(formData: FormData): boolean {
  const xAxis = formData.x_axis as Column | null | undefined;
  return xAxis !== undefined && xAxis !== null && xAxis !== '';
}

export function getXAxisColumn(formData: FormData): Column | undefined {
  if (isXAxisSet(formData)) return formData.x_axis as Column;
  if (formData.granularity_sqla) return DTTM_ALIAS;
  return undefined;
}

/** The x axis' result column: its label, or __timestamp for a legacy granularity_sqla chart. */
export function getXAxisLabel(formData: FormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column === undefined ? undefined : getColumnLabel(column);
}
