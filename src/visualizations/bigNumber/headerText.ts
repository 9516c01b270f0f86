// The big number's text: the metric value in the chart's number format (currency when set), or
// as a date with force_timestamp_formatting / a temporal metric.
import { type Currency, formatCurrency, formatNumber, formatTime } from '../../../lib/format/index.ts';
import type { FormData } from '../core/types.ts';

export function headerText(value: number | null, formData: FormData, temporal = false): string {
  if (value === null) return 'No data';
  if (temporal || formData.force_timestamp_formatting)
    return formatTime(formData.time_format as string, value);
  const currency = formData.currency_format as Currency | null | undefined;
  if (currency?.symbol) return formatCurrency(value, currency, formData.y_axis_format as string);
  return formatNumber((formData.y_axis_format as string) || 'SMART_NUMBER', value);
}

/** A result cell as a number (null for null, undefined and non-numbers). */
export function parseMetricValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isNaN(number) ? null : number;
}
