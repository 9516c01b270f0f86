// Number and date formatting by format id (Superset's NumberFormats / TimeFormats registries).
export { type Currency, formatCurrency, getCurrencySymbol } from './currencyFormat.ts';
export { DEFAULT_D3_NUMBER_LOCALE } from './d3NumberLocale.ts';
export { type DurationOptions, prettyDuration } from './durationFormat.ts';
export {
  D3_FORMAT_DOCS,
  D3_FORMAT_OPTIONS,
  D3_PERCENT_FORMAT_OPTIONS,
  D3_TIME_FORMAT_DOCS,
  D3_TIME_FORMAT_OPTIONS,
  getYAxisFormatChoices,
} from './formatOptions.ts';
export { formatMemory, type MemoryOptions } from './memoryFormat.ts';
export { NUMBER_FORMAT_SHIMS, NUMBER_FORMATS } from './numberFormats.ts';
export {
  DEFAULT_NUMBER_FORMAT_ID,
  formatNumber,
  getNumberFormatter,
  type NumberFormatter,
} from './numberFormatter.ts';
export { formatSmartNumber, formatSmartNumberSigned } from './smartNumber.ts';
export {
  formatTime,
  getTimeFormatter,
  getTimeFormatterForGranularity,
  LOCAL_PREFIX,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_ID,
  SMART_DATE_VERBOSE_ID,
  TIME_FORMATS,
  TIME_FORMATS_FOR_GRANULARITY,
  type TimeFormatter,
} from './timeFormatter.ts';
