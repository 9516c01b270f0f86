// Rows as the server's boxplot post-processing answers them: the group columns, then per
// statistic and metric `<metric>__<statistic>` (outliers as lists).
export function boxPlotRow(
  group: Record<string, unknown>,
  metric: string,
  stats: number[],
  outliers: number[],
) {
  const [min, q1, median, q3, max, mean, count] = stats;
  return {
    ...group,
    [`${metric}__mean`]: mean,
    [`${metric}__median`]: median,
    [`${metric}__max`]: max,
    [`${metric}__min`]: min,
    [`${metric}__q1`]: q1,
    [`${metric}__q3`]: q3,
    [`${metric}__count`]: count,
    [`${metric}__outliers`]: outliers,
  };
}

export const BOX_PLOT_ROWS = [
  boxPlotRow({ region: 'Asia' }, 'SUM(revenue)', [10, 20, 30, 40, 50, 31, 12], [95, 1]),
  boxPlotRow({ region: 'Europe' }, 'SUM(revenue)', [5, 15, 25, 35, 45, 26, 9], []),
];
