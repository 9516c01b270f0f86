import { numbersAt } from './aggregate.ts';
import {
  columnByName,
  FLAT_COLUMN_SEPARATOR,
  isNull,
  labelsOf,
  requireColumns,
  resetIndex,
} from './frame.ts';
import { compareKeys, groupRows } from './grouping.ts';
import { aggregateSpecs } from './numpyFunctions.ts';
import { bool, readOptions, stringList } from './options.ts';
import { pandasTimestampText, pythonFloatRepr } from './pythonText.ts';
import { type Cell, type Column, NUMERIC, PostProcessingError, TEMPORAL, type WorkFrame } from './types.ts';

const NULL_STRING = '<NULL>';

const PIVOT_OPTIONS = [
  'index',
  'columns',
  'aggregates',
  'metric_fill_value',
  'column_fill_value',
  'drop_missing_columns',
  'combine_value_with_metric',
  'marginal_distributions',
  'marginal_distribution_name',
  // Superset 2.x's own flattening, still sent by some frontends; 3.1 leaves it to `flatten`.
  'flatten_columns',
  'reset_index',
] as const;

interface Series {
  key: Cell[];
  cells: Map<number, Cell>;
}

/**
 * Superset 3.1's pivot (pandas pivot_table): the index columns become the frame's index, the
 * columns (metric, value of each pivoted column…) are sorted; the result stays multi-level
 * until `flatten`.
 */
