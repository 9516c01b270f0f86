// The flattened, pivoted result of a timeseries query (one row per x value, one column per series)
// as long rows {x, series, value} for vega-lite, with the x axis' kind (time or category).
import { getXAxisLabel } from '../core/query/labels.ts';
import type { ChartDataResultItem, FormData } from '../core/types.ts';

export interface SeriesRow {
  x: number | string | null;
  series: string;
  value: number | null;
}

export interface SeriesData {
  rows: SeriesRow[];
  series: string[];
  xIsTime: boolean;
}

type DataItem = Extract<ChartDataResultItem, { data: unknown }>;

function isDataItem(item: ChartDataResultItem | undefined): item is DataItem {
  return item !== undefined && 'data' in item && Array.isArray((item as DataItem).data);
}

export function seriesDataOf(
  item: ChartDataResultItem | undefined,
  formData: FormData,
  suffix = '',
): SeriesData {
  if (!isDataItem(item)) return { rows: [], series: [], xIsTime: true };
  const data = item.data as Record<string, unknown>[];
  const colnames =
    ('colnames' in item ? (item.colnames as string[]) : undefined) ?? Object.keys(data[0] ?? {});
  const coltypes = ('coltypes' in item ? (item.coltypes as number[]) : undefined) ?? [];
  const xName = getXAxisLabel(formData) ?? colnames[0] ?? '';
  const xIndex = colnames.indexOf(xName);
  const xType = xIndex >= 0 ? coltypes[xIndex] : 2;
  const series = colnames.filter((name) => name !== xName);
  const rows: SeriesRow[] = [];
  for (const datum of data) {
    const x = (datum[xName] ?? null) as number | string | null;
    for (const name of series) {
      const raw = datum[name];
      rows.push({
        x,
        series: `${name}${suffix}`,
        value: raw === null || raw === undefined ? null : Number(raw),
      });
    }
  }
  return { rows, series: series.map((name) => `${name}${suffix}`), xIsTime: xType === 2 };
}
