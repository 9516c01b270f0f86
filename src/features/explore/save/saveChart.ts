// The calls of 'Save' in the Save chart modal, in Superset 3.1's order: the chart's current
// dashboards (overwrite), a new dashboard when a new name was typed, then POST or PUT the chart.
import { encodeRison } from '../../../../lib/rison.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { FormData, QueryContext } from '../../../visualizations/core/types.ts';
import { chartSavePayload } from './chartSavePayload.ts';

/** The chart explore has open (the explore bootstrap's slice). */
export interface SavedSlice {
  slice_id: number;
  slice_name: string;
  /** Owner user ids (sent back on overwrite). */
  owners?: number[];
  /** The saved form data (the Altered diff and the temporal range rule use it). */
  form_data?: Partial<FormData> | null;
}

/** The dashboard picked in the modal: an existing one, or a name to create one with. */
export type DashboardChoice =
  | { kind: 'existing'; id: number; title: string }
  | { kind: 'new'; title: string };

export interface SaveChartRequest {
  action: 'overwrite' | 'saveas';
  sliceName: string;
  formData: FormData;
  slice: SavedSlice | null;
  dashboard: DashboardChoice | null;
  buildQueryContext?: ((formData: FormData) => QueryContext) | null;
}

export interface SaveChartResult {
  chartId: number;
  /** The dashboard the chart was added to, and whether it was just created. */
  dashboard: { id: number; title: string; created: boolean } | null;
}

/** GET /api/v1/chart/{id}?q=(select_columns:!(dashboards.id)) → the chart's dashboard ids. */
export async function chartDashboardIds(client: ApiClient, chartId: number): Promise<number[]> {
  const { data } = await client.GET('/api/v1/chart/{pk}', {
    params: { path: { pk: chartId }, query: { q: encodeRison({ select_columns: ['dashboards.id'] }) } },
  });
  const dashboards = (data?.result as { dashboards?: { id?: number }[] } | undefined)?.dashboards ?? [];
  return dashboards.flatMap((dashboard) => (typeof dashboard.id === 'number' ? [dashboard.id] : []));
}

export async function saveChart(client: ApiClient, request: SaveChartRequest): Promise<SaveChartResult> {
  const overwrite = request.action === 'overwrite' && request.slice !== null;
  const current = overwrite && request.slice ? await chartDashboardIds(client, request.slice.slice_id) : [];
  let dashboard: SaveChartResult['dashboard'] = null;
  if (request.dashboard?.kind === 'new') {
    const { data } = await client.POST('/api/v1/dashboard/', {
      body: { dashboard_title: request.dashboard.title },
    });
    dashboard = { id: data!.id, title: request.dashboard.title, created: true };
  } else if (request.dashboard?.kind === 'existing') {
    dashboard = { id: request.dashboard.id, title: request.dashboard.title, created: false };
  }
  const dashboards = [...new Set([...current, ...(dashboard ? [dashboard.id] : [])])];
  const payload = chartSavePayload({
    sliceName: request.sliceName,
    formData: request.formData,
    dashboards,
    savedFormData: overwrite ? request.slice?.form_data : null,
    buildQueryContext: request.buildQueryContext ?? null,
  });
  if (overwrite && request.slice) {
    const { data } = await client.PUT('/api/v1/chart/{pk}', {
      params: { path: { pk: request.slice.slice_id } },
      body: { ...payload, owners: request.slice.owners ?? [] },
    });
    return { chartId: data?.id ?? request.slice.slice_id, dashboard };
  }
  const { data } = await client.POST('/api/v1/chart/', { body: { ...payload, owners: [] } });
  return { chartId: data!.id, dashboard };
}
