// Spec §4 Explore 'Changing viz type transforms the form data' (Superset 3.1's StandardizedFormData):
// metric-like and column-like fields pool into one list each and are dealt to the new viz's
// fields of that kind; the public controls carry over as they are; the other controls of the new
// viz take what they held when this viz was last shown, else their defaults.
import type { FormData, NamedControl } from './types.ts';

export const METRIC_FIELDS = ['metric', 'metrics', 'metric_2', 'percent_metrics', 'x', 'y', 'size'] as const;
export const COLUMN_FIELDS = [
  'groupby',
  'columns',
  'groupbyColumns',
  'groupbyRows',
  'series',
  'entity',
] as const;
export const PUBLIC_FIELDS = [
  'datasource',
  'slice_id',
  'url_params',
  'custom_params',
  'extra_form_data',
  'granularity_sqla',
  'time_grain_sqla',
  'time_range',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'series_limit',
  'series_limit_metric',
  'order_desc',
  'row_limit',
  'x_axis',
  'rolling_type',
  'rolling_periods',
  'min_periods',
  'time_compare',
  'comparison_type',
  'resample_rule',
  'resample_method',
] as const;

/** The form data each viz type had when the user left it, by viz_type. */
export type MemorizedFormData = Readonly<Record<string, FormData>>;

function sameItem(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Every value of the given fields in order, lists flattened, without repeats. */
export function pool(formData: FormData, fields: readonly string[]): unknown[] {
  const items: unknown[] = [];
  for (const field of fields) {
    const value = formData[field];
    const values = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
    for (const item of values) if (!items.some((known) => sameItem(known, item))) items.push(item);
  }
  return items;
}

/** Deals pooled items to the target's fields of a kind, in panel order: multi takes all, single the next. */
function deal(target: readonly NamedControl[], fields: readonly string[], items: unknown[], into: FormData) {
  const queue = [...items];
  for (const { name, config } of target) {
    if (!fields.includes(name)) continue;
    into[name] = config.multi ? queue.splice(0) : (queue.shift() ?? null);
  }
}

export function transformFormData(
  current: FormData,
  targetVizType: string,
  targetControls: readonly NamedControl[],
  memorized: MemorizedFormData = {},
): FormData {
  const next: FormData = {
    ...(memorized[targetVizType] ?? {}),
    viz_type: targetVizType,
    datasource: current.datasource,
  };
  const carried: Record<string, unknown> = next;
  for (const field of PUBLIC_FIELDS) if (current[field] !== undefined) carried[field] = current[field];
  deal(targetControls, METRIC_FIELDS, pool(current, METRIC_FIELDS), next);
  deal(targetControls, COLUMN_FIELDS, pool(current, COLUMN_FIELDS), next);
  next.viz_type = targetVizType;
  return next;
}
