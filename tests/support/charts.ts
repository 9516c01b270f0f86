// Helpers of the chart and dashboard route tests: chart and dashboard calls as a role user
// (Bearer token), and reading a dashboard's layout.
import type { components } from '../../src/api/schema.gen.ts';
import type { RoleUser, TestApp } from './testApp.ts';

export type ChartList = components['schemas']['ChartList'];
export type ChartListItem = components['schemas']['ChartListItem'];
export type ChartDetail = components['schemas']['ChartDetail'];
export type DashboardList = components['schemas']['DashboardList'];
export type DashboardListItem = components['schemas']['DashboardListItem'];
export type Reply<T = { id: number; result: Record<string, unknown> }> = T;
export type ErrorReply = { message: unknown; errors?: Array<{ error_type: string }> };
type Layout = Record<
  string,
  { type?: string; children?: string[]; parents?: string[]; meta?: Record<string, unknown> }
>;

export function chartCalls(t: TestApp) {
  return {
    async create<T = { id: number; result: Record<string, unknown> }>(
      json: Record<string, unknown>,
      user: RoleUser = 'admin',
    ) {
      return t.client.post<T>('/api/v1/chart/', { headers: await t.bearer(user), json });
    },
    async get<T = { id: number; result: ChartDetail }>(id: number, user: RoleUser = 'admin', q?: unknown) {
      return t.client.get<T>(`/api/v1/chart/${id}`, {
        headers: await t.bearer(user),
        ...(q ? { query: { q } } : {}),
      });
    },
    async put<T = { id: number; result: Record<string, unknown> }>(
      id: number,
      json: Record<string, unknown>,
      user: RoleUser = 'admin',
    ) {
      return t.client.put<T>(`/api/v1/chart/${id}`, { headers: await t.bearer(user), json });
    },
    async list(q: Record<string, unknown> | undefined, user: RoleUser = 'admin') {
      return t.client.get<ChartList>('/api/v1/chart/', { headers: await t.bearer(user), query: { q } });
    },
    async remove<T = { message: string }>(id: number, user: RoleUser = 'admin') {
      return t.client.delete<T>(`/api/v1/chart/${id}`, { headers: await t.bearer(user) });
    },
    async createDashboard<T = { id: number; result: Record<string, unknown> }>(
      json: Record<string, unknown>,
      user: RoleUser = 'admin',
    ) {
      return t.client.post<T>('/api/v1/dashboard/', { headers: await t.bearer(user), json });
    },
    async dashboards(q: Record<string, unknown> | undefined, user: RoleUser = 'admin') {
      return t.client.get<DashboardList>('/api/v1/dashboard/', {
        headers: await t.bearer(user),
        query: { q },
      });
    },
    /** The dashboard's position_json, parsed ({} when empty). */
    async layoutOf(id: number): Promise<Layout> {
      const reply = await this.dashboards({ filters: [], page_size: -1 });
      const row = (reply.body.result as DashboardListItem[]).find((d) => d.id === id);
      return row?.position_json ? (JSON.parse(row.position_json) as Layout) : {};
    },
  };
}

/** The CHART items of a layout that show the chart. */
export function chartItemsOf(layout: Layout, chartId: number) {
  return Object.entries(layout).filter(([, item]) => item.type === 'CHART' && item.meta?.chartId === chartId);
}