export function pivot(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, PIVOT_OPTIONS);
  const index = stringList(options.index);
  const pivotColumns = stringList(options.columns);
  requireColumns(frame, [...index, ...pivotColumns]);
  if (index.length === 0) throw new PostProcessingError('Pivot operation requires at least one index');
  if (!options.aggregates || Object.keys(options.aggregates as object).length === 0) {
    throw new PostProcessingError('Pivot operation must include at least one aggregate');
  }
  const dropMissing = bool(options.drop_missing_columns, true);
  const combine = bool(options.combine_value_with_metric, false);
  const margins = bool(options.marginal_distributions, false);
  const marginName =
    typeof options.marginal_distribution_name === 'string' ? options.marginal_distribution_name : 'All';
  const metricFill = (options.metric_fill_value ?? null) as Cell;
  const columnFill =
    options.column_fill_value === undefined ? NULL_STRING : (options.column_fill_value as Cell);
  const has = (name: string) => frame.columns.some((column) => column.key[0] === name);
  // pivot_table takes {column: function}: the series are labelled by the source column, and a
  // second aggregate of the same column replaces the first.
  const byColumn = new Map(aggregateSpecs(options.aggregates, has).map((spec) => [spec.column, spec]));
  const specs = [...byColumn.values()].map((spec) => ({ ...spec, name: spec.column }));

  const indexColumns = index.map((name) => columnByName(frame, name));
  const pivotSources = pivotColumns.map((name) => {
    const column = columnByName(frame, name);
    // column_fill_value replaces null pivot values; temporal labels print as pandas Timestamps.
    const values = column.values.map((cell) => {
      if (isNull(cell)) return columnFill !== null && columnFill !== '' ? columnFill : cell;
      return column.type === TEMPORAL && typeof cell === 'number' ? pandasTimestampText(cell) : cell;
    });
    return values;
  });
  const rowGroups = groupRows(
    indexColumns.map((column) => column.values),
    frame.length,
  );
  const rowOf = new Int32Array(frame.length).fill(-1);
  rowGroups.rows.forEach((rows, group) => {
    for (const row of rows) rowOf[row] = group;
  });
  const columnGroups = groupRows(pivotSources, frame.length);
  let series: Series[] = [];
  for (const spec of specs) {
    const source = columnByName(frame, spec.column).values;
    const byIndex = (rows: number[]) => {
      const buckets = new Map<number, number[]>();
      for (const row of rows) {
        const group = rowOf[row]!;
        if (group < 0) continue;
        const bucket = buckets.get(group);
        if (bucket) bucket.push(row);
        else buckets.set(group, [row]);
      }
      const cells = new Map<number, Cell>();
      for (const [group, bucket] of buckets)
        cells.set(group, spec.fn(numbersAt(source, bucket), spec.options));
      return cells;
    };
    columnGroups.keys.forEach((key, position) => {
      series.push({ key: [spec.name, ...key], cells: byIndex(columnGroups.rows[position]!) });
    });
    if (margins && pivotColumns.length > 0) {
      const all = rowGroups.rows.flat();
      series.push({
        key: [spec.name, marginName, ...pivotColumns.slice(1).map(() => '')],
        cells: byIndex(all),
      });
    }
  }
  let rowCount = rowGroups.keys.length;
  let indexKeys = rowGroups.keys;
  const isMissing = (cell: Cell | undefined) => cell === undefined || isNull(cell);
  if (dropMissing) {
    series = series.filter((item) => [...item.cells.values()].some((cell) => !isMissing(cell)));
    const keep = indexKeys.map((_, row) => series.some((item) => !isMissing(item.cells.get(row))));
    const remap = new Map<number, number>();
    indexKeys = indexKeys.filter((_, row) => {
      if (keep[row]) remap.set(row, remap.size);
      return keep[row];
    });
    series = series.map((item) => ({
      key: item.key,
      cells: new Map(
        [...item.cells].filter(([row]) => remap.has(row)).map(([row, cell]) => [remap.get(row)!, cell]),
      ),
    }));
    rowCount = indexKeys.length;
  }
  if (margins) {
    // The margin row aggregates every row of each column group.
    indexKeys = [...indexKeys, [marginName, ...index.slice(1).map(() => '')]];
    for (const item of series) {
      const [metric, ...values] = item.key;
      const spec = specs.find((candidate) => candidate.name === metric)!;
      const source = columnByName(frame, spec.column).values;
      const position = columnGroups.keys.findIndex((key) => compareKeys(key, values) === 0);
      const rows = (position >= 0 ? columnGroups.rows[position]! : rowGroups.rows.flat()).filter(
        (row) => rowOf[row]! >= 0,
      );
      item.cells.set(rowCount, spec.fn(numbersAt(source, rows), spec.options));
    }
    rowCount += 1;
  }
  if (combine) {
    series = series.map((item) => ({ key: [...item.key.slice(1), item.key[0] ?? null], cells: item.cells }));
  }
  if (!margins) series.sort((a, b) => compareKeys(a.key, b.key));
  // A numeric column holding a null or a fraction is float64 in pandas: 2020 prints as '2020.0'.
  const floatLevels = pivotColumns.map((name) => {
    const column = columnByName(frame, name);
    return (
      column.type === NUMERIC &&
      column.values.some((cell) => isNull(cell) || (typeof cell === 'number' && !Number.isInteger(cell)))
    );
  });
  if (floatLevels.some(Boolean)) {
    const offset = combine ? 0 : 1;
    series = series.map((item) => ({
      ...item,
      key: item.key.map((cell, level) =>
        floatLevels[level - offset] && typeof cell === 'number' ? pythonFloatRepr(cell) : cell,
      ),
    }));
  }
  const columns: Column[] = series.map((item) => {
    const values = new Array<Cell>(rowCount);
    for (let row = 0; row < rowCount; row += 1) {
      const cell = item.cells.get(row);
      values[row] = isMissing(cell) ? metricFill : (cell as Cell);
    }
    return { key: item.key, values, type: NUMERIC };
  });
  const indexOut: Column[] = index.map((name, level) => ({
    key: [name],
    values: indexKeys.map((key) => key[level] ?? null),
    type: indexColumns[level]!.type,
  }));
  const pivoted = { index: indexOut, columns, nlevels: 1 + pivotColumns.length, length: rowCount };
  const flat = bool(options.flatten_columns, false)
    ? flattenAfterPivot(pivoted, Object.keys(options.aggregates as object).length)
    : pivoted;
  return bool(options.reset_index, false) ? resetIndex(flat) : flat;
}

/** Superset's _flatten_column_after_pivot: labels joined, the metric left out when there is one. */
function flattenAfterPivot(frame: WorkFrame, aggregates: number): WorkFrame {
  const columns = frame.columns.map((column) => {
    const key = aggregates === 1 && column.key.length > 1 ? column.key.slice(1) : column.key;
    return { ...column, key: [labelsOf(key).join(FLAT_COLUMN_SEPARATOR)] };
  });
  return { ...frame, columns, nlevels: 1 };
}
