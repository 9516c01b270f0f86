// How a cell shows its value (pure; the component translates the labels). Spec §9: null is
// 'N/A', booleans 'True' / 'False', dates are matched by yyyy-mm-dd and an impossible one reads
// 'Invalid date'. Temporal columns show epoch milliseconds as 'YYYY-MM-DD HH:mm:ss' (UTC).
import { type JsonObject, jsonCellText, parseJsonCell } from './jsonCell.ts';

/** Superset's generic types: NUMERIC 0, STRING 1, TEMPORAL 2, BOOLEAN 3. */
export const GENERIC_TYPES = { numeric: 0, string: 1, temporal: 2, boolean: 3 } as const;

export type ColumnKind = 'number' | 'string' | 'temporal' | 'boolean' | 'unknown';

export interface ColumnTypeInfo {
  type?: string | null;
  type_generic?: number | null;
}

/** The column's kind from its generic type, else from its database type name. */
export function columnKind({ type, type_generic: generic }: ColumnTypeInfo): ColumnKind {
  if (generic === GENERIC_TYPES.numeric) return 'number';
  if (generic === GENERIC_TYPES.string) return 'string';
  if (generic === GENERIC_TYPES.temporal) return 'temporal';
  if (generic === GENERIC_TYPES.boolean) return 'boolean';
  if (!type) return 'unknown';
  if (/BOOL/i.test(type)) return 'boolean';
  if (/DATE|TIME/i.test(type)) return 'temporal';
  if (/INT|DEC|NUM|FLOAT|DOUBLE|REAL|MONEY|SERIAL/i.test(type)) return 'number';
  if (/CHAR|TEXT|STRING|CLOB|UUID|ENUM/i.test(type)) return 'string';
  return 'unknown';
}

export type CellDisplay =
  | { type: 'null' }
  | { type: 'boolean'; value: boolean }
  | { type: 'invalidDate' }
  | { type: 'number'; text: string }
  | { type: 'json'; text: string; json: JsonObject }
  | { type: 'text'; text: string };

/** What a cell shows for a value of a column of the given kind. */
export function formatCell(value: unknown, kind: ColumnKind): CellDisplay {
  if (value === null || value === undefined) return { type: 'null' };
  if (typeof value === 'boolean') return { type: 'boolean', value };
  if (kind === 'temporal') {
    if (typeof value === 'number') {
      const text = formatEpoch(value);
      return text === undefined ? { type: 'invalidDate' } : { type: 'text', text };
    }
    if (typeof value === 'string' && DATE_PREFIX.test(value) && !isValidDatePrefix(value)) {
      return { type: 'invalidDate' };
    }
  }
  if (typeof value === 'number' || typeof value === 'bigint') return { type: 'number', text: String(value) };
  const json = parseJsonCell(value);
  if (json) return { type: 'json', text: jsonCellText(value), json };
  return { type: 'text', text: typeof value === 'string' ? value : jsonCellText(value) };
}

/** The cell's text with the default English labels (for measuring widths). */
export function cellDisplayText(display: CellDisplay, labels: CellLabels = ENGLISH_LABELS): string {
  switch (display.type) {
    case 'null':
      return labels.null;
    case 'boolean':
      return display.value ? labels.true : labels.false;
    case 'invalidDate':
      return labels.invalidDate;
    default:
      return display.text;
  }
}

export interface CellLabels {
  null: string;
  true: string;
  false: string;
  invalidDate: string;
}

export const ENGLISH_LABELS: CellLabels = {
  null: 'N/A',
  true: 'True',
  false: 'False',
  invalidDate: 'Invalid date',
};

/** Whether the value should be right-aligned (numbers, and everything in a numeric column). */
export function isNumericCell(display: CellDisplay, kind: ColumnKind): boolean {
  return display.type === 'number' || (kind === 'number' && display.type !== 'json');
}

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?!\d)/;

/** yyyy-mm-dd at the start of the text names a real day (month 1–12, day within the month). */
export function isValidDatePrefix(text: string): boolean {
  const match = DATE_PREFIX.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 && isLeap(year) ? 29 : DAYS_IN_MONTH[month - 1]!);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Epoch milliseconds as 'YYYY-MM-DD HH:mm:ss' in UTC, or undefined outside the Date range. */
export function formatEpoch(ms: number): string | undefined {
  const date = new Date(ms);
  const time = date.getTime();
  if (Number.isNaN(time)) return undefined;
  const year = date.getUTCFullYear();
  const yyyy =
    year >= 0 && year <= 9999
      ? String(year).padStart(4, '0')
      : (year < 0 ? '-' : '+') + String(Math.abs(year)).padStart(6, '0');
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${yyyy}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}
