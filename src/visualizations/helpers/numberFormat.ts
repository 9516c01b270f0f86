// Number formats as Superset names them (d3-format strings, SMART_NUMBER by default), through
// core's formatter; vega axes use core's custom format type.
import { formatNumber } from '../../../lib/format/index.ts';

export const SMART_NUMBER = 'SMART_NUMBER';

export type NumberFormatter = (value: number | null | undefined) => string;

export function numberFormatter(format: unknown): NumberFormatter {
  const name = typeof format === 'string' && format !== '' ? format : SMART_NUMBER;
  return (value) => formatNumber(name, value);
}

export const percentFormatter = numberFormatter('.2%');
