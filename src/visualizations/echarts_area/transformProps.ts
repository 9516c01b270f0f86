// Area Chart (echarts_area): the query result as a vega-lite area spec.
import type { ChartProps, ChartRendering } from '../core/types.ts';
import { timeseriesTransformProps } from '../timeseries/timeseriesPlugin.ts';

const transform = timeseriesTransformProps((formData) => (formData.seriesType as 'line') ?? 'line');

export function transformProps(props: ChartProps): ChartRendering {
  return transform({ ...props, formData: { ...props.formData, area: true } });
}
