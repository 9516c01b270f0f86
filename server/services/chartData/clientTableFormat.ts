// result_type post_processed of a `table` chart, as Superset 3.1's client_processing.table: each
// column_config d3NumberFormat applied through Python's str.format mini-language; a column with a
// value Python could not format is left as it is. Pure.
import { pythonFloatRepr } from '../../../lib/postProcessing/pythonText.ts';
import type { ChartFrame } from './chartDataTypes.ts';
import type { ProcessedTable } from './clientProcessing.ts';

const FORMAT_SPEC = /^([+\- ])?(,)?(?:\.(\d+))?([fFeE%dgG])?$/;

/** `"{:" + spec + "}".format(value)` for the specs a number takes; null when Python would raise. */
export function pythonFormat(spec: string, value: number): string | null {
  const match = FORMAT_SPEC.exec(spec);
  if (!match) return null;
  const [, sign = '-', grouping, precisionText, type = ''] = match;
  const precision = precisionText === undefined ? undefined : Number(precisionText);
  if (type === 'd' && !Number.isInteger(value)) return null;
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf';
  const group = (digits: string) => {
    if (!grouping) return digits;
    const [whole = '', fraction] = digits.split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    return fraction === undefined ? grouped : `${grouped}.${fraction}`;
  };
  const abs = Math.abs(value);
  let body: string;
  switch (type) {
    case 'f':
    case 'F':
      body = group(abs.toFixed(precision ?? 6));
      break;
    case '%':
      body = `${group((abs * 100).toFixed(precision ?? 6))}%`;
      break;
    case 'e':
    case 'E': {
      const [mantissa, exponent = '0'] = abs.toExponential(precision ?? 6).split('e');
      const e = `e${exponent.startsWith('-') ? '-' : '+'}${exponent.replace(/^[+-]/, '').padStart(2, '0')}`;
      body = `${mantissa}${type === 'E' ? e.toUpperCase() : e}`;
      break;
    }
    case 'd':
      body = group(String(abs));
      break;
    case 'g':
    case 'G':
      if (precision !== undefined || grouping) return null;
      body = pythonFloatRepr(abs);
      break;
    default:
      if (precision !== undefined) return null;
      body = group(Number.isInteger(value) && typeof value === 'number' ? String(abs) : pythonFloatRepr(abs));
  }
  const negative = value < 0 || Object.is(value, -0);
  const prefix = negative ? '-' : sign === '+' ? '+' : sign === ' ' ? ' ' : '';
  return `${prefix}${body}`;
}

export function table(frame: ChartFrame, formData: Record<string, unknown>): ProcessedTable {
  const config = (formData.column_config ?? {}) as Record<string, { d3NumberFormat?: unknown } | null>;
  const cells = frame.rows.map((record) => frame.columns.map((column) => record[column] ?? null));
  for (const [column, settings] of Object.entries(config)) {
    const spec = settings?.d3NumberFormat;
    const c = frame.columns.indexOf(column);
    if (typeof spec !== 'string' || c < 0) continue;
    const formatted = cells.map((row) => {
      const value = row[c] ?? null;
      return typeof value === 'number' ? pythonFormat(spec, value) : null;
    });
    // Python raises on the first value it cannot format: the column is sent as it is.
    if (formatted.every((value) => value !== null)) {
      for (const [r, row] of cells.entries()) row[c] = formatted[r] ?? null;
    }
  }
  return { columns: frame.columns.map((column) => [column]), index: null, cells };
}
