// result_type post_processed: the chart's data after its client-side transform, as Superset
// 3.1's apply_client_processing (superset/charts/client_processing.py) for the two charts that
// transform their data in the browser: pivot_table_v2 (pivot_df: rows / columns / metrics, the
// aggregate function, fraction modes, transposePivot, combineMetric, metricsLayout ROWS, row and
// column totals and subtotals) and table (column_config d3NumberFormat, through Python's format
// mini-language: clientTableFormat.ts; a column it cannot format is left as it is). Pure.
import { labelText } from '../../../lib/postProcessing/pythonText.ts';
import type { QueryDatasource } from '../../query/queryDatasource.ts';
import type { ChartColumn, ChartMetric } from '../../query/selectItems.ts';
import { columnLabel, metricLabel } from '../../query/selectItems.ts';
import type { CellValue, ChartFrame } from './chartDataTypes.ts';
import { table } from './clientTableFormat.ts';

export type Label = string | number | boolean | null;
/** A row or column label: one value per level (a pandas MultiIndex tuple). */
export type Key = Label[];

export interface ProcessedTable {
  columns: Key[];
  /** Row labels; null for the default row numbers (RangeIndex: not written to files). */
  index: Key[] | null;
  /** cells[row][column]. */
  cells: CellValue[][];
  /** Per level of the column / row labels: temporal values (epoch ms) print as pandas timestamps. */
  columnTemporal?: boolean[];
  indexTemporal?: boolean[];
}

type FormData = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Superset's get_metric_names / get_column_names, through the verbose map. */
function metricNames(value: unknown, verbose: Record<string, string>): string[] {
  return list(value).map((metric) => {
    const name = metricLabel(metric as ChartMetric);
    return verbose[name] ?? name;
  });
}
function columnNames(value: unknown, verbose: Record<string, string>): string[] {
  return list(value).map((column) => {
    const name = columnLabel(column as ChartColumn);
    return verbose[name] ?? name;
  });
}

// --- aggregation (pivot_v2_aggfunc_map) -------------------------------------------------------

const numbers = (values: readonly CellValue[]): number[] =>
  values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));

function median(sorted: number[]): number | null {
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

function variance(values: number[]): number {
  if (values.length <= 1) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
}

/** pandas' reductions skip nulls: sum of nothing is 0, mean / min / max of nothing NaN (null). */
function aggregate(aggfunc: string, values: readonly CellValue[]): CellValue {
  const present = values.filter((v) => v !== null && !(typeof v === 'number' && Number.isNaN(v)));
  const nums = numbers(present);
  const base = aggfunc.replace(/ as Fraction of (Total|Rows|Columns)$/, '');
  switch (base) {
    case 'Count':
      return present.length;
    case 'Count Unique Values':
      return new Set(present.map((v) => JSON.stringify(v))).size;
    case 'List Unique Values':
      return [...new Set(present.map((v) => (typeof v === 'number' ? labelText(v) : String(v))))].join(', ');
    case 'Average':
      return nums.length ? nums.reduce((a, b) => a + b, 0) / nums.length : null;
    case 'Median':
      return median([...nums].sort((a, b) => a - b));
    case 'Sample Variance':
      return variance(nums);
    case 'Sample Standard Deviation':
      return Math.sqrt(variance(nums));
    case 'Minimum':
      return nums.length ? Math.min(...nums) : null;
    case 'Maximum':
      return nums.length ? Math.max(...nums) : null;
    case 'First':
      return present[0] ?? null;
    case 'Last':
      return present[present.length - 1] ?? null;
    default:
      return nums.reduce((a, b) => a + b, 0);
  }
}

// --- ordering as pandas sorts group keys -------------------------------------------------------

function compareLabel(a: Label, b: Label): number {
  if (a === b) return 0;
  const rank = (v: Label) => (typeof v === 'number' || typeof v === 'boolean' ? 0 : 1);
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : 1;
  return Number(a) - Number(b);
}
function compareKeys(a: Key, b: Key): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const order = compareLabel(a[i] ?? null, b[i] ?? null);
    if (order !== 0) return order;
  }
  return 0;
}
const keyId = (key: Key) => JSON.stringify(key);

// --- pivot_df --------------------------------------------------------------------------------

export interface PivotOptions {
  rows: string[];
  columns: string[];
  metrics: string[];
  aggfunc: string;
  transposePivot: boolean;
  combineMetrics: boolean;
  showRowsTotal: boolean;
  showColumnsTotal: boolean;
  applyMetricsOnRows: boolean;
}

