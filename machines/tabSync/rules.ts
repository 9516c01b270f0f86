// The rules of tab sync as pure functions (spec §4 'SQL editor tabs', §7 'SQL editor state').
import { TAB_STATE_VERSION } from './constants.ts';
import type { SqlEditorTab, TabState, TabStateUpdate } from './types.ts';

function omitUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * The body of `PUT /tabstateview/{id}`: database_id, catalog, schema, sql, label, query_limit,
 * latest_query_id, saved_query_id, template_params, hide_left_bar, autorun and extra_json
 * (updatedAt, version). Undefined fields are omitted.
 */
export function toTabStateUpdate(tab: SqlEditorTab): TabStateUpdate {
  return omitUndefined({
    database_id: tab.dbId,
    catalog: tab.catalog,
    schema: tab.schema,
    sql: tab.sql,
    label: tab.name,
    query_limit: tab.queryLimit,
    latest_query_id: tab.latestQueryId,
    saved_query_id: tab.remoteId,
    template_params: tab.templateParams,
    hide_left_bar: tab.hideLeftBar,
    autorun: tab.autorun,
    extra_json: JSON.stringify({ updatedAt: tab.updatedAt, version: tab.version ?? TAB_STATE_VERSION }),
  });
}

function parseExtra(extraJson: string | null | undefined): { updatedAt?: number; version?: number } {
  if (!extraJson) return {};
  try {
    const extra: unknown = JSON.parse(extraJson);
    if (!extra || typeof extra !== 'object') return {};
    const { updatedAt, version } = extra as Record<string, unknown>;
    return omitUndefined({
      updatedAt: typeof updatedAt === 'number' ? updatedAt : undefined,
      version: typeof version === 'number' ? version : undefined,
    });
  } catch {
    return {};
  }
}

/** A tab state from the server, in the client's naming (label/name, database_id/dbId, ...). */
export function fromTabState(state: TabState): SqlEditorTab {
  return omitUndefined({
    id: String(state.id),
    name: state.label ?? '',
    sql: state.sql ?? '',
    latestQueryId: state.latest_query?.id,
    remoteId: state.saved_query?.id,
    autorun: state.autorun ?? undefined,
    templateParams: state.template_params,
    dbId: state.database_id,
    catalog: state.catalog,
    schema: state.schema,
    queryLimit: state.query_limit ?? undefined,
    hideLeftBar: state.hide_left_bar ?? undefined,
    ...parseExtra(state.extra_json),
    loaded: true,
    inLocalStorage: false,
  });
}

/**
 * When local storage and the server both hold a tab, the newer updatedAt wins (the local copy
 * on a tie). A local copy that was never loaded (a stub from the tab list) always loses.
 */
export function newerTab(local: SqlEditorTab, server: SqlEditorTab): 'local' | 'server' {
  if (!local.loaded) return 'server';
  return (server.updatedAt ?? 0) > (local.updatedAt ?? 0) ? 'server' : 'local';
}

/** A failed call's HTTP status, when it has one (`status` or `response.status`). */
export function statusOf(error: unknown): number | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof status === 'number') return status;
  return typeof response?.status === 'number' ? response.status : undefined;
}

export function isNotFound(error: unknown): boolean {
  return statusOf(error) === 404;
}
