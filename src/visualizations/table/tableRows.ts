// Client-side table operations: search (any cell's text contains the words), sort by a column
// (numbers numerically, nulls last) and pages.
import type { TableColumn } from './tableColumns.ts';

export type Row = Record<string, unknown>;
export interface SortState {
  key: string;
  desc: boolean;
}

export function searchRows(rows: readonly Row[], columns: readonly TableColumn[], text: string): Row[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...rows];
  return rows.filter((row) =>
    columns.some((column) => {
      const value = row[column.key];
      const shown = `${String(value ?? '')} ${column.format(value)}`;
      return shown.toLowerCase().includes(needle);
    }),
  );
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

export function sortRows(rows: readonly Row[], sort: SortState | null): Row[] {
  if (!sort) return [...rows];
  const sign = sort.desc ? -1 : 1;
  return [...rows].sort((x, y) => {
    const a = x[sort.key];
    const b = y[sort.key];
    if (a === null || a === undefined || b === null || b === undefined) return compare(a, b);
    return sign * compare(a, b);
  });
}

export function pageCount(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}

export function pageOf<T>(rows: readonly T[], page: number, pageSize: number): T[] {
  return pageSize > 0 ? rows.slice(page * pageSize, (page + 1) * pageSize) : [...rows];
}

/** The extent cell bars are drawn against: [min, max], or [-|max|, |max|] with align_pn. */
export function valueRange(rows: readonly Row[], key: string, alignPn: boolean): [number, number] | null {
  const numbers = rows.map((row) => row[key]).filter((v): v is number => typeof v === 'number');
  if (numbers.length === 0) return null;
  if (alignPn) {
    const max = Math.max(...numbers.map(Math.abs));
    return [-max, max];
  }
  return [Math.min(0, ...numbers), Math.max(0, ...numbers)];
}
