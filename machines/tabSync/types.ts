// Data of SQL Lab tab sync: the client tab, the server's tab state (spec §3), events, and the
// inputs and outputs of the actors the caller supplies.

/** A SQL editor tab as the client holds it (spec §3 'SQL editor tab (client)'). */
export interface SqlEditorTab {
  id: string;
  name: string;
  sql: string;
  selectedText?: string | null;
  latestQueryId?: string | null;
  /** The saved query's id. */
  remoteId?: number | null;
  autorun?: boolean;
  templateParams?: string | null;
  dbId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  queryLimit?: number;
  maxRow?: number;
  hideLeftBar?: boolean;
  cursorPosition?: { row: number; column: number };
  northPercent?: number;
  southPercent?: number;
  updatedAt?: number;
  version?: number;
  loaded?: boolean;
  inLocalStorage?: boolean;
}

/** What an edit may change. */
export type TabChanges = Partial<Omit<SqlEditorTab, 'id' | 'updatedAt' | 'loaded' | 'inLocalStorage'>>;

/** A table of the tab's left bar (spec §3 'SQL editor table entry'). */
export interface SqlEditorTable {
  id: string;
  name: string;
  catalog?: string | null;
  schema?: string | null;
  dbId?: number | null;
  queryEditorId: string;
  expanded?: boolean;
  dataPreviewQueryId?: string | null;
  persistData?: boolean;
}

/** A tab as `GET /tabstateview/{id}` returns it (spec §3 'Tab state (server)'). */
export interface TabState {
  id: number | string;
  label?: string | null;
  sql?: string | null;
  latest_query?: { id: string } | null;
  saved_query?: { id: number } | null;
  autorun?: boolean | null;
  template_params?: string | null;
  database_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  query_limit?: number | null;
  hide_left_bar?: boolean | null;
  extra_json?: string | null;
  table_schemas?: unknown[];
}

/** The body of `PUT /tabstateview/{id}`; undefined fields are omitted. */
export interface TabStateUpdate {
  database_id?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  label?: string;
  query_limit?: number;
  latest_query_id?: string | null;
  saved_query_id?: number | null;
  template_params?: string | null;
  hide_left_bar?: boolean;
  autorun?: boolean;
  extra_json?: string;
}

export type TabSyncEvent =
  /** The user changed the tab (stamps updatedAt). */
  | { type: 'EDIT'; changes: TabChanges }
  /** A table added while the tab is local-only: it will be migrated with the tab. */
  | { type: 'TABLE_ADDED'; table: SqlEditorTable }
  /** A query run while the tab is local-only: it will be migrated with the tab. */
  | { type: 'QUERY_ADDED'; queryId: string }
  /** Load the tab from the server (`GET /tabstateview/{id}`). */
  | { type: 'FETCH' }
  /** The user closed the tab. */
  | { type: 'REMOVE' };

export interface TabSyncInput {
  tab: SqlEditorTab;
  /** The SQLLAB_BACKEND_PERSISTENCE feature flag. */
  backendPersistence: boolean;
  /** Local-only tables and queries of this tab, to migrate once it exists on the server. */
  tables?: SqlEditorTable[];
  queryIds?: string[];
  /** The tab holds edits the server has not seen (a newer local copy): it is sent again. */
  dirty?: boolean;
}

export interface TabSyncContext {
  tab: SqlEditorTab;
  /** The id the tab had while local-only. */
  localId: string;
  backendPersistence: boolean;
  /** Edited since the last state sent to the server. */
  dirty: boolean;
  /** The last PUT failed (the danger toast is shown once per run of failures). */
  saveFailing: boolean;
  pendingTables: SqlEditorTable[];
  pendingQueryIds: string[];
  /** Closed while its creation was in flight. */
  removeRequested: boolean;
  /** When the tab was recorded as destroyed (until the server confirms the deletion). */
  destroyedAt: number | null;
}

/** `POST /tabstateview/` with the tab; resolves with the new tab state's id. */
export interface CreateTabInput {
  tab: SqlEditorTab;
}
export interface CreateTabOutput {
  id: number | string;
}

/**
 * `POST /tableschemaview/` per table and `POST /tabstateview/{id}/migrate_query` per query;
 * resolves with the local ids of those migrated (the rest are retried later).
 */
export interface MigrateInput {
  tabId: string;
  localTabId: string;
  tables: SqlEditorTable[];
  queryIds: string[];
}
export interface MigrateOutput {
  tables: string[];
  queryIds: string[];
}

/** `PUT /tabstateview/{id}`. */
export interface UpdateTabInput {
  tabId: string;
  payload: TabStateUpdate;
}

/** `GET` or `DELETE /tabstateview/{id}`. */
export interface TabIdInput {
  tabId: string;
}
