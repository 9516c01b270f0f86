import { numbersAt } from './aggregate.ts';
import { columnByName, isNull, numberOrNull, requireColumns, toNumber } from './frame.ts';
import { groupRows } from './grouping.ts';
import { medianOfSorted, percentileOf } from './numpyFunctions.ts';
import { bool, readOptions, stringList } from './options.ts';
import { pythonFloatRepr } from './pythonText.ts';
import { type Cell, type Column, NUMERIC, PostProcessingError, type WorkFrame } from './types.ts';

const BOXPLOT_STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

type Whiskers = (sorted: number[]) => { low: number; high: number };

function whiskersFor(type: unknown, percentiles: unknown): Whiskers {
  const quartiles = (sorted: number[]) => [
    percentileOf(sorted, 25, 'midpoint'),
    percentileOf(sorted, 75, 'midpoint'),
  ];
  if (type === 'tukey') {
    return (sorted) => {
      const [q1, q3] = quartiles(sorted) as [number, number];
      const upper = sorted.filter((value) => value <= q3 + 1.5 * (q3 - q1));
      const lower = sorted.filter((value) => value >= q1 - 1.5 * (q3 - q1));
      return { low: lower[0] ?? Number.NaN, high: upper[upper.length - 1] ?? Number.NaN };
    };
  }
  if (type === 'percentile') {
    const pair = percentiles as unknown[];
    if (
      !Array.isArray(pair) ||
      pair.length !== 2 ||
      typeof pair[0] !== 'number' ||
      typeof pair[1] !== 'number' ||
      pair[0] >= pair[1]
    ) {
      throw new PostProcessingError(
        'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
      );
    }
    const [low, high] = pair as [number, number];
    return (sorted) => ({ low: percentileOf(sorted, low), high: percentileOf(sorted, high) });
  }
  if (type === 'min/max') {
    return (sorted) => ({ low: sorted[0] ?? Number.NaN, high: sorted[sorted.length - 1] ?? Number.NaN });
  }
  throw new PostProcessingError('Invalid options');
}

/** Superset's boxplot: per group and metric the __mean … __outliers columns (statistic-major order). */
export function boxplot(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['groupby', 'metrics', 'whisker_type', 'percentiles']);
  const groupby = stringList(options.groupby);
  const metrics = stringList(options.metrics);
  requireColumns(frame, [...groupby, ...metrics]);
  const whiskers = whiskersFor(options.whisker_type, options.percentiles);
  const keyColumns = groupby.map((name) => columnByName(frame, name));
  const groups = groupRows(
    keyColumns.map((column) => column.values),
    frame.length,
  );
  const stats = metrics.map((metric) => {
    const source = columnByName(frame, metric).values;
    return groups.rows.map((rows) => {
      const values = numbersAt(source, rows);
      const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
      const { low, high } = whiskers(sorted);
      const mean = sorted.length === 0 ? Number.NaN : sorted.reduce((a, b) => a + b, 0) / sorted.length;
      return {
        mean: numberOrNull(mean),
        median: numberOrNull(medianOfSorted(sorted)),
        max: numberOrNull(high),
        min: numberOrNull(low),
        q1: numberOrNull(percentileOf(sorted, 25, 'midpoint')),
        q3: numberOrNull(percentileOf(sorted, 75, 'midpoint')),
        count: values.length,
        outliers: [...values.filter((value) => value > high), ...values.filter((value) => value < low)],
      };
    });
  });
  const columns: Column[] = groupby.map((name, level) => ({
    key: [name],
    values: groups.keys.map((key) => key[level] ?? null),
    type: keyColumns[level]!.type,
  }));
  for (const statistic of BOXPLOT_STATISTICS) {
    metrics.forEach((metric, position) => {
      columns.push({
        key: [`${metric}__${statistic}`],
        // The outlier lists travel as JSON arrays, as Superset's to_dict writes them.
        values: stats[position]!.map((group) => group[statistic] as unknown as Cell),
        type: statistic === 'outliers' ? null : NUMERIC,
      });
    });
  }
  return { index: [], columns, nlevels: 1, length: groups.keys.length };
}

