// Reading form data values loosely (saved charts carry strings, numbers or nothing) and naming
// metrics and columns as the chart data result labels them.
import type { Column, FormData, Metric } from '../core/types.ts';

export function asList<T>(value: T | readonly T[] | null | undefined): T[] {
  if (value === null || value === undefined || value === '') return [];
  return Array.isArray(value) ? [...value] : [value as T];
}

export function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

/** null when the value is empty or not a number (e.g. an unset min_val). */
export function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

export function boolOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

export function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

/** Superset's getMetricLabel: a saved metric's name, an adhoc metric's label or its expression. */
export function metricLabel(metric: Metric | null | undefined): string {
  if (!metric) return '';
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression ?? '';
  return `${metric.aggregate ?? ''}(${metric.column?.column_name ?? ''})`;
}

/** Superset's getColumnLabel. */
export function columnLabel(column: Column | null | undefined): string {
  if (!column) return '';
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}

export function metricOf(formData: FormData, name = 'metric'): Metric | undefined {
  const value = formData[name];
  return (Array.isArray(value) ? value[0] : value) as Metric | undefined;
}

export function columnsOf(formData: FormData, name: string): Column[] {
  return asList(formData[name] as Column | Column[] | undefined);
}
