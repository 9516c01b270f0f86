import * as aq from 'arquero';
import { isNull } from './frame.ts';
import type { Cell } from './types.ts';

export interface Groups {
  /** The key of each group, one cell per key column. */
  keys: Cell[][];
  /** The row numbers of each group, in frame order. */
  rows: number[][];
}

/** pandas' ordering of labels: numbers by value, then text; nulls (NaN) last. */
export function compareCells(a: Cell, b: Cell): number {
  const aNull = isNull(a);
  const bNull = isNull(b);
  if (aNull || bNull) return aNull === bNull ? 0 : aNull ? 1 : -1;
  if (typeof a === typeof b) return a! < b! ? -1 : a! > b! ? 1 : 0;
  const rank = (cell: Cell) => (typeof cell === 'boolean' ? 0 : typeof cell === 'number' ? 1 : 2);
  return rank(a) - rank(b);
}

export function compareKeys(a: Cell[], b: Cell[]): number {
  for (let level = 0; level < a.length; level += 1) {
    const order = compareCells(a[level] ?? null, b[level] ?? null);
    if (order !== 0) return order;
  }
  return 0;
}

/**
 * pandas' groupby(sort=True, dropna=True): groups of rows by the key columns, ordered by key;
 * rows with a null key belong to no group. Arquero does the hashing.
 */
export function groupRows(keyColumns: Cell[][], length: number, dropNullKeys = true): Groups {
  if (keyColumns.length === 0) {
    return { keys: [[]], rows: [Array.from({ length }, (_, row) => row)] };
  }
  const data: Record<string, unknown[]> = {};
  const names = keyColumns.map((_, level) => `k${level}`);
  keyColumns.forEach((values, level) => {
    data[names[level]!] = values;
  });
  // Arquero hashes the keys: `keys` gives each row's group, `rows` an example row of each group.
  const spec = aq
    .table(data)
    .groupby(...names)
    .groups();
  const members: number[][] = Array.from({ length: spec.size }, () => []);
  for (let row = 0; row < length; row += 1) members[spec.keys[row]!]!.push(row);
  const order: { key: Cell[]; rows: number[] }[] = [];
  for (let group = 0; group < spec.size; group += 1) {
    const example = spec.rows[group]!;
    const key = keyColumns.map((values) => values[example] ?? null);
    if (dropNullKeys && key.some((cell) => isNull(cell))) continue;
    order.push({ key, rows: members[group]! });
  }
  order.sort((a, b) => compareKeys(a.key, b.key));
  return { keys: order.map((group) => group.key), rows: order.map((group) => group.rows) };
}
