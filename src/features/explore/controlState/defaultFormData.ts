// Spec §3 'Default form data' and §4 Explore: viz type from the configuration or Table, time range
// from the configuration or 'No filter', row_limit 1000, empty metrics and groupby.
import type { FormData } from './types.ts';

export const FALLBACK_VIZ_TYPE = 'table';
export const FALLBACK_TIME_RANGE = 'No filter';
export const DEFAULT_ROW_LIMIT = 1000;

export interface ExploreDefaults {
  defaultVizType?: string | null;
  defaultTimeFilter?: string | null;
}

export function withDefaults(
  formData: Partial<FormData>,
  datasource: string,
  conf: ExploreDefaults,
): FormData {
  return {
    row_limit: DEFAULT_ROW_LIMIT,
    metrics: [],
    groupby: [],
    ...formData,
    viz_type: formData.viz_type || conf.defaultVizType || FALLBACK_VIZ_TYPE,
    time_range: formData.time_range || conf.defaultTimeFilter || FALLBACK_TIME_RANGE,
    datasource: formData.datasource || datasource,
  };
}
