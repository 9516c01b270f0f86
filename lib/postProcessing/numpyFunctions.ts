import { PostProcessingError } from './types.ts';

/** A numpy function applied to one group's values (null as NaN), with its `options`. */
export type NumpyFunction = (values: number[], options: Record<string, unknown>) => number;

const valid = (values: number[]) => values.filter((value) => !Number.isNaN(value));

function total(values: number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum;
}

function mean(values: number[]): number {
  return values.length === 0 ? Number.NaN : total(values) / values.length;
}

/** Population variance by default (np.var's ddof=0), on the non-null values (Series.var). */
function variance(values: number[], ddof: number): number {
  const kept = valid(values);
  if (kept.length - ddof <= 0) return Number.NaN;
  const average = mean(kept);
  let squares = 0;
  for (const value of kept) squares += (value - average) ** 2;
  return squares / (kept.length - ddof);
}

/** numpy's lerp, exact at both ends the way numpy computes it. */
function lerp(a: number, b: number, t: number): number {
  return t >= 0.5 ? b - (b - a) * (1 - t) : a + (b - a) * t;
}

/** np.percentile on sorted non-null values; `method` as numpy names it. */
export function percentileOf(sorted: number[], q: number, method = 'linear'): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const position = (q / 100) * (n - 1);
  const low = Math.floor(position);
  const high = Math.min(Math.ceil(position), n - 1);
  const a = sorted[low]!;
  const b = sorted[high]!;
  switch (method) {
    case 'lower':
      return a;
    case 'higher':
      return b;
    case 'midpoint':
      return (a + b) / 2;
    case 'nearest':
      return position - low === 0.5 ? (low % 2 === 0 ? a : b) : position - low < 0.5 ? a : b;
    case 'linear':
      return lerp(a, b, position - low);
    default:
      throw new PostProcessingError('Invalid options');
  }
}

const ascending = (values: number[]) => [...values].sort((x, y) => x - y);

function percentile(values: number[], options: Record<string, unknown>, skipNull: boolean): number {
  const q = options.q;
  if (typeof q !== 'number' || q < 0 || q > 100) throw new PostProcessingError('Invalid options');
  if (!skipNull && values.some(Number.isNaN)) return Number.NaN;
  const method = (options.method ?? options.interpolation ?? 'linear') as string;
  return percentileOf(ascending(valid(values)), q, method);
}

const extreme = (values: number[], pick: (a: number, b: number) => number) => {
  const kept = valid(values);
  return kept.length === 0 ? Number.NaN : kept.reduce((a, b) => pick(a, b));
};

function argExtreme(values: number[], better: (a: number, b: number) => boolean): number {
  let found = -1;
  values.forEach((value, position) => {
    if (!Number.isNaN(value) && (found < 0 || better(value, values[found]!))) found = position;
  });
  return found;
}

const ddofOf = (options: Record<string, unknown>) => (typeof options.ddof === 'number' ? options.ddof : 0);
/** np.median: the middle value, or the mean of the two middle values. */
export function medianOfSorted(sorted: number[]): number {
  const n = sorted.length;
  if (n === 0) return Number.NaN;
  const middle = Math.floor(n / 2);
  return n % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const median = (values: number[]) => medianOfSorted(ascending(values));
const propagate = (fn: (values: number[]) => number) => (values: number[]) =>
  values.some(Number.isNaN) ? Number.NaN : fn(values);

/**
 * Superset's NUMPY_FUNCTIONS as pandas applies them to a group's Series: the reductions numpy
 * hands to the Series (sum, mean, min, max, std, var, prod, argmin, argmax) skip nulls; the
 * ones computed on the raw array (median, percentile, average) give NaN when a null is present.
 */
export const NUMPY_FUNCTIONS: Record<string, NumpyFunction> = {
  average: propagate(mean),
  argmin: (values) => argExtreme(values, (a, b) => a < b),
  argmax: (values) => argExtreme(values, (a, b) => a > b),
  count: (values) => values.length,
  count_nonzero: (values) => values.filter((value) => value !== 0).length,
  max: (values) => extreme(values, Math.max),
  mean: (values) => mean(valid(values)),
  median: propagate(median),
  nansum: (values) => total(valid(values)),
  nanmin: (values) => extreme(values, Math.min),
  nanmax: (values) => extreme(values, Math.max),
  nanmean: (values) => mean(valid(values)),
  nanmedian: (values) => median(valid(values)),
  nanpercentile: (values, options) => percentile(values, options, true),
  min: (values) => extreme(values, Math.min),
  percentile: (values, options) => percentile(values, options, false),
  prod: (values) => valid(values).reduce((a, b) => a * b, 1),
  product: (values) => valid(values).reduce((a, b) => a * b, 1),
  std: (values, options) => Math.sqrt(variance(values, ddofOf(options))),
  sum: (values) => total(valid(values)),
  var: (values, options) => variance(values, ddofOf(options)),
};

export interface AggregateSpec {
  name: string;
  column: string;
  fn: NumpyFunction;
  options: Record<string, unknown>;
}

/** Superset's _get_aggregate_funcs: `{name: {column?, operator, options?}}` checked against the frame. */
export function aggregateSpecs(aggregates: unknown, hasColumn: (name: string) => boolean): AggregateSpec[] {
  if (aggregates === undefined || aggregates === null) return [];
  if (typeof aggregates !== 'object' || Array.isArray(aggregates))
    throw new PostProcessingError('Invalid options');
  return Object.entries(aggregates as Record<string, unknown>).map(([name, config]) => {
    const spec = (config ?? {}) as Record<string, unknown>;
    const column = typeof spec.column === 'string' ? spec.column : name;
    if (!hasColumn(column)) {
      throw new PostProcessingError(`Column referenced by aggregate is undefined: ${column}`);
    }
    if (!('operator' in spec)) throw new PostProcessingError(`Operator undefined for aggregator: ${name}`);
    const operator = String(spec.operator);
    const fn = Object.hasOwn(NUMPY_FUNCTIONS, operator) ? NUMPY_FUNCTIONS[operator] : undefined;
    if (!fn) throw new PostProcessingError(`Invalid numpy function: ${operator}`);
    const options = (spec.options ?? {}) as Record<string, unknown>;
    return { name, column, fn, options };
  });
}
