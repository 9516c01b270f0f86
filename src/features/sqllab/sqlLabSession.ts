import { isInProgress, type QueryInput, type QueryState } from '../../../machines/sqlLabQuery/index.ts';
import type { SqlEditorTab, TabChanges, TabSyncInput } from '../../../machines/tabSync/index.ts';
import { newClientId } from './clientId.ts';
import { rememberCtasMethod } from './ctasMethods.ts';
import { applyExecuteError, applyExecuteReply } from './executeReply.ts';
import { QueryPoller } from './queryPoller.ts';
import { createQueryActor, startTabActor } from './sessionActors.ts';
import { planRestore } from './sessionRestore.ts';
import { toStoredSqlLab } from './sessionSnapshot.ts';
import { type ClientQuery, type SqlLabBootstrap, type SqlLabDatabase, toServerUpdate } from './sqlLabApi.ts';
import type {
  QueryActor,
  QueryEntry,
  RunOptions,
  SessionOptions,
  SessionState,
  TabActor,
  TabEntry,
} from './sqlLabSessionTypes.ts';
import { readStored, type StoredQuery } from './sqlLabStorage.ts';
import { StorageWriter } from './storageWriter.ts';
import type { TableEntry } from './tableEntries.ts';
import type { TableSchemaDetail } from './tableSchemaApi.ts';
import { TableSchemaStore } from './tableSchemas.ts';

export { POLL_INTERVAL_MS } from './queryPoller.ts';
export type {
  QueryActor,
  QueryEntry,
  RunOptions,
  SessionOptions,
  SessionState,
  TabActor,
  TabEntry,
} from './sqlLabSessionTypes.ts';

let localCounter = 0;
function newLocalTabId(): string {
  localCounter += 1;
  return `local-${Date.now().toString(36)}-${localCounter}`;
}

export class SqlLabSession {
  readonly bootstrap: SqlLabBootstrap;
  readonly backendPersistence: boolean;
  /** The tables added to each tab (left bar) and their data previews. */
  readonly tables: TableSchemaStore;
  private readonly options: SessionOptions;
  private state: SessionState = { tabs: [], activeKey: null, queriesByTab: {}, offline: false };
  private readonly listeners = new Set<() => void>();
  private readonly queries = new Map<string, QueryEntry>();
  private readonly pickedDatabases = new Map<number, SqlLabDatabase>();
  private readonly poller: QueryPoller;
  /** Tabs opened from a stored copy, not yet compared with the server's. */
  private readonly unverified = new Set<string>();
  /** Queries whose execute call has not answered yet. */
  private readonly inFlight = new Set<string>();
  private readonly writer: StorageWriter;
  private disposed = false;

  constructor(options: SessionOptions) {
    this.options = options;
    this.bootstrap = options.bootstrap;
    this.backendPersistence = options.bootstrap.common.feature_flags.SQLLAB_BACKEND_PERSISTENCE !== false;
    this.poller = new QueryPoller({
      api: options.api,
      queries: () => this.queries,
      awaitsExecute: (id) => this.inFlight.has(id),
      setOffline: (offline) => this.setOffline(offline),
      fetchResults: (id) => this.fetchResults(id),
      dropQueries: (ids) => this.dropQueries(ids),
    });
    this.writer = new StorageWriter({
      storage: options.storage ?? null,
      user: options.storageUser ?? '',
      snapshot: () =>
        toStoredSqlLab(this.state, this.queries, Date.now(), (key) => this.tables.tablesOf(key)),
      warnUsage: (used, max) => options.warnStorage?.(used, max),
    });
    const localTables = this.load();
    this.tables = new TableSchemaStore(this, options.api, options.notify);
    // Tables only the browser kept (local-only tabs, or backend persistence off) come back too.
    for (const { key, tables } of localTables) this.tables.restoreLocal(key, tables);
    this.tables.subscribe(() => this.writer.schedule());
  }

  // ---- subscription -------------------------------------------------------------------------

