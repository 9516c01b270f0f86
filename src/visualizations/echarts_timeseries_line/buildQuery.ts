// Line Chart (echarts_timeseries_line): Superset's Timeseries buildQuery.
import type { FormData, QueryContext } from '../core/types.ts';
import { buildTimeseriesQuery } from '../timeseries/buildTimeseriesQuery.ts';

export function buildQuery(formData: FormData): QueryContext {
  return buildTimeseriesQuery(formData);
}
