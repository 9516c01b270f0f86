import { columnsUnder, isNull, labelsOf, requireColumns, resetIndex, toNumber, withRows } from './frame.ts';
import { medianOfSorted } from './numpyFunctions.ts';
import { bool, integer, readOptions, stringMap } from './options.ts';
import { fixedBounds, rollingMean, rollingSum, rollingVariance } from './rollingKernels.ts';
import { type Cell, type Column, NUMERIC, PostProcessingError, type WorkFrame } from './types.ts';

type Transform = (values: number[]) => number[];

const asNumbers = (values: Cell[]) => values.map((cell) => (isNull(cell) ? Number.NaN : toNumber(cell)));
const asCells = (values: number[]): Cell[] => values.map((value) => (Number.isNaN(value) ? null : value));

/**
 * Superset's _append_columns on pandas' level-0 selection: `{y: y}` replaces the columns under
 * y, `{y: y2}` appends copies labelled y2 after the existing columns.
 */
function applyToColumns(
  frame: WorkFrame,
  mapping: Record<string, string | null>,
  transform: Transform,
): WorkFrame {
  const sources = Object.keys(mapping);
  const compute = (column: Column): Column => ({
    ...column,
    values: asCells(transform(asNumbers(column.values))),
    type: NUMERIC,
  });
  if (sources.every((name) => mapping[name] === name)) {
    const columns = frame.columns.map((column) =>
      sources.includes(column.key[0] as string) ? compute(column) : column,
    );
    return { ...frame, columns };
  }
  const added = sources.flatMap((name) =>
    columnsUnder(frame, name).map((column) => ({
      ...compute(column),
      key: [mapping[name] ?? null, ...column.key.slice(1)],
    })),
  );
  return { ...frame, columns: [...frame.columns, ...added] };
}

/** The older frontend's is_pivot_df: every column, labels flattened as _flatten_column_after_pivot, index reset. */
function applyToPivot(frame: WorkFrame, transform: Transform): WorkFrame {
  const singleMetric = new Set(frame.columns.map((column) => column.key[0])).size === 1;
  const columns = frame.columns.map((column) => {
    const key = singleMetric && column.key.length > 1 ? column.key.slice(1) : column.key;
    return {
      key: [labelsOf(key).join(', ')],
      values: asCells(transform(asNumbers(column.values))),
      type: NUMERIC,
    } satisfies Column;
  });
  return resetIndex({ ...frame, columns, nlevels: 1 });
}

/** The rolling types pandas computes with sliding kernels (rollingKernels.ts). */
const KERNEL_TYPES = ['sum', 'mean', 'std', 'var'];

/** pandas' roll_quantile: a plain linear interpolation between the order statistics. */
function rollingQuantile(sorted: number[], quantile: number, interpolation: string): number {
  const position = quantile * (sorted.length - 1);
  const low = Math.floor(position);
  const high = Math.min(low + 1, sorted.length - 1);
  const fraction = position - low;
  const a = sorted[low]!;
  const b = sorted[high]!;
  switch (interpolation) {
    case 'linear':
      return a + (b - a) * fraction;
    case 'lower':
      return a;
    case 'higher':
      return fraction === 0 ? a : b;
    case 'midpoint':
      return fraction === 0 ? a : (a + b) / 2;
    case 'nearest':
      return fraction === 0.5 ? (low % 2 === 0 ? a : b) : fraction < 0.5 ? a : b;
    default:
      throw new PostProcessingError('Invalid options');
  }
}

function windowStatistic(type: string, options: Record<string, unknown>): (kept: number[]) => number {
  const sorted = (kept: number[]) => [...kept].sort((a, b) => a - b);
  const statistics: Record<string, (kept: number[]) => number> = {
    count: (kept) => kept.length,
    min: (kept) => (kept.length === 0 ? Number.NaN : Math.min(...kept)),
    max: (kept) => (kept.length === 0 ? Number.NaN : Math.max(...kept)),
    median: (kept) => medianOfSorted(sorted(kept)),
    quantile: (kept) => {
      const quantile = options.quantile;
      if (typeof quantile !== 'number' || quantile < 0 || quantile > 1)
        throw new PostProcessingError('Invalid options');
      if (kept.length === 0) return Number.NaN;
      return rollingQuantile(
        sorted(kept),
        quantile,
        (options.interpolation as string | undefined) ?? 'linear',
      );
    },
  };
  if (KERNEL_TYPES.includes(type)) return () => Number.NaN;
  const statistic = Object.hasOwn(statistics, type) ? statistics[type] : undefined;
  if (!statistic) throw new PostProcessingError(`Invalid rolling_type: ${type}`);
  return statistic;
}

const ROLLING_OPTIONS = [
  'rolling_type',
  'columns',
  'window',
  'rolling_type_options',
  'center',
  'win_type',
  'min_periods',
  'is_pivot_df',
];