  getState = (): SessionState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private setState(next: Partial<SessionState>): void {
    this.state = { ...this.state, ...next };
    this.writer.schedule();
    for (const listener of this.listeners) listener();
  }

  /** Writes the stored copy now (the page is being hidden or closed). */
  flush(): void {
    this.writer.flush();
  }

  dispose(): void {
    this.writer.stop();
    this.disposed = true;
    this.tables.dispose();
    this.poller.stop();
    for (const entry of this.state.tabs) entry.actor.stop();
    for (const entry of this.queries.values()) entry.actor.stop();
    this.listeners.clear();
  }

  // ---- bootstrap ----------------------------------------------------------------------------

  /** Starts the restored tabs and queries; returns the tables the stored copy holds per tab. */
  private load(): Array<{ key: string; tables: TableEntry[] }> {
    const stored = readStored(this.options.storage ?? null, this.options.storageUser ?? '');
    const plan = planRestore(this.bootstrap, stored, this.backendPersistence);
    const tabs: TabEntry[] = plan.tabs.map((restored) => {
      if (restored.unverified) this.unverified.add(restored.key);
      return {
        key: restored.key,
        actor: this.startTab(restored.tab, {
          dirty: restored.dirty,
          tables: restored.pendingTables,
          queryIds: restored.pendingQueryIds,
        }),
      };
    });
    const queriesByTab: Record<string, string[]> = {};
    let earliestRunning = Number.POSITIVE_INFINITY;
    for (const restored of plan.queries) {
      const actor =
        restored.from === 'server'
          ? this.restoreQuery(restored.query, restored.tabKey)
          : this.restoreStoredQuery(restored.stored, restored.tabKey);
      const { context } = actor.getSnapshot();
      queriesByTab[restored.tabKey] = [...(queriesByTab[restored.tabKey] ?? []), context.id];
      this.poller.sawChange(context.changedOn);
      if (actor.getSnapshot().hasTag('inProgress')) {
        earliestRunning = Math.min(earliestRunning, context.startDttm ?? Date.now());
      }
    }
    // Ask the server about queries that were running at the last visit, from when they started.
    if (Number.isFinite(earliestRunning)) {
      this.poller.askFrom(earliestRunning);
      this.poller.schedule();
    }
    this.state = { tabs, activeKey: plan.activeKey, queriesByTab, offline: false };
    if (tabs.length === 0) this.addTab({ name: this.options.firstTabName });
    this.ensureLoaded(this.state.activeKey);
    return plan.tabs.map(({ key, tables }) => ({ key, tables }));
  }

  /** A query from the stored copy, back in the state it was in (with its results, if kept). */
  private restoreStoredQuery(stored: StoredQuery, tabKey: string): QueryActor {
    const { context } = stored;
    const actor = this.startQuery({ ...context }, tabKey, stored.catalog, stored.schema, true);
    const state = stored.state === 'fetching' ? 'success' : stored.state;
    if (state !== 'started') actor.send({ type: 'SERVER_UPDATE', query: { state } });
    return actor;
  }

  private restoreQuery(query: ClientQuery, tabKey: string): QueryActor {
    const actor = this.startQuery(
      {
        id: query.id,
        sql: query.sql ?? '',
        dbId: query.dbId ?? null,
        sqlEditorId: query.sqlEditorId ?? null,
        tab: query.tab ?? null,
        queryLimit: query.limit ?? null,
        rows: query.rows ?? null,
        resultsKey: query.resultsKey ?? null,
        startDttm: query.startDttm ?? null,
        errorMessage: query.errorMessage ?? null,
        ctas: query.ctas ?? false,
      },
      tabKey,
      query.catalog ?? null,
      query.schema ?? null,
      true,
    );
    if (query.ctas_method === 'VIEW') rememberCtasMethod(query.id, 'VIEW');
    actor.send({ type: 'SERVER_UPDATE', query: toServerUpdate(query) });
    if (isInProgress(actor.getSnapshot().value as QueryState)) this.poller.schedule();
    return actor;
  }