/** A cell as a label: null → 'NULL' (Superset's fillna before pivoting). */
const dimension = (value: CellValue): Label =>
  value === null || Array.isArray(value) ? (value === null ? 'NULL' : JSON.stringify(value)) : value;

export function pivotDf(frame: ChartFrame, options: PivotOptions): ProcessedTable {
  let { rows, columns } = options;
  const { metrics, aggfunc } = options;
  const metricName = `Total (${aggfunc})`;
  if (options.transposePivot) [rows, columns] = [columns, rows];
  if (options.applyMetricsOnRows) [rows, columns] = [columns, rows];
  const temporal = new Set(frame.columns.filter((_, i) => frame.types[i] === 2));
  /** A level's label once the index is single-level: str() of the value. */
  const text = (column: string, value: Label) =>
    typeof value === 'string' ? value : labelText(value, temporal.has(column));

  let index: Key[];
  let colKeys: Key[];
  let cells: CellValue[][];
  if (rows.length > 0 || columns.length > 0) {
    const rowOf = (record: Record<string, CellValue>): Key => rows.map((c) => dimension(record[c] ?? null));
    const colOf = (record: Record<string, CellValue>): Key =>
      columns.map((c) => dimension(record[c] ?? null));
    const groups = new Map<string, Map<string, Record<string, CellValue>[]>>();
    const rowKeys = new Map<string, Key>();
    const comboKeys = new Map<string, Key>();
    for (const record of frame.rows) {
      const r = rowOf(record);
      const c = colOf(record);
      rowKeys.set(keyId(r), r);
      comboKeys.set(keyId(c), c);
      let byCombo = groups.get(keyId(r));
      if (!byCombo) {
        byCombo = new Map();
        groups.set(keyId(r), byCombo);
      }
      const bucket = byCombo.get(keyId(c)) ?? [];
      bucket.push(record);
      byCombo.set(keyId(c), bucket);
    }
    const sortedRows = [...rowKeys.values()].sort(compareKeys);
    const combos = [...comboKeys.values()].sort(compareKeys);
    // (metric, ...combo): metrics in the user's order, combos sorted; combineMetric moves the
    // metric to the last level and sorts by (combo, metric position).
    let columnSpecs = metrics.flatMap((metric) => combos.map((combo) => ({ metric, combo })));
    if (options.combineMetrics && columns.length > 0) {
      columnSpecs = [...columnSpecs].sort(
        (a, b) => compareKeys(a.combo, b.combo) || metrics.indexOf(a.metric) - metrics.indexOf(b.metric),
      );
    }
    const cellOf = (rowKey: Key, spec: { metric: string; combo: Key }): CellValue => {
      const bucket = groups.get(keyId(rowKey))?.get(keyId(spec.combo));
      if (!bucket) return null;
      return aggregate(
        aggfunc,
        bucket.map((record) => record[spec.metric] ?? null),
      );
    };
    if (rows.length === 0) {
      // pandas transposes a columns-only pivot; Superset stacks it back into one row.
      index = [[metricName]];
    } else {
      index = sortedRows.map((key) => (rows.length === 1 ? [text(rows[0] as string, key[0] ?? null)] : key));
    }
    const rowList = rows.length === 0 ? [[]] : sortedRows;
    cells = rowList.map((rowKey) => columnSpecs.map((spec) => cellOf(rowKey, spec)));
    colKeys = columnSpecs.map(({ metric, combo }) => {
      if (columns.length === 0) return [metric];
      return options.combineMetrics ? [...combo, metric] : [metric, ...combo];
    });
    // dropna: columns with no value at all go.
    const keep = colKeys.map((_, c) => cells.some((row) => row[c] !== null));
    colKeys = colKeys.filter((_, c) => keep[c]);
    cells = cells.map((row) => row.filter((_, c) => keep[c]));
  } else {
    // One value per metric: the last row is named after the total.
    index = frame.rows.map((_, i) => [i === frame.rows.length - 1 ? metricName : String(i)]);
    colKeys = frame.columns.map((column) => [column]);
    cells = frame.rows.map((record) => frame.columns.map((column) => record[column] ?? null));
  }

  const isTemporal = (names: string[]) => names.map((name) => temporal.has(name));
  const indexTemporal = rows.length > 1 ? isTemporal(rows) : [];
  const columnTemporal =
    columns.length === 0
      ? []
      : options.combineMetrics
        ? [...isTemporal(columns), false]
        : [false, ...isTemporal(columns)];
  applyFractions(cells, aggfunc, options.applyMetricsOnRows);
  if (options.showRowsTotal) insertColumnTotals(colKeys, cells, aggfunc, metricName);
  if (rows.length > 0 && options.showColumnsTotal) {
    const transposed = transpose(cells);
    insertColumnTotals(index, transposed, aggfunc, metricName);
    cells = transpose(transposed);
  }
  if (options.applyMetricsOnRows) {
    return {
      columns: index,
      index: colKeys,
      cells: transpose(cells),
      columnTemporal: indexTemporal,
      indexTemporal: columnTemporal,
    };
  }
  return { columns: colKeys, index, cells, columnTemporal, indexTemporal };
}