/** np.histogram_bin_edges and np.histogram's bin search (last bin closed). */
function binEdges(values: number[], bins: number): number[] {
  let first = Math.min(...values);
  let last = Math.max(...values);
  if (first === last) {
    first -= 0.5;
    last += 0.5;
  }
  const step = (last - first) / bins;
  return Array.from({ length: bins + 1 }, (_, i) => (i === bins ? last : i * step + first));
}

function counts(values: number[], edges: number[]): number[] {
  const bins = edges.length - 1;
  const result = new Array<number>(bins).fill(0);
  const first = edges[0]!;
  const norm = bins / (edges[bins]! - first);
  for (const value of values) {
    if (value < first || value > edges[bins]!) continue;
    let at = Math.min(Math.floor((value - first) * norm), bins - 1);
    if (value < edges[at]!) at -= 1;
    else if (at !== bins - 1 && value >= edges[at + 1]!) at += 1;
    result[at]! += 1;
  }
  return result;
}

/** Superset's histogram: one row per group, one column per bin labelled '<lower> - <upper>'. */
export function histogram(frame: WorkFrame, rawOptions: unknown): WorkFrame {
  const options = readOptions(rawOptions, ['column', 'groupby', 'bins', 'cumulative', 'normalize']);
  const bins = options.bins === undefined ? 5 : options.bins;
  if (typeof bins !== 'number' || !Number.isInteger(bins) || bins < 1 || bins > 1000) {
    throw new PostProcessingError('`bins` must be an integer between 1 and 1000');
  }
  const cumulative = bool(options.cumulative, false);
  const normalize = bool(options.normalize, false);
  const groupby = stringList(options.groupby);
  if (typeof options.column !== 'string') throw new PostProcessingError('Invalid options');
  const name = options.column;
  requireColumns(frame, [name, ...groupby]);
  const source = columnByName(frame, name).values;
  const kept = source.map((_, row) => row).filter((row) => !isNull(source[row] ?? null));
  if (kept.length === 0)
    return { ...frame, index: [], columns: frame.columns.map((c) => ({ ...c, values: [] })), length: 0 };
  const values = kept.map((row) => toNumber(source[row] ?? null));
  if (values.some(Number.isNaN))
    throw new PostProcessingError(`Column '${name}' contains non-numeric values`);
  const edges = binEdges(values, bins);
  const labels = edges
    .slice(0, -1)
    .map((edge, i) => `${pythonFloatRepr(edge)} - ${pythonFloatRepr(edges[i + 1]!)}`);
  const numberAt = new Map(kept.map((row, at) => [row, values[at]!]));
  const keyColumns = groupby.map((column) => columnByName(frame, column));
  const groups = groupRows(
    keyColumns.map((column) => kept.map((row) => column.values[row] ?? null)),
    kept.length,
  );
  let table = groups.rows.map((rows) => {
    const histogram = counts(
      rows.map((at) => numberAt.get(kept[at]!)!),
      edges,
    );
    if (!cumulative) return histogram;
    let running = 0;
    return histogram.map((count) => {
      running += count;
      return running;
    });
  });
  if (normalize) {
    const total = table.flat().reduce((a, b) => a + b, 0);
    table = table.map((row) => row.map((count) => count / total));
  }
  const columns: Column[] = groupby.map((column, level) => ({
    key: [column],
    values: groups.keys.map((key) => key[level] ?? null),
    type: keyColumns[level]!.type,
  }));
  labels.forEach((label, bin) => {
    columns.push({ key: [label], values: table.map((row) => row[bin]!), type: NUMERIC });
  });
  return { index: [], columns, nlevels: 1, length: table.length };
}
