// Stepped Line (echarts_timeseries_step): the query result as a vega-lite series spec.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { timeseriesTransformProps } from '../timeseries/timeseriesPlugin.ts';

const transform = timeseriesTransformProps((formData) =>
  ['start', 'middle', 'end'].includes(formData.seriesType as string)
    ? (formData.seriesType as 'start')
    : 'start',
);

export function transformProps(props: ChartProps): ChartRendering {
  return transform(props);
}