function transpose(cells: CellValue[][]): CellValue[][] {
  const width = cells[0]?.length ?? 0;
  return Array.from({ length: width }, (_, c) => cells.map((row) => row[c] ?? null));
}

function sumOf(values: CellValue[]): number {
  return numbers(values).reduce((a, b) => a + b, 0);
}

/** The " as Fraction of …" aggregate functions: each cell over its total (before totals are added). */
function applyFractions(cells: CellValue[][], aggfunc: string, metricsOnRows: boolean): void {
  const divide = (value: CellValue, total: number): CellValue =>
    typeof value === 'number'
      ? total === 0
        ? value === 0
          ? null
          : value > 0
            ? Infinity
            : -Infinity
        : value / total
      : value;
  if (aggfunc.endsWith(' as Fraction of Total')) {
    const total = sumOf(cells.flat());
    for (const row of cells)
      row.forEach((value, c) => {
        row[c] = divide(value, total);
      });
    return;
  }
  const ofColumns = aggfunc.endsWith(' as Fraction of Columns');
  const ofRows = aggfunc.endsWith(' as Fraction of Rows');
  if (!ofColumns && !ofRows) return;
  // Fraction of Columns divides by the column's total (the row's when metrics are on rows).
  if (ofColumns !== metricsOnRows) {
    const totals = transpose(cells).map(sumOf);
    for (const row of cells)
      row.forEach((value, c) => {
        row[c] = divide(value, totals[c] ?? 0);
      });
  } else {
    for (const row of cells) {
      const total = sumOf(row);
      row.forEach((value, c) => {
        row[c] = divide(value, total);
      });
    }
  }
}

/**
 * pivot_df's totals along one axis (keys: that axis' labels, cells[row][key]): for each level, for
 * each prefix of that length, the aggregate of the prefix's block inserted right after it —
 * `Total (<agg>)` for the whole axis, `Subtotal` below, padded with '' to the level count.
 */
function insertColumnTotals(keys: Key[], cells: CellValue[][], aggfunc: string, metricName: string): void {
  const levels = keys[0]?.length ?? 0;
  const groups = keys.map((key) => [...key]);
  for (let level = 0; level < levels; level += 1) {
    const prefixes = new Map<string, Key>();
    for (const group of groups) prefixes.set(keyId(group.slice(0, level)), group.slice(0, level));
    for (const prefix of prefixes.values()) {
      const positions = keys
        .map((key, i) => (keyId(key.slice(0, level)) === keyId(prefix) ? i : -1))
        .filter((i) => i >= 0);
      if (positions.length === 0) continue;
      const start = positions[0] as number;
      const stop = (positions[positions.length - 1] as number) + 1;
      const label = level === 0 ? metricName : 'Subtotal';
      keys.splice(stop, 0, [...prefix, label, ...Array<Label>(levels - level - 1).fill('')]);
      for (const row of cells) row.splice(stop, 0, aggregate(aggfunc, row.slice(start, stop)));
    }
  }
}

export function pivotTableV2(
  frame: ChartFrame,
  formData: FormData,
  verbose: Record<string, string>,
): ProcessedTable {
  return pivotDf(frame, {
    rows: columnNames(formData.groupbyRows, verbose),
    columns: columnNames(formData.groupbyColumns, verbose),
    metrics: metricNames(formData.metrics, verbose),
    aggfunc: typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum',
    transposePivot: Boolean(formData.transposePivot),
    combineMetrics: Boolean(formData.combineMetric),
    showRowsTotal: Boolean(formData.rowTotals),
    showColumnsTotal: Boolean(formData.colTotals),
    applyMetricsOnRows: formData.metricsLayout === 'ROWS',
  });
}

// --- apply_client_processing --------------------------------------------------------------------

