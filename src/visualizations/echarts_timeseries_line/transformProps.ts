// Line Chart (echarts_timeseries_line): the query result as a vega-lite series spec.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { timeseriesTransformProps } from '../timeseries/timeseriesPlugin.ts';

const transform = timeseriesTransformProps('line');

export function transformProps(props: ChartProps): ChartRendering {
  return transform(props);
}
