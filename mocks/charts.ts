// The mock backend's charts and dashboards: fixtures on dataset 1 (`sales`) plus what a test or a
// dev:mock session creates, changes or deletes; favourites per user; a chart saved with
// dashboards is appended to each one's layout as the server does. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';
import { CHART_DATASET_ID, CHART_DATASET_TABLE } from './fixtures/chartData.ts';
import { ADMIN_USER, findAccountById } from './fixtures/users.ts';

type ChartListItem = components['schemas']['ChartListItem'];
type ChartWrite = components['schemas']['ChartWriteFields'];
type DashboardListItem = components['schemas']['DashboardListItem'];
type DashboardCreate = components['schemas']['DashboardCreateRequest'];

const NOW = '2026-01-01T00:00:00+00:00';
const ADMIN_REF = { id: ADMIN_USER.id, first_name: ADMIN_USER.first_name, last_name: ADMIN_USER.last_name };

function queryContext(metrics: unknown[], columns: string[]): string {
  return JSON.stringify({
    datasource: { id: CHART_DATASET_ID, type: 'table' },
    force: false,
    queries: [{ columns, metrics, row_limit: 100 }],
    result_format: 'json',
    result_type: 'full',
  });
}

function chart(id: number, slice_name: string, viz_type: string, columns: string[]): ChartListItem {
  return {
    id,
    slice_name,
    viz_type,
    datasource_id: CHART_DATASET_ID,
    datasource_type: 'table',
    datasource_name_text: `main.${CHART_DATASET_TABLE}`,
    datasource_url: `/explore/?datasource_type=table&datasource_id=${CHART_DATASET_ID}`,
    description: null,
    cache_timeout: null,
    params: JSON.stringify({ viz_type, datasource: `${CHART_DATASET_ID}__table`, groupby: columns }),
    query_context: queryContext(['count'], columns),
    url: `/explore/?slice_id=${id}`,
    thumbnail_url: null,
    certified_by: null,
    certification_details: null,
    owners: [ADMIN_REF],
    dashboards: [],
    created_by: ADMIN_REF,
    changed_by: { first_name: ADMIN_USER.first_name, last_name: ADMIN_USER.last_name },
    changed_by_name: `${ADMIN_USER.first_name} ${ADMIN_USER.last_name}`,
    changed_on_delta_humanized: 'a month ago',
    changed_on_utc: NOW,
    last_saved_at: NOW,
    last_saved_by: ADMIN_REF,
  };
}

function dashboard(id: number, title: string, slug: string | null): DashboardListItem {
  return {
    id,
    dashboard_title: title,
    slug,
    url: `/superset/dashboard/${slug ?? id}/`,
    published: true,
    status: 'published',
    owners: [ADMIN_REF],
    certified_by: null,
    certification_details: null,
    changed_by: ADMIN_REF,
    changed_by_name: `${ADMIN_USER.first_name} ${ADMIN_USER.last_name}`,
    changed_on_delta_humanized: 'a month ago',
    changed_on_utc: NOW,
    created_by: ADMIN_REF,
    css: '',
    json_metadata: '{}',
    position_json: null,
    thumbnail_url: null,
    is_managed_externally: false,
  };
}

let charts: ChartListItem[] = [];
let dashboards: DashboardListItem[] = [];
let favorites = new Set<string>();
let nextChartId = 1;
let nextDashboardId = 1;

function initial(): void {
  charts = [
    chart(1, 'Orders by region', 'pie', ['region']),
    chart(2, 'Orders by channel', 'table', ['channel']),
    chart(3, 'Orders by product', 'table', ['product']),
    chart(4, 'Orders by category', 'table', ['category']),
  ];
  dashboards = [dashboard(1, 'Sales', 'sales'), dashboard(2, 'Regions', null)];
  // A chart saved before query contexts were stored (its data calls answer 400).
  charts[1]!.query_context = null;
  const first = charts[0]!;
  first.dashboards = [{ id: 1, dashboard_title: 'Sales' }];
  dashboards[0]!.position_json = layoutWith(null, first);
  favorites = new Set([`${ADMIN_USER.id}:1`]);
  nextChartId = 5;
  nextDashboardId = 3;
}

function userRefs(ids: readonly number[]) {
  return ids.flatMap((id) => {
    const user = findAccountById(id)?.user;
    return user ? [{ id, first_name: user.first_name, last_name: user.last_name }] : [];
  });
}

