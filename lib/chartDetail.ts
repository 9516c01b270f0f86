// A chart's show reply (Superset's ChartRestApi show_columns) from its list item (list_columns
// hold every show column but is_managed_externally): used by the server and the mocks alike.

/** The show_columns a chart list item carries too, in the reply's order. */
export const CHART_DETAIL_FIELDS = [
  'id',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'description',
  'cache_timeout',
  'params',
  'query_context',
  'url',
  'thumbnail_url',
  'certified_by',
  'certification_details',
  'owners',
  'dashboards',
  'changed_on_delta_humanized',
] as const;

type DetailField = (typeof CHART_DETAIL_FIELDS)[number];

/** The chart's detail: the show_columns of its list item, not managed externally. */
export function chartDetailOf<T extends { [K in DetailField]: unknown }>(
  item: T,
): Pick<T, DetailField> & { is_managed_externally: false } {
  const detail = Object.fromEntries(CHART_DETAIL_FIELDS.map((field) => [field, item[field]]));
  return { ...(detail as Pick<T, DetailField>), is_managed_externally: false };
}
