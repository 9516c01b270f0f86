// The form data of a chart before anyone touched its controls, as Superset's Explore fills it:
// a missing viz type becomes the configured default (DEFAULT_VIZ_TYPE, else table), a missing
// time range the configured default (DEFAULT_TIME_FILTER, else No filter); row_limit 1000 and
// empty metrics and groupby when absent. Values already present are kept.
import { NO_TIME_RANGE } from '../timeRange/evaluateTimeRange.ts';

export const DEFAULT_VIZ_TYPE = 'table';
export const DEFAULT_TIME_FILTER = NO_TIME_RANGE;
export const DEFAULT_ROW_LIMIT = 1000;

export interface ExploreDefaultsConfig {
  DEFAULT_VIZ_TYPE?: string | null;
  DEFAULT_TIME_FILTER?: string | null;
}

const missing = (value: unknown) => value === undefined || value === null || value === '';

/** The form data with the defaults filled in (a new object; the input is not changed). */
export function withExploreDefaults(
  formData: Readonly<Record<string, unknown>>,
  config: ExploreDefaultsConfig = {},
): Record<string, unknown> & { viz_type: string; time_range: string } {
  const next: Record<string, unknown> = { ...formData };
  if (missing(next.viz_type)) next.viz_type = config.DEFAULT_VIZ_TYPE || DEFAULT_VIZ_TYPE;
  if (missing(next.time_range)) next.time_range = config.DEFAULT_TIME_FILTER || DEFAULT_TIME_FILTER;
  if (missing(next.row_limit)) next.row_limit = DEFAULT_ROW_LIMIT;
  if (missing(next.metrics)) next.metrics = [];
  if (missing(next.groupby)) next.groupby = [];
  return next as Record<string, unknown> & { viz_type: string; time_range: string };
}
