// A metric's currency: its ISO code's symbol before or after a d3-formatted value (Superset's CurrencyFormatter).
import { getNumberFormatter } from './numberFormatter.ts';

export interface Currency {
  /** ISO 4217 code such as 'USD'. */
  symbol?: string | null;
  symbolPosition?: 'prefix' | 'suffix' | string | null;
}

/** The narrow symbol of an ISO code ('USD' → '$'); an unknown code is returned as is. */
export function getCurrencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** `$` and `%` are dropped from the d3 format (default SMART_NUMBER); no currency: the plain number. */
export function formatCurrency(
  value: number | null | undefined,
  currency: Currency | null | undefined,
  d3Format?: string | null,
): string {
  const normalized = (d3Format || 'SMART_NUMBER').replace(/\$|%/g, '');
  const formatted = getNumberFormatter(normalized)(value);
  if (!currency?.symbol) return formatted;
  const symbol = getCurrencySymbol(currency.symbol);
  return currency.symbolPosition === 'prefix' ? `${symbol} ${formatted}` : `${formatted} ${symbol}`;
}
