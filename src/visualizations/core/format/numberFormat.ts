// Number formats of the charts: d3-format strings plus Superset's SMART_NUMBER (adaptive).
import { format as d3Format } from 'd3-format';

const si = d3Format('.3~s');
const twoDecimals = d3Format('.2~f');
const fourDecimals = d3Format('.4~f');

function smartNumber(value: number): string {
  if (value === 0) return '0';
  const absolute = Math.abs(value);
  if (absolute >= 1000) return si(value).replace('G', 'B');
  if (absolute >= 1) return twoDecimals(value);
  if (absolute >= 0.001) return fourDecimals(value);
  if (absolute > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

const cache = new Map<string, (value: number) => string>();

function formatterOf(format: string): (value: number) => string {
  if (format === 'SMART_NUMBER' || format === '' || format === 'null') return smartNumber;
  const known = cache.get(format);
  if (known) return known;
  let formatter: (value: number) => string;
  try {
    formatter = d3Format(format);
  } catch {
    formatter = smartNumber;
  }
  cache.set(format, formatter);
  return formatter;
}

/** A number in a d3 or SMART_NUMBER format; null/NaN shows as 'N/A'. */
export function formatNumber(format: string | null | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const number = Number(value);
  if (Number.isNaN(number)) return String(value);
  return formatterOf(format ?? 'SMART_NUMBER')(number);
}
