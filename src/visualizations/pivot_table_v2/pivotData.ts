// Records → a pivot: row and column attributes (the metric as one of them), the distinct row and
// column keys in the chosen order, and the aggregate of any (row prefix, column prefix) pair —
// an empty prefix is a total, a shorter one a subtotal.
import { aggregate, type CellValue, fractionBase } from './aggregators.ts';

export type PivotKey = readonly string[];
export type PivotRecord = Record<string, unknown>;
export type SortOrder = 'key_a_to_z' | 'key_z_to_a' | 'value_a_to_z' | 'value_z_to_a';

export interface PivotOptions {
  rows: readonly string[];
  cols: readonly string[];
  /** The field holding the value of a record. */
  valueField: string;
  aggregateFunction: string;
  rowOrder?: SortOrder;
  colOrder?: SortOrder;
}

export interface Pivot {
  rowAttrs: readonly string[];
  colAttrs: readonly string[];
  rowKeys: PivotKey[];
  colKeys: PivotKey[];
  /** The aggregate of the records under a row prefix and a column prefix. */
  value: (rowKey: PivotKey, colKey: PivotKey) => CellValue;
}

const keyText = (value: unknown) => (value === null || value === undefined ? 'null' : String(value));
const startsWith = (key: PivotKey, prefix: PivotKey) => prefix.every((part, i) => key[i] === part);
const collator = new Intl.Collator(undefined, { numeric: true });

/** The distinct non-empty keys (no attributes on an axis: no keys, only its total). */
function distinct(keys: PivotKey[]): PivotKey[] {
  const seen = new Map<string, PivotKey>();
  for (const key of keys) if (key.length > 0) seen.set(JSON.stringify(key), key);
  return [...seen.values()];
}

function sortKeys(keys: PivotKey[], order: SortOrder, total: (prefix: PivotKey) => CellValue): PivotKey[] {
  const byValue = order.startsWith('value');
  const sign = order === 'key_z_to_a' || order === 'value_z_to_a' ? -1 : 1;
  return [...keys].sort((a, b) => {
    for (let level = 0; level < Math.max(a.length, b.length); level += 1) {
      if (a[level] === b[level]) continue;
      if (!byValue) return sign * collator.compare(a[level] ?? '', b[level] ?? '');
      const x = Number(total(a.slice(0, level + 1)) ?? 0);
      const y = Number(total(b.slice(0, level + 1)) ?? 0);
      if (x !== y) return sign * (x - y);
      return collator.compare(a[level] ?? '', b[level] ?? '');
    }
    return 0;
  });
}

export function buildPivot(records: readonly PivotRecord[], options: PivotOptions): Pivot {
  const { rows, cols, valueField, aggregateFunction } = options;
  const entries = records.map((record) => ({
    row: rows.map((attr) => keyText(record[attr])),
    col: cols.map((attr) => keyText(record[attr])),
    value: record[valueField],
  }));
  const cache = new Map<string, CellValue>();
  const fraction = fractionBase(aggregateFunction);
  const base = fraction ? fraction.base : aggregateFunction;
  const plain = (rowKey: PivotKey, colKey: PivotKey): CellValue => {
    const id = JSON.stringify([rowKey, colKey]);
    if (!cache.has(id)) {
      const values = entries
        .filter((entry) => startsWith(entry.row, rowKey) && startsWith(entry.col, colKey))
        .map((entry) => entry.value);
      cache.set(id, values.length ? aggregate(base, values) : null);
    }
    return cache.get(id) ?? null;
  };
  const value = (rowKey: PivotKey, colKey: PivotKey): CellValue => {
    const cell = plain(rowKey, colKey);
    if (!fraction || cell === null) return cell;
    const whole =
      fraction.of === 'Total'
        ? plain([], [])
        : fraction.of === 'Rows'
          ? plain(rowKey, [])
          : plain([], colKey);
    return typeof whole === 'number' && whole !== 0 ? Number(cell) / whole : null;
  };
  const rowKeys = sortKeys(distinct(entries.map((e) => e.row)), options.rowOrder ?? 'key_a_to_z', (p) =>
    plain(p, []),
  );
  const colKeys = sortKeys(distinct(entries.map((e) => e.col)), options.colOrder ?? 'key_a_to_z', (p) =>
    plain([], p),
  );
  return { rowAttrs: rows, colAttrs: cols, rowKeys, colKeys, value };
}

/** The records one per (record, metric): the metric's label under metricKey and its value. */
export function unpivotMetrics(
  records: readonly PivotRecord[],
  metricLabels: readonly string[],
  metricKey: string,
  valueField: string,
): PivotRecord[] {
  return records.flatMap((record) =>
    metricLabels.map((label) => ({ ...record, [metricKey]: label, [valueField]: record[label] })),
  );
}

/** The header entries of one axis: each key, subtotal prefixes after their group (when asked). */
export interface AxisEntry {
  key: PivotKey;
  subtotal: boolean;
}

export function axisEntries(keys: readonly PivotKey[], depth: number, subtotals: boolean): AxisEntry[] {
  const out: AxisEntry[] = [];
  keys.forEach((key, i) => {
    out.push({ key, subtotal: false });
    if (!subtotals) return;
    const next = keys[i + 1];
    for (let level = depth - 1; level >= 1; level -= 1) {
      const prefix = key.slice(0, level);
      if (!next || !startsWith(next, prefix)) out.push({ key: prefix, subtotal: true });
    }
  });
  return out;
}
