// Ordering the series of a chart by a metric sort type (Superset's sortAndFilterSeries): name sorts
// case-insensitively, the others by the sum / min / max / mean of each series' numeric values.
import type { MetricSortType } from './chartConstants.ts';

export type SeriesRow = Readonly<Record<string, unknown>>;

function numbers(rows: readonly SeriesRow[], name: string): number[] {
  const values: number[] = [];
  for (const row of rows) {
    const value = row[name];
    if (typeof value === 'number' && !Number.isNaN(value)) values.push(value);
  }
  return values;
}

function aggregate(
  rows: readonly SeriesRow[],
  name: string,
  by: MetricSortType,
): string | number | undefined {
  if (by === 'name') return name.toLowerCase();
  const values = numbers(rows, name);
  if (values.length === 0) return by === 'sum' ? 0 : undefined;
  const sum = values.reduce((total, value) => total + value, 0);
  if (by === 'sum') return sum;
  if (by === 'avg') return sum / values.length;
  return by === 'min' ? Math.min(...values) : Math.max(...values);
}

/**
 * The series names in sort order; the sort is stable and series without a value (min/max/avg of
 * no numbers) come last whatever the direction.
 */
export function sortSeriesNames(
  rows: readonly SeriesRow[],
  seriesNames: readonly string[],
  by: MetricSortType,
  ascending: boolean,
): string[] {
  const keyed = seriesNames.map((name, index) => ({ name, index, key: aggregate(rows, name, by) }));
  keyed.sort((a, b) => {
    if (a.key === undefined || b.key === undefined) {
      return a.key === b.key ? a.index - b.index : a.key === undefined ? 1 : -1;
    }
    const order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
    return (ascending ? order : -order) || a.index - b.index;
  });
  return keyed.map(({ name }) => name);
}