/** position_json with the chart in a new row under GRID_ID (Superset's layout), unless it is there. */
export function layoutWith(positionJson: string | null, row: ChartListItem): string {
  const layout: Record<string, Record<string, unknown>> = positionJson
    ? (JSON.parse(positionJson) as Record<string, Record<string, unknown>>)
    : {};
  const present = Object.values(layout).some(
    (item) => item.type === 'CHART' && (item.meta as { chartId?: number })?.chartId === row.id,
  );
  if (present) return JSON.stringify(layout);
  layout.DASHBOARD_VERSION_KEY ??= 'v2' as never;
  layout.ROOT_ID ??= { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] };
  layout.HEADER_ID ??= { id: 'HEADER_ID', type: 'HEADER', meta: { text: '' } };
  layout.GRID_ID ??= { id: 'GRID_ID', type: 'GRID', children: [], parents: ['ROOT_ID'] };
  const suffix = Math.random().toString(36).slice(2, 12);
  const rowId = `ROW-${suffix}`;
  const chartId = `CHART-${suffix}`;
  (layout.GRID_ID.children as string[]).push(rowId);
  layout[rowId] = {
    id: rowId,
    type: 'ROW',
    children: [chartId],
    parents: ['ROOT_ID', 'GRID_ID'],
    meta: { background: 'BACKGROUND_TRANSPARENT' },
  };
  layout[chartId] = {
    id: chartId,
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', rowId],
    meta: { chartId: row.id, width: 4, height: 50, sliceName: row.slice_name, uuid: `mock-chart-${row.id}` },
  };
  return JSON.stringify(layout);
}

function addToDashboards(row: ChartListItem, ids: readonly number[]): void {
  row.dashboards = ids.flatMap((id) => {
    const board = dashboards.find((d) => d.id === id);
    if (!board) return [];
    board.position_json = layoutWith(board.position_json, row);
    return [{ id, dashboard_title: board.dashboard_title }];
  });
}

initial();

export const mockCharts = {
  reset: initial,
  all: (): ChartListItem[] => charts,
  find: (id: number): ChartListItem | undefined => charts.find((row) => row.id === id),
  create(userId: number, body: ChartWrite): ChartListItem {
    const row = chart(nextChartId++, body.slice_name ?? '', body.viz_type ?? 'table', []);
    Object.assign(row, pick(body));
    row.owners = userRefs(body.owners?.length ? body.owners : [userId]);
    addToDashboards(row, body.dashboards ?? []);
    charts.push(row);
    return row;
  },
  update(row: ChartListItem, body: ChartWrite): ChartListItem {
    Object.assign(row, pick(body));
    if (body.owners) row.owners = userRefs(body.owners);
    if (body.dashboards) addToDashboards(row, body.dashboards);
    row.changed_on_utc = new Date().toISOString().replace('Z', '+00:00');
    row.changed_on_delta_humanized = 'a few seconds ago';
    return row;
  },
  remove(ids: readonly number[]): void {
    charts = charts.filter((row) => !ids.includes(row.id));
  },
  isFavorite: (userId: number, id: number): boolean => favorites.has(`${userId}:${id}`),
  setFavorite(userId: number, id: number, value: boolean): void {
    if (value) favorites.add(`${userId}:${id}`);
    else favorites.delete(`${userId}:${id}`);
  },
};

export const mockDashboards = {
  all: (): DashboardListItem[] => dashboards,
  find: (id: number): DashboardListItem | undefined => dashboards.find((row) => row.id === id),
  slugTaken: (slug: string): boolean => dashboards.some((row) => row.slug === slug),
  isFavorite: (userId: number, id: number): boolean => favorites.has(`${userId}:Dashboard:${id}`),
  create(userId: number, body: DashboardCreate): DashboardListItem {
    const row = dashboard(
      nextDashboardId++,
      body.dashboard_title ?? '[ untitled dashboard ]',
      body.slug ?? null,
    );
    row.owners = userRefs(body.owners?.length ? body.owners : [userId]);
    row.published = body.published ?? false;
    row.status = row.published ? 'published' : 'draft';
    row.css = body.css ?? '';
    row.json_metadata = body.json_metadata ?? '{}';
    row.position_json = body.position_json ?? null;
    dashboards.push(row);
    return row;
  },
};

function pick(body: ChartWrite): Partial<ChartListItem> {
  const fields = [
    'slice_name',
    'viz_type',
    'datasource_id',
    'datasource_type',
    'params',
    'query_context',
    'description',
    'cache_timeout',
    'certified_by',
    'certification_details',
  ] as const;
  return Object.fromEntries(fields.filter((key) => body[key] !== undefined).map((key) => [key, body[key]]));
}