  // ---- tabs ---------------------------------------------------------------------------------

  private startTab(
    tab: SqlEditorTab,
    extra: Omit<TabSyncInput, 'tab' | 'backendPersistence'> = {},
  ): TabActor {
    const input = { tab, backendPersistence: this.backendPersistence, ...extra };
    const actor = startTabActor(this.options, input, (tabId, state) =>
      this.tables.restore(tabId, (state.table_schemas ?? []) as TableSchemaDetail[]),
    );
    actor.subscribe((snapshot) => {
      this.writer.schedule();
      // A 404 removed the tab on the server: drop it here too.
      if (snapshot.status === 'done') this.forgetTab(actor);
    });
    actor.start();
    return actor;
  }

  tabOf(key: string | null): SqlEditorTab | null {
    const entry = this.state.tabs.find((tab) => tab.key === key);
    return entry ? entry.actor.getSnapshot().context.tab : null;
  }

  tabNames(): string[] {
    return this.state.tabs.map((entry) => entry.actor.getSnapshot().context.tab.name);
  }

  /** Adds a tab and makes it active; db, catalog and schema come from the active tab by default. */
  addTab(template: Partial<SqlEditorTab> & { name: string }): string {
    const current = this.tabOf(this.state.activeKey);
    const id = newLocalTabId();
    const tab: SqlEditorTab = {
      sql: '',
      dbId: current?.dbId ?? this.defaultDbId(),
      catalog: current?.catalog ?? null,
      schema: current?.schema ?? null,
      queryLimit: current?.queryLimit ?? this.bootstrap.common.conf.DEFAULT_SQLLAB_LIMIT,
      autorun: false,
      ...template,
      id,
      updatedAt: Date.now(),
      loaded: true,
      inLocalStorage: true,
    };
    const entry = { key: id, actor: this.startTab(tab) };
    this.setState({ tabs: [...this.state.tabs, entry], activeKey: id });
    return id;
  }

  /** The tab holding saved query `remoteId`, else a new tab with its name, SQL, database and schema. */
  openSavedQuery(saved: {
    id: number;
    name: string;
    sql: string;
    dbId: number | null;
    catalog: string | null;
    schema: string | null;
  }): string {
    const existing = this.state.tabs.find(
      (entry) => entry.actor.getSnapshot().context.tab.remoteId === saved.id,
    );
    if (existing) {
      this.activate(existing.key);
      return existing.key;
    }
    return this.addTab({
      name: saved.name,
      sql: saved.sql,
      dbId: saved.dbId,
      catalog: saved.catalog,
      schema: saved.schema,
      remoteId: saved.id,
    });
  }

  /** 'Copy of {name}' with its SQL, database and limit, run at once (autorun). */
  cloneTab(key: string, name: string): string | null {
    const source = this.tabOf(key);
    if (!source) return null;
    return this.addTab({
      name,
      sql: source.sql,
      dbId: source.dbId ?? null,
      catalog: source.catalog ?? null,
      schema: source.schema ?? null,
      queryLimit: source.queryLimit ?? this.bootstrap.common.conf.DEFAULT_SQLLAB_LIMIT,
      templateParams: source.templateParams ?? null,
      autorun: true,
    });
  }

  removeTab(key: string): void {
    const index = this.state.tabs.findIndex((tab) => tab.key === key);
    if (index < 0) return;
    const entry = this.state.tabs[index]!;
    const tabs = this.state.tabs.filter((tab) => tab.key !== key);
    const { [key]: dropped = [], ...queriesByTab } = this.state.queriesByTab;
    for (const id of dropped) {
      this.queries.get(id)?.actor.stop();
      this.queries.delete(id);
    }
    const activeKey =
      this.state.activeKey === key ? (tabs[tabs.length - 1]?.key ?? null) : this.state.activeKey;
    this.setState({ tabs, activeKey, queriesByTab });
    // A tab the server already removed (404) has finished; the others are deleted there.
    if (entry.actor.getSnapshot().status === 'active') entry.actor.send({ type: 'REMOVE' });
    this.ensureLoaded(activeKey);
  }

