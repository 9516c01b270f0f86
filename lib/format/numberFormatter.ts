// Number formatters by format id (Superset's NumberFormatterRegistry): d3-format strings, SMART_NUMBER,
// durations, memory; default SMART_NUMBER; an invalid d3 string shows '<value> (Invalid format: <id>)'.
import { numberLocale } from './d3NumberLocale.ts';
import { prettyDuration } from './durationFormat.ts';
import { formatMemory } from './memoryFormat.ts';
import { NUMBER_FORMAT_SHIMS, NUMBER_FORMATS } from './numberFormats.ts';
import { formatSmartNumber, formatSmartNumberSigned } from './smartNumber.ts';

export interface NumberFormatter {
  (value: number | null | undefined): string;
  readonly id: string;
  readonly isInvalid: boolean;
}

type FormatFunction = (value: number) => string;

function createNumberFormatter(
  id: string,
  formatFunction: FormatFunction,
  isInvalid = false,
): NumberFormatter {
  const format = (value: number | null | undefined) => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunction(value);
  };
  return Object.assign(format, { id, isInvalid });
}

function createD3NumberFormatter(formatString: string): NumberFormatter {
  try {
    return createNumberFormatter(formatString, numberLocale.format(formatString));
  } catch {
    return createNumberFormatter(formatString, (value) => `${value} (Invalid format: ${formatString})`, true);
  }
}

const BUILT_IN: Record<string, FormatFunction> = {
  [NUMBER_FORMATS.SMART_NUMBER]: formatSmartNumber,
  [NUMBER_FORMATS.SMART_NUMBER_SIGNED]: formatSmartNumberSigned,
  [NUMBER_FORMATS.DURATION]: (value) => prettyDuration(value),
  [NUMBER_FORMATS.DURATION_SUB]: (value) => prettyDuration(value, { formatSubMilliseconds: true }),
  [NUMBER_FORMATS.DURATION_COL]: (value) => prettyDuration(value, { colonNotation: true }),
  [NUMBER_FORMATS.MEMORY_DECIMAL]: (value) => formatMemory(value),
  [NUMBER_FORMATS.MEMORY_BINARY]: (value) => formatMemory(value, { binary: true }),
  [NUMBER_FORMATS.MEMORY_TRANSFER_RATE_DECIMAL]: (value) => formatMemory(value, { transfer: true }),
  [NUMBER_FORMATS.MEMORY_TRANSFER_RATE_BINARY]: (value) =>
    formatMemory(value, { binary: true, transfer: true }),
};

export const DEFAULT_NUMBER_FORMAT_ID = NUMBER_FORMATS.SMART_NUMBER;

const cache = new Map<string, NumberFormatter>();
const MAX_CACHED = 500;

/** The formatter of a format id; null, undefined and '' mean SMART_NUMBER; ids are trimmed. */
export function getNumberFormatter(formatId?: string | null): NumberFormatter {
  const id = (
    formatId === null || formatId === undefined || formatId === '' ? DEFAULT_NUMBER_FORMAT_ID : formatId
  ).trim();
  const cached = cache.get(id);
  if (cached) return cached;
  const builtIn = Object.hasOwn(BUILT_IN, id) ? BUILT_IN[id] : undefined;
  const shim = Object.hasOwn(NUMBER_FORMAT_SHIMS, id) ? NUMBER_FORMAT_SHIMS[id] : undefined;
  const formatter = builtIn
    ? createNumberFormatter(id, builtIn)
    : shim
      ? createNumberFormatter(id, getNumberFormatter(shim))
      : createD3NumberFormatter(id);
  if (cache.size >= MAX_CACHED) cache.clear();
  cache.set(id, formatter);
  return formatter;
}

export function formatNumber(formatId: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(formatId)(value);
}