/** The chart's form data (an object or its JSON text); {} when there is none. */
export function formDataOf(value: unknown): FormData {
  let parsed = value;
  if (typeof parsed === 'string') {
    try {
      parsed = JSON.parse(parsed);
    } catch {
      return {};
    }
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as FormData) : {};
}

/** Superset's datasource.data['verbose_map']: __timestamp, metrics and columns → their labels. */
export function verboseMap(datasource: QueryDatasource): Record<string, string> {
  const map: Record<string, string> = { __timestamp: 'Time' };
  for (const metric of datasource.metrics)
    map[metric.metric_name] = metric.verbose_name || metric.metric_name;
  for (const column of datasource.columns)
    map[column.column_name] = column.verbose_name || column.column_name;
  return map;
}

export function hasClientProcessing(formData: FormData): boolean {
  return formData.viz_type === 'pivot_table_v2' || formData.viz_type === 'table';
}

/** The frame with its columns renamed to their verbose names, then transformed for the viz type. */
export function applyClientProcessing(
  frame: ChartFrame,
  formData: FormData,
  verbose: Record<string, string>,
): ProcessedTable | null {
  if (!hasClientProcessing(formData)) return null;
  const renamed: ChartFrame = {
    columns: frame.columns.map((column) => verbose[column] ?? column),
    types: frame.types,
    rows: frame.rows.map((record) =>
      Object.fromEntries(frame.columns.map((column) => [verbose[column] ?? column, record[column] ?? null])),
    ),
  };
  return formData.viz_type === 'pivot_table_v2'
    ? pivotTableV2(renamed, formData, verbose)
    : table(renamed, formData);
}

/** A label joined as Superset flattens it: str() of each level, joined by a space, stripped. */
export function flatLabel(key: Key, temporal: readonly boolean[] = []): string {
  return key
    .map((level, i) => (typeof level === 'string' ? level : labelText(level, temporal[i] === true)))
    .join(' ')
    .trim();
}

/** Superset's extract_dataframe_dtypes on the processed frame: 0 numeric, 3 boolean, 1 otherwise. */
function columnType(values: CellValue[]): number {
  const present = values.filter((value) => value !== null);
  if (present.every((value) => typeof value === 'number')) return 0;
  if (present.every((value) => typeof value === 'boolean')) return 3;
  return 1;
}

export interface ProcessedItemFields {
  colnames: (string | Key)[];
  indexnames: (string | number | Key)[];
  coltypes: number[];
  rowcount: number;
  data: Record<string, Record<string, CellValue>>;
}

/** The JSON item's fields: labels as their levels, data as {column: {row: value}} (DataFrame.to_dict()). */
export function processedItemFields(processed: ProcessedTable): ProcessedItemFields {
  const { columns, index, cells } = processed;
  const rowLabels = index
    ? index.map((key) => flatLabel(key, processed.indexTemporal))
    : cells.map((_, i) => String(i));
  const data: Record<string, Record<string, CellValue>> = {};
  columns.forEach((column, c) => {
    const byRow: Record<string, CellValue> = {};
    cells.forEach((row, r) => {
      const value = row[c] ?? null;
      byRow[rowLabels[r] as string] = typeof value === 'number' && !Number.isFinite(value) ? null : value;
    });
    data[flatLabel(column, processed.columnTemporal)] = byRow;
  });
  const single = (key: Key): string | Key => (key.length === 1 && index === null ? (key[0] as string) : key);
  return {
    colnames: columns.map(single),
    indexnames: index ? index.map((key) => key) : cells.map((_, i) => i),
    coltypes: columns.map((_, c) => columnType(cells.map((row) => row[c] ?? null))),
    rowcount: cells.length,
    data,
  };
}

/** The processed table as a frame for csv / xlsx: the row labels first (unnamed), labels flattened. */
export function processedFileFrame(processed: ProcessedTable): ChartFrame {
  const { columns, index, cells } = processed;
  const names = columns.map((key) => flatLabel(key, processed.columnTemporal));
  const header = index ? ['', ...names] : names;
  const rows = cells.map((row, r) => {
    const record: Record<string, CellValue> = {};
    if (index) record[''] = flatLabel(index[r] as Key, processed.indexTemporal);
    names.forEach((name, c) => {
      const value = row[c] ?? null;
      record[name] = typeof value === 'number' && !Number.isFinite(value) ? null : value;
    });
    return record;
  });
  return { columns: header, types: header.map(() => null), rows };
}