  removeOtherTabs(key: string): void {
    for (const entry of this.state.tabs) if (entry.key !== key) this.removeTab(entry.key);
    this.activate(key);
  }

  private forgetTab(actor: TabActor): void {
    const entry = this.state.tabs.find((tab) => tab.actor === actor);
    if (entry && !this.disposed) this.removeTab(entry.key);
  }

  activate(key: string): void {
    if (!this.state.tabs.some((tab) => tab.key === key)) return;
    if (this.state.activeKey !== key) this.setState({ activeKey: key });
    this.ensureLoaded(key);
    const entry = this.state.tabs.find((tab) => tab.key === key)!;
    const snapshot = entry.actor.getSnapshot();
    if (this.backendPersistence && snapshot.matches('remote')) {
      void this.options.api.activateTab(snapshot.context.tab.id).catch(() => {});
    }
  }

  /** Moves to the previous (-1) or next (1) tab, wrapping round. */
  switchTab(step: -1 | 1): void {
    const { tabs, activeKey } = this.state;
    if (tabs.length < 2) return;
    const index = tabs.findIndex((tab) => tab.key === activeKey);
    const next = tabs[(index + step + tabs.length) % tabs.length]!;
    this.activate(next.key);
  }

  /** A tab known only by its id and label is fetched when it becomes active. */
  private ensureLoaded(key: string | null): void {
    const entry = this.state.tabs.find((tab) => tab.key === key);
    if (!entry) return;
    const snapshot = entry.actor.getSnapshot();
    if (!snapshot.matches('remote')) return;
    if (!snapshot.context.tab.loaded || this.unverified.delete(entry.key))
      entry.actor.send({ type: 'FETCH' });
  }

  editTab(key: string, changes: TabChanges): void {
    this.state.tabs.find((tab) => tab.key === key)?.actor.send({ type: 'EDIT', changes });
  }

  database(dbId: number | null | undefined): SqlLabDatabase | null {
    if (dbId === null || dbId === undefined) return null;
    return this.bootstrap.databases[String(dbId)] ?? this.pickedDatabases.get(dbId) ?? null;
  }

  /** A database picked in the selector that the bootstrap did not list (connected since). */
  rememberDatabase(database: SqlLabDatabase): void {
    if (!this.bootstrap.databases[String(database.id)]) this.pickedDatabases.set(database.id, database);
  }

  private defaultDbId(): number | null {
    const exposed = Object.values(this.bootstrap.databases)
      .filter((db) => db.expose_in_sqllab)
      .sort((a, b) => a.id - b.id);
    return exposed[0]?.id ?? null;
  }

  // ---- queries ------------------------------------------------------------------------------

  queryEntry(id: string | null | undefined): QueryEntry | null {
    return id ? (this.queries.get(id) ?? null) : null;
  }

  private startQuery(
    input: QueryInput,
    tabKey: string,
    catalog: string | null,
    schema: string | null,
    restored = false,
  ): QueryActor {
    const actor = createQueryActor(this.options, input, () => this.linkToEditor(tabKey, input.id));
    actor.subscribe(() => this.writer.schedule());
    actor.start();
    this.queries.set(input.id, { actor, tabKey, catalog, schema, timeoutErrors: null, restored });
    return actor;
  }

  private linkToEditor(tabKey: string, queryId: string): void {
    const entry = this.state.tabs.find((tab) => tab.key === tabKey);
    if (!entry) return;
    entry.actor.send({ type: 'EDIT', changes: { latestQueryId: queryId } });
    const snapshot = entry.actor.getSnapshot();
    if (snapshot.matches('local') || snapshot.matches('creating')) {
      entry.actor.send({ type: 'QUERY_ADDED', queryId });
    }
  }

