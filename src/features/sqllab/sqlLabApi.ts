// The SQL Lab calls (spec §7 'SQL execution', 'SQL editor state') on the contract's client.
import { encodeRison } from '../../../lib/rison.ts';
import type { QueryResults, ServerQueryUpdate } from '../../../machines/sqlLabQuery/index.ts';
import type {
  MigrateInput,
  MigrateOutput,
  SqlEditorTab,
  TabState,
  TabStateUpdate,
} from '../../../machines/tabSync/index.ts';
import type { ApiClient } from '../../api/client.ts';
import type { components } from '../../api/schema.gen.ts';
import { createTableSchemaApi } from './tableSchemaApi.ts';

export type ExecutePayload = components['schemas']['ExecutePayload'];
export type ClientQuery = components['schemas']['ClientQuery'];
export type QueryExecutionResponse = components['schemas']['QueryExecutionResponse'];
export type SqlLabBootstrap = components['schemas']['SqlLabBootstrap']['result'];
export type SqlLabDatabase = components['schemas']['SqlLabDatabase'];
export type TabStateDetail = components['schemas']['TabStateDetail'];

export type ExecuteReply =
  | { status: 200; body: QueryExecutionResponse }
  | { status: 202; body: { query: ClientQuery } };

/** The shape the query machine reads from an execution (finished execute, fetched results). */
export function toQueryResults(body: QueryExecutionResponse): QueryResults {
  return body as unknown as QueryResults;
}

/** A server query in the machine's naming (Superset's Query.to_dict already uses it). */
export function toServerUpdate(query: ClientQuery | Record<string, unknown>): ServerQueryUpdate {
  return query as unknown as ServerQueryUpdate;
}

/** A server tab state in the machine's shape (extra_json as JSON text). */
export function toTabState(detail: TabStateDetail): TabState {
  return {
    ...detail,
    latest_query:
      detail.latest_query && typeof detail.latest_query.id === 'string'
        ? { id: detail.latest_query.id }
        : null,
    extra_json: JSON.stringify(detail.extra_json ?? {}),
  };
}

export function createSqlLabApi(client: ApiClient) {
  return {
    ...createTableSchemaApi(client),

    async execute(payload: ExecutePayload): Promise<ExecuteReply> {
      const { data, response } = await client.POST('/api/v1/sqllab/execute/', { body: payload });
      if (response.status === 202) return { status: 202, body: data as { query: ClientQuery } };
      return { status: 200, body: data as QueryExecutionResponse };
    },

    async results(key: string, rows: number | null): Promise<QueryResults> {
      const q = encodeRison(rows === null ? { key } : { key, rows });
      const { data } = await client.GET('/api/v1/sqllab/results/', { params: { query: { q } } });
      return toQueryResults(data!);
    },

    async stop(clientId: string): Promise<void> {
      await client.POST('/api/v1/query/stop', { body: { client_id: clientId } });
    },

    async updatedSince(lastUpdatedMs: number): Promise<ClientQuery[]> {
      const q = encodeRison({ last_updated_ms: lastUpdatedMs });
      const { data } = await client.GET('/api/v1/query/updated_since', { params: { query: { q } } });
      return data?.result ?? [];
    },

    async formatSql(sql: string, databaseId: number | null): Promise<string> {
      const { data } = await client.POST('/api/v1/sqllab/format_sql/', {
        body: databaseId === null ? { sql } : { sql, database_id: databaseId },
      });
      return data?.result ?? sql;
    },

    async createTab(tab: SqlEditorTab): Promise<{ id: number }> {
      const queryEditor = JSON.stringify({
        name: tab.name,
        sql: tab.sql,
        dbId: tab.dbId ?? null,
        catalog: tab.catalog ?? null,
        schema: tab.schema ?? null,
        queryLimit: tab.queryLimit,
        hideLeftBar: tab.hideLeftBar ?? false,
        autorun: tab.autorun ?? false,
        templateParams: tab.templateParams ?? null,
        remoteId: tab.remoteId ?? null,
      });
      const { data } = await client.POST('/tabstateview/', { body: { queryEditor } });
      return { id: data!.id };
    },

    async updateTab(tabId: string, payload: TabStateUpdate): Promise<void> {
      await client.PUT('/tabstateview/{tab_state_id}', {
        params: { path: { tab_state_id: Number(tabId) } },
        body: payload as components['schemas']['TabStateUpdateJson'],
      });
    },

    async fetchTab(tabId: string): Promise<TabState> {
      const { data } = await client.GET('/tabstateview/{tab_state_id}', {
        params: { path: { tab_state_id: Number(tabId) } },
      });
      return toTabState(data!);
    },

    async deleteTab(tabId: string): Promise<void> {
      await client.DELETE('/tabstateview/{tab_state_id}', {
        params: { path: { tab_state_id: Number(tabId) } },
      });
    },

    async activateTab(tabId: string): Promise<void> {
      await client.POST('/tabstateview/{tab_state_id}/activate', {
        params: { path: { tab_state_id: Number(tabId) } },
      });
    },

    /** Migrates the queries run while the tab was local-only (tables are not kept yet). */
    async migrate(input: MigrateInput): Promise<MigrateOutput> {
      const queryIds: string[] = [];
      for (const queryId of input.queryIds) {
        try {
          await client.POST('/tabstateview/{tab_state_id}/migrate_query', {
            params: { path: { tab_state_id: Number(input.tabId) } },
            body: { queryId: JSON.stringify(queryId) },
          });
          queryIds.push(queryId);
        } catch {
          // Retried later by the machine.
        }
      }
      return { tables: input.tables.map((table) => table.id), queryIds };
    },
  };
}

export type SqlLabApi = ReturnType<typeof createSqlLabApi>;
