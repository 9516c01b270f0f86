// What tab state needs from SQL Lab's query history (the `query` table belongs to the SQL
// execution service): a tab's latest query, the queries of a user's tabs, and moving or removing
// a query. Tab state keeps only the query's client id (no foreign key), so the history can be
// plugged in through this interface; until it is, tabs have no queries.
export type QueryDict = Record<string, unknown>;

export interface TabQueryLinks {
  /** The caller's query with this client id (Superset's Query.to_dict), or null. */
  find(clientId: string, userId: number): Promise<QueryDict | null>;
  /** Client id → query, for the caller's queries in these tabs. */
  ofTabs(userId: number, tabIds: readonly number[]): Promise<Record<string, QueryDict>>;
  /** Moves the caller's query to the tab (its sql_editor_id). */
  moveToTab(clientId: string, userId: number, tabId: number): Promise<void>;
  /** Deletes the caller's query from the tab; the client id of the tab's newest remaining query, or null. */
  removeFromTab(clientId: string, userId: number, tabId: number): Promise<string | null>;
}

export const NO_TAB_QUERIES: TabQueryLinks = {
  find: async () => null,
  ofTabs: async () => ({}),
  moveToTab: async () => {},
  removeFromTab: async () => null,
};
