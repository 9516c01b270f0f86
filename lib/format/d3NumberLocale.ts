// The d3-format locale Superset formats with (en-US, ASCII minus as d3-format 1.x).
import { type FormatLocaleObject, formatLocale } from 'd3-format';

export const DEFAULT_D3_NUMBER_LOCALE = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''] as [string, string],
  minus: '-',
};

export const numberLocale: FormatLocaleObject = formatLocale(DEFAULT_D3_NUMBER_LOCALE);
