// Fixtures of the timeseries chart tests: a pivoted, flattened result as the server answers it
// (epoch ms x, one column per series), chart props around it, and the vega-lite spec drawn.
import type { ChartProps, ChartRendering, FormData } from '../../../../src/visualizations/core/types.ts';
import type { LooseSpec } from '../chartTestKit.ts';

/** Two days of a result whose series are `series` (values per day in order). */
export function seriesResult(series: Record<string, [number | null, number | null]>) {
  const names = Object.keys(series);
  return {
    colnames: ['order_date', ...names],
    coltypes: [2, ...names.map(() => 0)],
    rowcount: 2,
    data: [1609459200000, 1609545600000].map((day, index) => ({
      order_date: day,
      ...Object.fromEntries(names.map((name) => [name, series[name]![index]])),
    })),
  } as unknown as ChartProps['queriesData'][number];
}

/** The usual result: Europe 10, 12 and Asia null, 3. */
export const EUROPE_ASIA = seriesResult({ Europe: [10, 12], Asia: [null, 3] });

/** Line chart props on `result` with the form data's changes. */
export function timeseriesProps(
  formData: Partial<FormData>,
  result: ChartProps['queriesData'][number] = EUROPE_ASIA,
): ChartProps {
  return {
    formData: {
      viz_type: 'echarts_timeseries_line',
      datasource: '1__table',
      x_axis: 'order_date',
      ...formData,
    },
    queriesData: [result],
    datasource: { id: 1, type: 'table', uid: '1__table', columns: [], metrics: [] },
    width: 600,
    height: 400,
  };
}

export function vegaLiteSpecOf(rendering: ChartRendering): LooseSpec {
  if (rendering.kind !== 'vega-lite') throw new Error(rendering.kind);
  return rendering.spec as LooseSpec;
}
