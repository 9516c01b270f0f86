// Number formats as Superset names them: d3-format strings, SMART_NUMBER by default. (Interim until
// lib/format lands; same names.)
import { format as d3Format } from 'd3-format';

export const SMART_NUMBER = 'SMART_NUMBER';

const si = d3Format('.3~s');
const twoPoints = d3Format('.2~f');
const fourPoints = d3Format('.4~f');

/** Superset's smart number: SI units above 1000 (B for billions), a few decimals below. */
export function smartNumber(value: number): string {
  if (value === 0) return '0';
  const absolute = Math.abs(value);
  if (absolute >= 1000) return si(value).replace('G', 'B');
  if (absolute >= 1) return twoPoints(value);
  if (absolute >= 0.001) return fourPoints(value);
  if (absolute > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

export type NumberFormatter = (value: number | null | undefined) => string;

/** A formatter for a Superset number format; an unknown format falls back to SMART_NUMBER. */
export function numberFormatter(format: unknown): NumberFormatter {
  let inner: (value: number) => string = smartNumber;
  if (typeof format === 'string' && format !== '' && format !== SMART_NUMBER) {
    try {
      inner = d3Format(format);
    } catch {
      inner = smartNumber;
    }
  }
  return (value) => (value === null || value === undefined || Number.isNaN(value) ? 'N/A' : inner(value));
}

export const percentFormatter = numberFormatter('.2%');

/** A d3 format vega can apply itself (axes): SMART_NUMBER becomes its SI equivalent. */
export function vegaAxisFormat(format: unknown): string {
  return typeof format === 'string' && format !== '' && format !== SMART_NUMBER ? format : '~s';
}
