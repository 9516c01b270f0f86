// Scatter Plot (echarts_timeseries_scatter): the query result as a vega-lite series spec.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { timeseriesTransformProps } from '../timeseries/timeseriesPlugin.ts';

const transform = timeseriesTransformProps('scatter');

export function transformProps(props: ChartProps): ChartRendering {
  return transform(props);
}
