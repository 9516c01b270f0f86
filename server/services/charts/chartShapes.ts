// A chart row as the chart calls answer it: the list item (Superset's ChartRestApi list_columns)
// and the detail (show_columns).
import { chartDetailOf } from '../../../lib/chartDetail.ts';
import type { components } from '../../../src/api/schema.gen.ts';
import type { ChartSummary } from '../../store/repositories/chartsRepository.ts';
import { humanizeDelta } from '../shared/humanize.ts';

type ChartListItem = components['schemas']['ChartListItem'];
type ChartDetail = components['schemas']['ChartDetail'];

export function chartUrl(id: number): string {
  return `/explore/?slice_id=${id}`;
}

function utc(iso: string): string {
  return iso.replace(/Z$/, '+00:00');
}

export function toChartListItem(row: ChartSummary, now: Date): ChartListItem {
  const changer = row.changed_by;
  const hasDataset = row.table_name !== null;
  return {
    id: row.id,
    slice_name: row.slice_name,
    viz_type: row.viz_type,
    datasource_id: row.datasource_id,
    datasource_type: row.datasource_type,
    datasource_name_text: hasDataset
      ? row.table_schema
        ? `${row.table_schema}.${row.table_name}`
        : row.table_name
      : null,
    datasource_url: hasDataset ? `/explore/?datasource_type=table&datasource_id=${row.datasource_id}` : null,
    description: row.description,
    cache_timeout: row.cache_timeout,
    params: row.params,
    query_context: row.query_context,
    url: chartUrl(row.id),
    thumbnail_url: null,
    certified_by: row.certified_by,
    certification_details: row.certification_details,
    owners: row.owners,
    dashboards: row.dashboards,
    created_by: row.created_by,
    changed_by: changer ? { first_name: changer.first_name, last_name: changer.last_name } : null,
    changed_by_name: changer ? `${changer.first_name} ${changer.last_name}`.trim() : '',
    changed_on_delta_humanized: humanizeDelta(new Date(row.changed_on), now),
    changed_on_utc: utc(row.changed_on),
    last_saved_at: row.last_saved_at ? utc(row.last_saved_at) : null,
    last_saved_by: row.last_saved_by,
  };
}

export function toChartDetail(row: ChartSummary, now: Date): ChartDetail {
  return chartDetailOf(toChartListItem(row, now));
}
