// The pivot table's aggregation functions (Superset's aggregateFunction names) over a cell's values.
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];
export type CellValue = number | string | null;

const numbers = (values: readonly unknown[]) =>
  values.filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function variance(values: readonly number[]): number | null {
  if (values.length < 2) return null;
  const mean = sum(values) / values.length;
  return sum(values.map((v) => (v - mean) ** 2)) / (values.length - 1);
}

function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The base aggregate of a fraction function: Sum or Count. */
export function fractionBase(
  name: string,
): { base: 'Sum' | 'Count'; of: 'Total' | 'Rows' | 'Columns' } | null {
  const match = /^(Sum|Count) as Fraction of (Total|Rows|Columns)$/.exec(name);
  return match ? { base: match[1] as 'Sum' | 'Count', of: match[2] as 'Total' | 'Rows' | 'Columns' } : null;
}

/** Aggregates the values of one cell (fraction functions aggregate with their base here). */
export function aggregate(name: string, values: readonly unknown[]): CellValue {
  const fraction = fractionBase(name);
  const fn = fraction ? fraction.base : name;
  const nums = numbers(values);
  switch (fn) {
    case 'Count':
      return values.length;
    case 'Count Unique Values':
      return new Set(values).size;
    case 'List Unique Values':
      return [...new Set(values.map(String))].join(', ');
    case 'Average':
      return nums.length ? sum(nums) / nums.length : null;
    case 'Median':
      return median(nums);
    case 'Sample Variance':
      return variance(nums);
    case 'Sample Standard Deviation': {
      const v = variance(nums);
      return v === null ? null : Math.sqrt(v);
    }
    case 'Minimum':
      return nums.length ? Math.min(...nums) : null;
    case 'Maximum':
      return nums.length ? Math.max(...nums) : null;
    case 'First':
      return (values[0] as CellValue) ?? null;
    case 'Last':
      return (values[values.length - 1] as CellValue) ?? null;
    default:
      return nums.length ? sum(nums) : null;
  }
}