/** Superset's rolling (pandas DataFrame.rolling(window, min_periods, center).<rolling_type>()). */
export function rolling(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ROLLING_OPTIONS);
  const mapping = stringMap(options.columns);
  requireColumns(frame, Object.keys(mapping));
  const window = integer(options.window, null);
  if (window === null) throw new PostProcessingError('Undefined window for rolling operation');
  if (window === 0) throw new PostProcessingError('Window must be > 0');
  if (window < 0) throw new PostProcessingError('Invalid options');
  const minPeriods = integer(options.min_periods, null);
  if (minPeriods !== null && (minPeriods < 0 || minPeriods > window))
    throw new PostProcessingError('Invalid options');
  const center = bool(options.center, false);
  if (options.win_type !== undefined && options.win_type !== null)
    throw new PostProcessingError('Invalid options');
  const type = String(options.rolling_type);
  const typeOptions = (options.rolling_type_options ?? {}) as Record<string, unknown>;
  const statistic = windowStatistic(type, typeOptions);
  const required = minPeriods ?? window;
  const ddof = typeof typeOptions.ddof === 'number' ? typeOptions.ddof : 1;
  const transform: Transform = (values) => {
    const bounds = fixedBounds(values.length, window, center);
    // sum, mean, var and std slide as pandas' kernels do (same rounding); the rest recomputes.
    if (type === 'sum') return rollingSum(values, bounds, required);
    if (type === 'mean') return rollingMean(values, bounds, required);
    if (type === 'var') return rollingVariance(values, bounds, required, ddof);
    if (type === 'std') return rollingVariance(values, bounds, required, ddof).map(Math.sqrt);
    return values.map((_, row) => {
      const kept: number[] = [];
      for (let at = bounds.start[row]!; at < bounds.end[row]!; at += 1) {
        if (!Number.isNaN(values[at]!)) kept.push(values[at]!);
      }
      return kept.length < required ? Number.NaN : statistic(kept);
    });
  };
  const result = bool(options.is_pivot_df, false)
    ? applyToPivot(frame, transform)
    : applyToColumns(frame, mapping, transform);
  if (!minPeriods) return result;
  // Superset drops the first min_periods rows.
  return withRows(
    result,
    Array.from({ length: Math.max(0, result.length - minPeriods) }, (_, row) => row + minPeriods),
  );
}

const CUMULATIVE: Record<string, (a: number, b: number) => number> = {
  sum: (a, b) => a + b,
  prod: (a, b) => a * b,
  min: Math.min,
  max: Math.max,
};

/** Superset's cum: cumsum / cumprod / cummin / cummax; nulls stay null and are skipped. */
export function cum(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['operator', 'columns', 'is_pivot_df']);
  const mapping = stringMap(options.columns);
  requireColumns(frame, Object.keys(mapping));
  const operator = String(options.operator);
  const step = Object.hasOwn(CUMULATIVE, operator) ? CUMULATIVE[operator] : undefined;
  if (!step) throw new PostProcessingError(`Invalid cumulative operator: ${operator}`);
  const transform: Transform = (values) => {
    let running = Number.NaN;
    return values.map((value) => {
      if (Number.isNaN(value)) return value;
      running = Number.isNaN(running) ? value : step(running, value);
      return running;
    });
  };
  return bool(options.is_pivot_df, false)
    ? applyToPivot(frame, transform)
    : applyToColumns(frame, mapping, transform);
}

/** Superset's diff: periods rows back (axis 0) or columns back among the selected ones (axis 1). */
export function diff(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['columns', 'periods', 'axis']);
  const mapping = stringMap(options.columns);
  requireColumns(frame, Object.keys(mapping));
  const periods = integer(options.periods, 1)!;
  const axis = options.axis ?? 0;
  if (axis === 0 || axis === 'index' || axis === 'rows') {
    return applyToColumns(frame, mapping, (values) =>
      values.map((value, row) => {
        const before = row - periods;
        return before < 0 || before >= values.length ? Number.NaN : value - values[before]!;
      }),
    );
  }
  if (axis !== 1 && axis !== 'columns') throw new PostProcessingError('Invalid options');
  const selected = Object.keys(mapping).flatMap((name) => columnsUnder(frame, name));
  const numbers = selected.map((column) => asNumbers(column.values));
  const diffs = numbers.map((values, position) => {
    const other = numbers[position - periods];
    return values.map((value, row) => (other ? value - other[row]! : Number.NaN));
  });
  const byColumn = new Map(selected.map((column, position) => [column, diffs[position]!]));
  const sources = Object.keys(mapping);
  if (sources.every((name) => mapping[name] === name)) {
    const columns = frame.columns.map((column): Column => {
      const values = byColumn.get(column);
      return values ? { ...column, values: asCells(values), type: NUMERIC } : column;
    });
    return { ...frame, columns };
  }
  const added = selected.map(
    (column): Column => ({
      key: [mapping[column.key[0] as string] ?? null, ...column.key.slice(1)],
      values: asCells(byColumn.get(column)!),
      type: NUMERIC,
    }),
  );
  return { ...frame, columns: [...frame.columns, ...added] };
}