  /** Runs `sql` in the tab: POST /api/v1/sqllab/execute/, then the machine takes it on. */
  runQuery(tabKey: string, sql: string, options: RunOptions = {}): string | null {
    const entry = this.state.tabs.find((tab) => tab.key === tabKey);
    if (!entry) return null;
    const tab = entry.actor.getSnapshot().context.tab;
    const database = this.database(tab.dbId);
    if (!database || sql.trim() === '') return null;
    const id = newClientId();
    const queryLimit =
      options.queryLimit ?? tab.queryLimit ?? this.bootstrap.common.conf.DEFAULT_SQLLAB_LIMIT;
    const runAsync = database.allow_run_async;
    const { ctas, dataPreview = false } = options;
    const actor = this.startQuery(
      {
        id,
        sql,
        dbId: database.id,
        sqlEditorId: tab.id,
        tab: tab.name,
        runAsync,
        queryLimit,
        ctas: Boolean(ctas),
        tempTable: ctas?.tmpTableName ?? null,
        isDataPreview: dataPreview,
      },
      tabKey,
      tab.catalog ?? null,
      tab.schema ?? null,
    );
    this.setState({
      queriesByTab: {
        ...this.state.queriesByTab,
        [tabKey]: [...(this.state.queriesByTab[tabKey] ?? []), id],
      },
    });
    actor.send({ type: 'START' });
    const startedAt = Date.now();
    this.inFlight.add(id);
    this.options.api
      .execute({
        client_id: id,
        database_id: database.id,
        json: true,
        runAsync,
        catalog: tab.catalog ?? null,
        schema: tab.schema ?? null,
        sql,
        sql_editor_id: tab.id,
        tab: tab.name,
        tmp_table_name: ctas?.tmpTableName ?? '',
        select_as_cta: Boolean(ctas),
        ctas_method: ctas?.method ?? 'TABLE',
        templateParams: tab.templateParams ?? null,
        queryLimit,
        expand_data: true,
      })
      .finally(() => this.inFlight.delete(id))
      .then(
        (reply) =>
          applyExecuteReply(actor, reply, () => {
            this.poller.askFrom(startedAt);
            this.poller.schedule();
          }),
        (error: unknown) =>
          applyExecuteError(actor, error, (errors) => {
            const query = this.queries.get(id);
            if (query) query.timeoutErrors = errors;
          }),
      );
    return id;
  }

  stopQuery(id: string | null | undefined): void {
    this.queryEntry(id)?.actor.send({ type: 'STOP' });
  }

  /** Asks for the results of a finished query that has none in memory (async run, reload). */
  fetchResults(id: string): void {
    const entry = this.queryEntry(id);
    if (!entry) return;
    entry.actor.send({ type: 'FETCH_RESULTS', rows: this.bootstrap.common.conf.DISPLAY_MAX_ROW });
  }

  formatSql(sql: string, dbId: number | null): Promise<string> {
    return this.options.api.formatSql(sql, dbId);
  }

  /** The server could not be reached (or can again): shown as 'offline' on running queries. */
  setOffline(offline: boolean): void {
    if (this.state.offline !== offline) this.setState({ offline });
  }

  // ---- history ------------------------------------------------------------------------------

  /** Drops a query from its tab's history (once DELETE /tabstateview/{id}/query/{client_id} is done). */
  forgetQuery(id: string): void {
    this.dropQueries([id]);
  }

  /** Stops and forgets queries (a removed history entry, the inactive cleanup). */
  dropQueries(ids: readonly string[]): void {
    const dropped = new Set(ids.filter((id) => this.queries.has(id)));
    if (dropped.size === 0) return;
    for (const id of dropped) {
      this.queries.get(id)!.actor.stop();
      this.queries.delete(id);
    }
    const queriesByTab = Object.fromEntries(
      Object.entries(this.state.queriesByTab).map(([key, list]) => [
        key,
        list.filter((id) => !dropped.has(id)),
      ]),
    );
    this.setState({ queriesByTab });
  }
}
