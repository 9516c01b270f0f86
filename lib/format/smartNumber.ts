// Superset's adaptive number format (SMART_NUMBER): SI above 1000 (B for billions), decimals below, µ for tiny.
import { numberLocale } from './d3NumberLocale.ts';

const si = numberLocale.format('.3~s');
const twoDecimals = numberLocale.format('.2~f');
const fourDecimals = numberLocale.format('.4~f');

export function formatSmartNumber(value: number): string {
  if (value === 0) return '0';
  const magnitude = Math.abs(value);
  if (magnitude >= 1000) return si(value).replace('G', 'B');
  if (magnitude >= 1) return twoDecimals(value);
  if (magnitude >= 0.001) return fourDecimals(value);
  if (magnitude > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

export function formatSmartNumberSigned(value: number): string {
  return `${value > 0 ? '+' : ''}${formatSmartNumber(value)}`;
}
