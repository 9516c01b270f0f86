// What SQL Lab opens with: the server's bootstrap merged with the browser's stored copy
// (spec §4 'SQL editor tabs'). With backend persistence on, the server's tab list rules: a
// tab both hold keeps the newer updatedAt, local-only tabs come back to be migrated, tabs the
// server no longer has are dropped. With it off, the stored copy is all there is.
import {
  fromTabState,
  newerTab,
  type SqlEditorTab,
  type SqlEditorTable,
} from '../../../machines/tabSync/index.ts';
import { type ClientQuery, type SqlLabBootstrap, toTabState } from './sqlLabApi.ts';
import type { StoredQuery, StoredSqlLab, StoredTab } from './sqlLabStorage.ts';
import type { TableEntry } from './tableEntries.ts';

export interface RestoredTab {
  key: string;
  tab: SqlEditorTab;
  /** A newer local copy of a server tab: sent to the server again. */
  dirty: boolean;
  /** A local copy of a server tab not loaded yet: fetched and compared when it opens. */
  unverified: boolean;
  pendingTables: SqlEditorTable[];
  pendingQueryIds: string[];
  /** The left bar's tables from the stored copy: for tabs the server does not keep. */
  tables: TableEntry[];
}

export type RestoredQuery =
  | { tabKey: string; from: 'server'; query: ClientQuery }
  | { tabKey: string; from: 'local'; stored: StoredQuery };

export interface RestorePlan {
  tabs: RestoredTab[];
  activeKey: string | null;
  queries: RestoredQuery[];
}

function isLocalId(id: string): boolean {
  return !/^\d+$/.test(id);
}

function localTab(stored: StoredTab): RestoredTab {
  return {
    key: stored.key,
    tab: stored.tab,
    dirty: false,
    unverified: false,
    pendingTables: stored.pendingTables,
    pendingQueryIds: stored.pendingQueryIds,
    tables: stored.tables ?? [],
  };
}

function serverTabs(bootstrap: SqlLabBootstrap, stored: StoredSqlLab | null): RestoredTab[] {
  const { active_tab: active, tab_state_ids: ids } = bootstrap;
  const copies = new Map((stored?.tabs ?? []).map((entry) => [entry.tab.id, entry]));
  const tabs: RestoredTab[] = [];
  for (const { id, label, saved_query_id: remoteId } of ids) {
    const key = String(id);
    const copy = copies.get(key)?.tab;
    const base = { key, pendingTables: [], pendingQueryIds: [], tables: [] };
    if (active && active.id === id) {
      const server = fromTabState(toTabState(active));
      const localWins = copy !== undefined && newerTab({ ...copy, loaded: true }, server) === 'local';
      const tab = localWins ? { ...copy, id: key, loaded: true, inLocalStorage: false } : server;
      tabs.push({
        ...base,
        tab,
        dirty: localWins && (copy.updatedAt ?? 0) > (server.updatedAt ?? 0),
        unverified: false,
      });
    } else if (copy) {
      tabs.push({
        ...base,
        tab: { ...copy, id: key, loaded: true, inLocalStorage: false },
        dirty: false,
        unverified: true,
      });
    } else {
      const tab: SqlEditorTab = {
        id: key,
        name: label ?? '',
        sql: '',
        remoteId: remoteId ?? null,
        loaded: false,
        inLocalStorage: false,
      };
      tabs.push({ ...base, tab, dirty: false, unverified: false });
    }
  }
  // Tabs created here and not yet on the server come back to be migrated.
  for (const entry of stored?.tabs ?? []) {
    if (isLocalId(entry.tab.id) && entry.tab.inLocalStorage) tabs.push(localTab(entry));
  }
  return tabs;
}

/** Where a stored query's tab went: its stored key, or the server id that tab has now. */
function keyMap(stored: StoredSqlLab | null, tabs: readonly RestoredTab[]): Map<string, string> {
  const present = new Set(tabs.map((tab) => tab.key));
  const map = new Map<string, string>();
  for (const entry of stored?.tabs ?? []) {
    for (const candidate of [entry.key, entry.tab.id]) {
      if (present.has(candidate)) {
        map.set(entry.key, candidate);
        break;
      }
    }
  }
  return map;
}

export function planRestore(
  bootstrap: SqlLabBootstrap,
  stored: StoredSqlLab | null,
  backendPersistence: boolean,
): RestorePlan {
  const tabs = backendPersistence ? serverTabs(bootstrap, stored) : (stored?.tabs ?? []).map(localTab);
  const keys = new Set(tabs.map((tab) => tab.key));
  const queries: RestoredQuery[] = [];
  const seen = new Set<string>();
  if (backendPersistence) {
    const fromServer = (Object.values(bootstrap.queries) as unknown as ClientQuery[]).map((query) => ({
      query,
      tabKey: String(query.sqlEditorId ?? ''),
    }));
    // The active tab's latest query, when the bootstrap's query list does not hold it.
    const latest = bootstrap.active_tab?.latest_query as ClientQuery | null | undefined;
    if (latest) fromServer.push({ query: latest, tabKey: String(bootstrap.active_tab!.id) });
    for (const { query, tabKey } of fromServer) {
      if (typeof query.id !== 'string' || seen.has(query.id) || !keys.has(tabKey)) continue;
      seen.add(query.id);
      queries.push({ tabKey, from: 'server', query });
    }
  }
  const map = keyMap(stored, tabs);
  for (const query of stored?.queries ?? []) {
    const tabKey = map.get(query.tabKey);
    if (!tabKey || seen.has(query.context.id)) continue;
    seen.add(query.context.id);
    queries.push({ tabKey, from: 'local', stored: query });
  }
  const startOf = (entry: RestoredQuery) =>
    entry.from === 'server' ? (entry.query.startDttm ?? 0) : (entry.stored.context.startDttm ?? 0);
  queries.sort((a, b) => startOf(a) - startOf(b));
  const serverActive = bootstrap.active_tab ? String(bootstrap.active_tab.id) : null;
  const storedActive = stored?.activeKey ? map.get(stored.activeKey) : undefined;
  const activeKey =
    [storedActive, backendPersistence ? serverActive : null, tabs[0]?.key].find(
      (key) => key !== undefined && key !== null && keys.has(key),
    ) ?? null;
  return { tabs, activeKey, queries };
}
