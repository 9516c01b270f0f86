// Bar Chart (echarts_timeseries_bar): Superset's Timeseries buildQuery (with the x-axis sort).
import type { FormData, QueryContext } from '../core/types.ts';
import { buildTimeseriesQuery } from '../timeseries/buildTimeseriesQuery.ts';

export function buildQuery(formData: FormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
