// The (label, value) pairs of the one-metric-by-categories charts, with formatted value and share.
import type { ChartProps } from '../core/types.ts';
import { columnLabel, columnsOf, metricLabel, metricOf } from './formData.ts';
import { numberFormatter, percentFormatter } from './numberFormat.ts';
import { groupLabel, numberAt, rowsOf } from './rows.ts';

export interface CategoryValue {
  index: number;
  name: string;
  value: number;
  formatted: string;
  share: number;
  percent: string;
}

export function categoryValues(
  props: Pick<ChartProps, 'formData' | 'queriesData'>,
  columnsField = 'groupby',
) {
  const { formData } = props;
  const metric = metricLabel(metricOf(formData));
  const groupby = columnsOf(formData, columnsField).map(columnLabel);
  const format = numberFormatter(formData.number_format);
  const pairs = rowsOf(props).map((row) => ({
    name: groupLabel(row, groupby),
    value: numberAt(row, metric) ?? 0,
  }));
  const total = pairs.reduce((sum, pair) => sum + pair.value, 0);
  const values: CategoryValue[] = pairs.map((pair, index) => {
    const share = total === 0 ? 0 : pair.value / total;
    return { ...pair, index, formatted: format(pair.value), share, percent: percentFormatter(share) };
  });
  return { metric, groupby, values, total, format };
}
