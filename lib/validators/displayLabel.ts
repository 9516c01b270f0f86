// Display labels of values in selects and result cells: N/A, True/False, dates as yyyy-mm-dd.
import { toStringSafe } from './safeValues.ts';

export const NULL_LABEL = 'N/A';
export const INVALID_DATE_LABEL = 'Invalid date';
/** A value starting with yyyy-mm-dd is treated as a date. */
export const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})(?=$|[T ])/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatDate(date: Date): string {
  if (Number.isNaN(date.getTime())) return INVALID_DATE_LABEL;
  const day = `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const h = date.getUTCHours();
  const m = date.getUTCMinutes();
  const s = date.getUTCSeconds();
  return h || m || s ? `${day} ${pad(h)}:${pad(m)}:${pad(s)}` : day;
}

/** Whether a yyyy-mm-dd prefix names a real calendar day (2024-02-30 does not). */
export function isValidDateString(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function displayLabel(value: unknown): string {
  if (value === null || value === undefined) return NULL_LABEL;
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'string' && DATE_PATTERN.test(value) && !isValidDateString(value))
    return INVALID_DATE_LABEL;
  return toStringSafe(value);
}
