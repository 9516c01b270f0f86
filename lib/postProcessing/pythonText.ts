import type { Cell } from './types.ts';

/** Python's repr of a float: shortest round-trip digits, '.0' on integers, e-notation outside [1e-4, 1e16). */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const abs = Math.abs(value);
  if (abs >= 1e16 || abs < 1e-4) {
    const [mantissa, exponent] = value.toExponential().split('e') as [string, string];
    const sign = exponent.startsWith('-') ? '-' : '+';
    const digits = exponent.replace(/^[+-]/, '').padStart(2, '0');
    return `${mantissa}e${sign}${digits}`;
  }
  const text = String(value);
  return text.includes('.') ? text : `${text}.0`;
}

/** str() of a pandas Timestamp: 'YYYY-MM-DD HH:MM:SS' (fractional seconds only when present). */
export function pandasTimestampText(epochMs: number): string {
  const iso = new Date(epochMs).toISOString();
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const ms = iso.slice(20, 23);
  return ms === '000' ? base : `${base}.${ms}000`;
}

/** str() of a label cell the way pandas prints it inside a flattened column name. */
export function labelText(cell: Cell, temporal = false, floatColumn = false): string {
  if (cell === null) return 'nan';
  if (typeof cell === 'boolean') return cell ? 'True' : 'False';
  if (typeof cell === 'number') {
    if (temporal) return pandasTimestampText(cell);
    if (floatColumn || !Number.isInteger(cell)) return pythonFloatRepr(cell);
    return String(cell);
  }
  return cell;
}
