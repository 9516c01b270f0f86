// SQL Lab's tool calls (spec §7 'SQL execution', 'SQL editor state'): cost estimate, permalinks,
// the CSV export address and removing a query from a tab's history.
import type { ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';

export type EstimatePayload = components['schemas']['EstimatePayload'];
export type CostRow = components['schemas']['EstimateResponse']['result'][number];
export type PermalinkState = components['schemas']['PermalinkState'];

/** Superset's getExportCsvUrl: the query's full result as a CSV attachment. */
export function exportCsvUrl(clientId: string): string {
  return `/api/v1/sqllab/export/${encodeURIComponent(clientId)}/`;
}

/** The SPA address of a permalink key. */
export function permalinkUrl(origin: string, key: string): string {
  return `${origin}/sqllab/p/${encodeURIComponent(key)}`;
}

export function createToolsApi(client: ApiClient) {
  return {
    /** POST /api/v1/sqllab/estimate/: one row of cost figures per statement. */
    async estimate(payload: EstimatePayload): Promise<CostRow[]> {
      const { data } = await client.POST('/api/v1/sqllab/estimate/', { body: payload });
      return data?.result ?? [];
    },

    /** POST /api/v1/sqllab/permalink: the new permalink's key. */
    async createPermalink(state: PermalinkState): Promise<string> {
      const { data } = await client.POST('/api/v1/sqllab/permalink', { body: state });
      return data!.key;
    },

    /** GET /api/v1/sqllab/permalink/{key}: the stored tab state. */
    async getPermalink(key: string): Promise<PermalinkState> {
      const { data } = await client.GET('/api/v1/sqllab/permalink/{key}', { params: { path: { key } } });
      return data!;
    },

    /** DELETE /tabstateview/{id}/query/{client_id}: drops the query from the tab's history. */
    async removeQuery(tabStateId: string, clientId: string): Promise<void> {
      await client.DELETE('/tabstateview/{tab_state_id}/query/{client_id}', {
        params: { path: { tab_state_id: Number(tabStateId), client_id: clientId } },
      });
    },
  };
}

export type ToolsApi = ReturnType<typeof createToolsApi>;
