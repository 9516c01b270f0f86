// The tables added to each SQL Lab tab (Superset's TableElement list): loaded with their metadata,
// previewed (100 rows), kept on the server through /tableschemaview/ once the tab has its server
// id (local-only tabs keep them here and post them when synced), restored from the bootstrap and
// tab fetches. With SQLLAB_BACKEND_PERSISTENCE off nothing goes to the server. No React.
import type { Notice } from '../../../machines/notice.ts';
import { SYNC_INTERVAL_MS, TABLE_MIGRATION_FAILED } from '../../../machines/tabSync/index.ts';
import { newClientId } from './clientId.ts';
import type { SqlLabBootstrap, SqlLabDatabase } from './sqlLabApi.ts';
import type { RunOptions, SessionState, TabActor } from './sqlLabSession.ts';
import {
  entryFromServer,
  isRemoteTabId,
  PREVIEW_QUERY_LIMIT,
  sameTable,
  TABLE_COLLAPSE_FAILED,
  TABLE_EXPAND_FAILED,
  TABLE_METADATA_FAILED,
  TABLE_REMOVE_FAILED,
  TABLE_SYNC_FAILED,
  type TableEntry,
  tableSchemaPayload,
} from './tableEntries.ts';
import type { TableSchemaApi, TableSchemaDetail } from './tableSchemaApi.ts';

/** What the store needs of the SQL Lab session. */
export interface TableSchemaHost {
  readonly backendPersistence: boolean;
  readonly bootstrap: SqlLabBootstrap;
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  database(dbId: number | null | undefined): SqlLabDatabase | null;
  runQuery(tabKey: string, sql: string, options?: RunOptions): string | null;
}

type TableApi = Pick<
  TableSchemaApi,
  'tableMetadata' | 'createTableSchema' | 'setTableSchemaExpanded' | 'deleteTableSchema'
>;

type PersistResult = 'skipped' | 'done' | 'failed';

const NONE: readonly TableEntry[] = [];

export class TableSchemaStore {
  private readonly host: TableSchemaHost;
  private readonly api: TableApi;
  private readonly notify: (notice: Notice) => void;
  private tables: Record<string, readonly TableEntry[]> = {};
  private readonly listeners = new Set<() => void>();
  /** The tab actors watched for their server id: tab key → unsubscribe. */
  private readonly watched = new Map<string, () => void>();
  private readonly syncing = new Set<string>();
  private readonly unsubscribeHost: () => void;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private disposed = false;

  constructor(host: TableSchemaHost, api: TableApi, notify: (notice: Notice) => void) {
    this.host = host;
    this.api = api;
    this.notify = notify;
    const active = host.bootstrap.active_tab;
    if (active) this.restore(String(active.id), active.table_schemas ?? []);
    this.unsubscribeHost = host.subscribe(() => this.watchTabs());
    this.watchTabs();
  }

  // ---- subscription -------------------------------------------------------------------------

  tablesOf = (tabKey: string): readonly TableEntry[] => this.tables[tabKey] ?? NONE;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispose(): void {
    this.disposed = true;
    this.unsubscribeHost();
    for (const unsubscribe of this.watched.values()) unsubscribe();
    this.watched.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.listeners.clear();
  }

  private setTables(tabKey: string, entries: readonly TableEntry[]): void {
    this.tables = { ...this.tables, [tabKey]: entries };
    for (const listener of this.listeners) listener();
  }

  private find(tabKey: string, key: string): TableEntry | undefined {
    return this.tablesOf(tabKey).find((entry) => entry.key === key);
  }

  private update(tabKey: string, key: string, changes: Partial<TableEntry>): void {
    if (!this.find(tabKey, key)) return;
    this.setTables(
      tabKey,
      this.tablesOf(tabKey).map((entry) => (entry.key === key ? { ...entry, ...changes } : entry)),
    );
  }

  private actorOf(tabKey: string): TabActor | null {
    return this.host.getState().tabs.find((tab) => tab.key === tabKey)?.actor ?? null;
  }

  private tabIdOf(tabKey: string): string | null {
    return this.actorOf(tabKey)?.getSnapshot().context.tab.id ?? null;
  }

