// Bar Chart (echarts_timeseries_bar): bars per x value (time or category), grouped side by side or
// stacked, vertical or horizontal (orientation).
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { timeseriesTransformProps } from '../timeseries/timeseriesPlugin.ts';

const transform = timeseriesTransformProps('bar');

export function transformProps(props: ChartProps): ChartRendering {
  return transform(props);
}
