// The stored copy of a SQL Lab session (sqlLabStorage.ts): its tabs with their local-only
// tables and queries, the active tab, and each tab's latest queries — with the results of the
// tab's latest query only (the others are fetched again by their results key). Pure.
import type { QueryState } from '../../../machines/sqlLabQuery/index.ts';
import type { QueryEntry, SessionState } from './sqlLabSessionTypes.ts';
import { STORAGE_VERSION, type StoredQuery, type StoredSqlLab } from './sqlLabStorage.ts';
import type { TableEntry } from './tableEntries.ts';

/** How many of each tab's latest queries the stored copy keeps. */
export const STORED_QUERIES_PER_TAB = 50;

export function toStoredSqlLab(
  state: SessionState,
  queries: ReadonlyMap<string, QueryEntry>,
  now: number,
  tablesOf: (tabKey: string) => readonly TableEntry[] = () => [],
): StoredSqlLab {
  const tabs = state.tabs.map(({ key, actor }) => {
    const { context } = actor.getSnapshot();
    const { pendingTables, pendingQueryIds } = context;
    return { key, tab: context.tab, pendingTables, pendingQueryIds, tables: [...tablesOf(key)] };
  });
  const stored: StoredQuery[] = [];
  for (const { key, tab } of tabs) {
    for (const id of (state.queriesByTab[key] ?? []).slice(-STORED_QUERIES_PER_TAB)) {
      const entry = queries.get(id);
      if (!entry) continue;
      const snapshot = entry.actor.getSnapshot();
      const results = id === tab.latestQueryId ? snapshot.context.results : null;
      stored.push({
        tabKey: key,
        state: snapshot.value as QueryState,
        catalog: entry.catalog,
        schema: entry.schema,
        context: { ...snapshot.context, results },
      });
    }
  }
  return { version: STORAGE_VERSION, savedAt: now, activeKey: state.activeKey, tabs, queries: stored };
}