  // ---- tabs: restore, migrate, forget -------------------------------------------------------

  /**
   * The tab's tables from the browser's stored copy (a local-only tab, or backend persistence
   * off): a table whose metadata was never read loads it when shown.
   */
  restoreLocal(tabKey: string, entries: readonly TableEntry[]): void {
    if (this.tablesOf(tabKey).length > 0 || entries.length === 0) return;
    this.setTables(
      tabKey,
      entries.map((entry) => ({ ...entry, status: entry.metadata ? 'ready' : 'idle' })),
    );
  }

  /** The tab's tables as the server keeps them (unless the tab already has tables here). */
  restore(tabKey: string, schemas: readonly TableSchemaDetail[]): void {
    if (this.tablesOf(tabKey).length > 0 || schemas.length === 0) return;
    this.setTables(tabKey, schemas.map(entryFromServer));
  }

  private watchTabs(): void {
    if (this.disposed) return;
    const { tabs } = this.host.getState();
    for (const { key, actor } of tabs) {
      if (this.watched.has(key)) continue;
      let lastId = actor.getSnapshot().context.tab.id;
      const subscription = actor.subscribe((snapshot) => {
        const id = snapshot.context.tab.id;
        if (id === lastId) return;
        lastId = id;
        if (isRemoteTabId(id)) void this.migrate(key);
      });
      this.watched.set(key, () => subscription.unsubscribe());
    }
    for (const [key, unsubscribe] of this.watched) {
      if (tabs.some((tab) => tab.key === key)) continue;
      // The tab is closed: its tables go with it (the server deletes them with the tab).
      unsubscribe();
      this.watched.delete(key);
      const { [key]: _dropped, ...rest } = this.tables;
      this.tables = rest;
      for (const listener of this.listeners) listener();
    }
  }

