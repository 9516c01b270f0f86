// Reading form data values loosely (saved charts carry strings, numbers or nothing) and naming
// metrics and columns as the chart data result labels them.
import { ensureIsArray, getColumnLabel, getMetricLabel } from '../core/query/labels.ts';
import type { Column, FormData, Metric } from '../core/types.ts';

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

/** A metric's result column name ('' when there is none). */
export function metricLabel(metric: Metric | null | undefined): string {
  return metric ? getMetricLabel(metric) : '';
}

/** A column's result column name ('' when there is none). */
export function columnLabel(column: Column | null | undefined): string {
  return column ? getColumnLabel(column) : '';
}

export function metricOf(formData: FormData, name = 'metric'): Metric | undefined {
  const value = formData[name];
  return (Array.isArray(value) ? value[0] : value) as Metric | undefined;
}

export function columnsOf(formData: FormData, name: string): Column[] {
  return ensureIsArray(formData[name] as Column | Column[] | undefined);
}
