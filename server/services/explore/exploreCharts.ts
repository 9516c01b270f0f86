// A saved chart as Explore shows it (Superset's Slice.data), from the charts repository's
// findChart: its owners' and dashboards' ids, its params and query context parsed.
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findChart } from '../../store/repositories/chartsRepository.ts';
import { jsonObjectOf, jsonObjectOrNull } from '../shared/jsonText.ts';
import type { ExploreChart } from './exploreContext.ts';

export async function findExploreChart(db: MetadataDb, id: number): Promise<ExploreChart | undefined> {
  const row = await findChart(db, id);
  if (!row) return undefined;
  const params = jsonObjectOf(row.params);
  const datasource = `${row.datasource_id}__${row.datasource_type ?? 'table'}`;
  const ownerIds = row.owners.map((owner) => owner.id);
  return {
    id: row.id,
    ownerIds,
    params,
    slice: {
      slice_id: row.id,
      slice_name: row.slice_name ?? '',
      description: row.description,
      viz_type: row.viz_type ?? (typeof params.viz_type === 'string' ? params.viz_type : 'table'),
      owners: ownerIds,
      datasource,
      form_data: { ...params, slice_id: row.id, datasource },
      query_context: jsonObjectOrNull(row.query_context),
      cache_timeout: row.cache_timeout,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      changed_on: row.changed_on,
      dashboards: row.dashboards.map((dashboard) => dashboard.id),
      slice_url: `/explore/?slice_id=${row.id}`,
      is_managed_externally: false,
    },
  };
}