  /** Posts the tables added while the tab was local-only; a warning and a retry on failure. */
  private async migrate(tabKey: string): Promise<void> {
    const pending = this.tablesOf(tabKey).filter((entry) => !entry.initialized && entry.status === 'ready');
    const results = await Promise.all(pending.map((entry) => this.persist(tabKey, entry.key)));
    if (!results.includes('failed') || this.disposed) return;
    this.notify({ level: 'warning', message: TABLE_MIGRATION_FAILED });
    if (!this.retryTimer) {
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        void this.migrate(tabKey);
      }, SYNC_INTERVAL_MS);
    }
  }

  /** POST /tableschemaview/ (it replaces the same table of the tab, with a new id). */
  private async persist(tabKey: string, key: string): Promise<PersistResult> {
    const entry = this.find(tabKey, key);
    const tabId = this.tabIdOf(tabKey);
    if (!entry || !this.host.backendPersistence || !isRemoteTabId(tabId) || this.syncing.has(key)) {
      return 'skipped';
    }
    this.syncing.add(key);
    try {
      const id = await this.api.createTableSchema(tableSchemaPayload(entry, tabId));
      const current = this.find(tabKey, key);
      if (!current) {
        // Removed while it was being posted.
        await this.api.deleteTableSchema(id).catch(() => {});
        return 'done';
      }
      this.update(tabKey, key, { id: String(id), initialized: true, queryEditorId: tabId });
      // The server keeps a new table expanded.
      if (!current.expanded) await this.api.setTableSchemaExpanded(id, false).catch(() => {});
      return 'done';
    } catch {
      return 'failed';
    } finally {
      this.syncing.delete(key);
    }
  }

  // ---- the user's actions -------------------------------------------------------------------

  /** Adds a table of the tab's database (or expands it when already there), then loads it. */
  addTable(tabKey: string, table: { name: string; catalog: string | null; schema: string | null }): void {
    const tab = this.actorOf(tabKey)?.getSnapshot().context.tab;
    if (!tab || tab.dbId === null || tab.dbId === undefined) return;
    const ref = { ...table, dbId: tab.dbId };
    const existing = this.tablesOf(tabKey).find((entry) => sameTable(entry, ref));
    if (existing) {
      if (!existing.expanded) void this.setExpanded(tabKey, existing.key, true);
      return;
    }
    const key = newClientId();
    const entry: TableEntry = {
      ...ref,
      key,
      id: key,
      queryEditorId: tab.id,
      expanded: true,
      dataPreviewQueryId: null,
      persistData: true,
      initialized: false,
      metadata: null,
      status: 'loading',
    };
    this.setTables(tabKey, [...this.tablesOf(tabKey), entry]);
    void this.load(tabKey, key, { preview: true, sync: true });
  }

  /** The metadata of a restored table stored without it (loaded when shown). */
  ensureMetadata(tabKey: string, key: string): void {
    if (this.find(tabKey, key)?.status === 'idle')
      void this.load(tabKey, key, { preview: false, sync: false });
  }

  /** Superset's 'Refresh table schema': the metadata again, posted again. */
  refresh(tabKey: string, key: string): Promise<void> {
    return this.load(tabKey, key, { preview: false, sync: true });
  }

  async setExpanded(tabKey: string, key: string, expanded: boolean): Promise<void> {
    const entry = this.find(tabKey, key);
    if (!entry || entry.expanded === expanded) return;
    if (this.host.backendPersistence && entry.initialized) {
      try {
        await this.api.setTableSchemaExpanded(Number(entry.id), expanded);
      } catch {
        this.notify({ level: 'danger', message: expanded ? TABLE_EXPAND_FAILED : TABLE_COLLAPSE_FAILED });
        return;
      }
    }
    this.update(tabKey, key, { expanded });
  }

  /** Removes the table and its data preview. */
  async removeTable(tabKey: string, key: string): Promise<void> {
    const entry = this.find(tabKey, key);
    if (!entry) return;
    if (this.host.backendPersistence && entry.initialized) {
      try {
        await this.api.deleteTableSchema(Number(entry.id));
      } catch {
        this.notify({ level: 'danger', message: TABLE_REMOVE_FAILED });
        return;
      }
    }
    this.setTables(
      tabKey,
      this.tablesOf(tabKey).filter((table) => table.key !== key),
    );
  }

  /** Closes the table's data preview tab (the table stays). */
  closePreview(tabKey: string, key: string): void {
    const entry = this.find(tabKey, key);
    if (!entry?.dataPreviewQueryId) return;
    this.update(tabKey, key, { dataPreviewQueryId: null });
    if (entry.initialized) void this.persist(tabKey, key);
  }

  // ---- loading and previewing ---------------------------------------------------------------

  private async load(tabKey: string, key: string, options: { preview: boolean; sync: boolean }) {
    const entry = this.find(tabKey, key);
    if (!entry || entry.dbId === null) return;
    this.update(tabKey, key, { status: 'loading' });
    try {
      const metadata = await this.api.tableMetadata({ ...entry, dbId: entry.dbId });
      this.update(tabKey, key, { metadata, status: 'ready' });
    } catch {
      if (!this.find(tabKey, key)) return;
      this.update(tabKey, key, { status: 'error' });
      this.notify({ level: 'danger', message: TABLE_METADATA_FAILED });
      return;
    }
    if (options.preview) this.runPreview(tabKey, key);
    if (options.sync && (await this.persist(tabKey, key)) === 'failed') {
      this.notify({ level: 'danger', message: TABLE_SYNC_FAILED });
    }
  }

  /** Superset's runTablePreviewQuery: SELECT * limited to 100 rows, unless the database says no. */
  private runPreview(tabKey: string, key: string): void {
    const entry = this.find(tabKey, key);
    const database = this.host.database(entry?.dbId);
    const sql = entry?.metadata?.selectStar;
    if (!entry || !database || database.disable_data_preview || !sql) return;
    const queryId = this.host.runQuery(tabKey, sql, {
      dataPreview: true,
      queryLimit: PREVIEW_QUERY_LIMIT,
    });
    if (!queryId) return;
    this.update(tabKey, key, { dataPreviewQueryId: queryId });
    // A local-only tab's queries move to the server with it.
    const actor = this.actorOf(tabKey);
    const snapshot = actor?.getSnapshot();
    if (snapshot && (snapshot.matches('local') || snapshot.matches('creating'))) {
      actor!.send({ type: 'QUERY_ADDED', queryId });
    }
  }
}
