// The rows of a chart's first query, and the label Superset gives a row from its group-by values.
import type { ChartDataResultItem, ChartProps } from '../core/types.ts';

export type DataRow = Record<string, unknown>;

export function rowsOf(props: Pick<ChartProps, 'queriesData'>, query = 0): DataRow[] {
  const item = props.queriesData[query] as ChartDataResultItem | undefined;
  return item && 'data' in item && Array.isArray(item.data) ? (item.data as DataRow[]) : [];
}

/** Superset's extractGroupbyLabel: the group-by values joined with ', '. */
export function groupLabel(row: DataRow, groupby: readonly string[]): string {
  return groupby.map((name) => (row[name] === null ? '<NULL>' : String(row[name]))).join(', ');
}

export function numberAt(row: DataRow, name: string): number | null {
  const value = row[name];
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
