// The table store of a SQL Lab session on a fake API: tables of a local-only tab kept here then
// posted once the tab has its server id (retried after a failure), nothing sent with backend
// persistence off, tables restored from the bootstrap and from a tab fetch.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Notice } from '../../../../machines/notice.ts';
import { SYNC_INTERVAL_MS, TABLE_MIGRATION_FAILED } from '../../../../machines/tabSync/index.ts';
import type {
  SqlLabApi,
  SqlLabBootstrap,
  TabStateDetail,
} from '../../../../src/features/sqllab/sqlLabApi.ts';
import { SqlLabSession } from '../../../../src/features/sqllab/sqlLabSession.ts';
import type { TableMetadata, TableSchemaDetail } from '../../../../src/features/sqllab/tableSchemaApi.ts';

const DATABASE = {
  id: 1,
  database_name: 'examples',
  backend: 'duckdb',
  allow_run_async: false,
  allow_dml: false,
  allow_ctas: false,
  allow_cvas: false,
  allow_file_upload: false,
  allow_multi_catalog: false,
  allows_cost_estimate: true,
  expose_in_sqllab: true,
  disable_data_preview: false,
  force_ctas_schema: null,
};

const METADATA: TableMetadata = {
  name: 'sales',
  columns: [{ name: 'order_id', type: 'INTEGER', longType: 'INTEGER', keys: [], comment: null }],
  selectStar: 'SELECT * FROM main.sales LIMIT 100',
  primaryKey: { type: 'pk', name: null, column_names: [] },
  foreignKeys: [],
  indexes: [],
  comment: null,
};

function tabDetail(id: number, tables: TableSchemaDetail[]): TabStateDetail {
  return {
    id,
    user_id: 1,
    label: `Tab ${id}`,
    active: true,
    database_id: 1,
    catalog: null,
    schema: 'main',
    table_schemas: tables,
    sql: 'SELECT 1',
    query_limit: 1000,
    latest_query: null,
    autorun: false,
    template_params: null,
    hide_left_bar: false,
    saved_query: null,
    extra_json: {},
  };
}

function bootstrap(options: { persistence?: boolean; active?: TabStateDetail | null; ids?: number[] } = {}) {
  const active = options.active ?? null;
  return {
    active_tab: active,
    databases: { '1': DATABASE },
    queries: {},
    tab_state_ids: (options.ids ?? (active ? [active.id] : [])).map((id) => ({
      id,
      label: `Tab ${id}`,
      saved_query_id: null,
    })),
    common: {
      feature_flags: { SQLLAB_BACKEND_PERSISTENCE: options.persistence ?? true },
      conf: {
        DEFAULT_SQLLAB_LIMIT: 1000,
        SQL_MAX_ROW: 100000,
        DISPLAY_MAX_ROW: 10000,
        SQLLAB_TIMEOUT: 30,
        GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling',
        GLOBAL_ASYNC_QUERIES_POLLING_DELAY: 500,
        GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: '/ws/async_event/',
      },
    },
  } as SqlLabBootstrap;
}

function fakeApi() {
  let nextTableId = 7;
  return {
    createTab: vi.fn(async () => ({ id: 42 })),
    migrate: vi.fn(async (input: { tables: { id: string }[]; queryIds: string[] }) => ({
      tables: input.tables.map((table) => table.id),
      queryIds: input.queryIds,
    })),
    updateTab: vi.fn(async () => {}),
    fetchTab: vi.fn(),
    deleteTab: vi.fn(async () => {}),
    activateTab: vi.fn(async () => {}),
    execute: vi.fn((_payload: { client_id: string }) => new Promise(() => {})),
    results: vi.fn(),
    stop: vi.fn(),
    updatedSince: vi.fn(async () => []),
    formatSql: vi.fn(),
    tableMetadata: vi.fn(async () => METADATA),
    createTableSchema: vi.fn(async (_table: Record<string, unknown>) => nextTableId++),
    setTableSchemaExpanded: vi.fn(async () => {}),
    deleteTableSchema: vi.fn(async () => {}),
  };
}

function start(api: ReturnType<typeof fakeApi>, data: SqlLabBootstrap) {
  const notices: Notice[] = [];
  const session = new SqlLabSession({
    api: api as unknown as SqlLabApi,
    bootstrap: data,
    notify: (notice) => notices.push(notice),
    logWarning: () => {},
    firstTabName: 'Untitled Query 1',
  });
  return { session, notices };
}

/** Lets the pending promises settle (fake timers do not run them). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('table store', () => {
  it('keeps the tables of a local-only tab here, then posts them once the tab has its server id', async () => {
    const api = fakeApi();
    const { session } = start(api, bootstrap());
    const key = session.getState().activeKey!;
    expect(session.tabOf(key)!.id).toMatch(/^local-/);
    session.editTab(key, { schema: 'main' });

    session.tables.addTable(key, { name: 'sales', catalog: null, schema: 'main' });
    await settle();
    const [entry] = session.tables.tablesOf(key);
    expect(entry).toMatchObject({ name: 'sales', dbId: 1, status: 'ready', initialized: false });
    // The data preview ran (100 rows), to be migrated with the tab.
    expect(api.execute).toHaveBeenCalledWith(
      expect.objectContaining({ sql: METADATA.selectStar, queryLimit: 100 }),
    );
    expect(entry!.dataPreviewQueryId).toBe(api.execute.mock.calls[0]![0].client_id);
    const tabActor = session.getState().tabs[0]!.actor;
    expect(tabActor.getSnapshot().context.pendingQueryIds).toEqual([entry!.dataPreviewQueryId]);
    // Collapsed while local: no call.
    await session.tables.setExpanded(key, entry!.key, false);
    expect(api.createTableSchema).not.toHaveBeenCalled();
    expect(api.setTableSchemaExpanded).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    await settle();
    expect(session.tabOf(key)!.id).toBe('42');
    expect(api.createTableSchema).toHaveBeenCalledTimes(1);
    expect(api.createTableSchema.mock.calls[0]![0]).toMatchObject({
      name: 'sales',
      queryEditorId: '42',
      expanded: false,
      dataPreviewQueryId: entry!.dataPreviewQueryId,
      selectStar: METADATA.selectStar,
      columns: METADATA.columns,
    });
    // The server keeps a new table expanded: the collapse follows.
    expect(api.setTableSchemaExpanded).toHaveBeenCalledWith(7, false);
    expect(session.tables.tablesOf(key)[0]).toMatchObject({
      id: '7',
      initialized: true,
      queryEditorId: '42',
    });

    // Now on the server: collapse/expand and remove are sent.
    await session.tables.setExpanded(key, entry!.key, true);
    expect(api.setTableSchemaExpanded).toHaveBeenLastCalledWith(7, true);
    await session.tables.removeTable(key, entry!.key);
    expect(api.deleteTableSchema).toHaveBeenCalledWith(7);
    expect(session.tables.tablesOf(key)).toEqual([]);
    session.dispose();
  });

  it('warns and retries when the migration of a table fails', async () => {
    const api = fakeApi();
    api.createTableSchema.mockRejectedValueOnce(new Error('offline'));
    const { session, notices } = start(api, bootstrap());
    const key = session.getState().activeKey!;
    session.tables.addTable(key, { name: 'sales', catalog: null, schema: 'main' });
    await settle();
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    await settle();
    expect(notices).toContainEqual({ level: 'warning', message: TABLE_MIGRATION_FAILED });
    expect(session.tables.tablesOf(key)[0]!.initialized).toBe(false);

    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS);
    await settle();
    expect(api.createTableSchema).toHaveBeenCalledTimes(2);
    expect(session.tables.tablesOf(key)[0]).toMatchObject({ id: '7', initialized: true });
    session.dispose();
  });

  it('deletes a table removed while it was being posted', async () => {
    const api = fakeApi();
    let answer: (id: number) => void = () => {};
    api.createTableSchema.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const { session } = start(api, bootstrap({ active: tabDetail(1, []) }));
    session.tables.addTable('1', { name: 'sales', catalog: null, schema: 'main' });
    await settle();
    expect(api.createTableSchema).toHaveBeenCalledTimes(1);
    await session.tables.removeTable('1', session.tables.tablesOf('1')[0]!.key);
    expect(session.tables.tablesOf('1')).toEqual([]);
    answer(9);
    await settle();
    expect(api.deleteTableSchema).toHaveBeenCalledWith(9);
    session.dispose();
  });

  it('never calls the server with backend persistence off', async () => {
    const api = fakeApi();
    const { session } = start(api, bootstrap({ persistence: false }));
    const key = session.getState().activeKey!;
    session.tables.addTable(key, { name: 'sales', catalog: null, schema: 'main' });
    await settle();
    const [entry] = session.tables.tablesOf(key);
    expect(entry).toMatchObject({ status: 'ready', initialized: false });
    expect(api.execute).toHaveBeenCalledTimes(1);
    await session.tables.setExpanded(key, entry!.key, false);
    expect(session.tables.tablesOf(key)[0]!.expanded).toBe(false);
    await vi.advanceTimersByTimeAsync(SYNC_INTERVAL_MS * 3);
    await session.tables.removeTable(key, entry!.key);
    expect(session.tables.tablesOf(key)).toEqual([]);
    expect(api.createTab).not.toHaveBeenCalled();
    expect(api.createTableSchema).not.toHaveBeenCalled();
    expect(api.setTableSchemaExpanded).not.toHaveBeenCalled();
    expect(api.deleteTableSchema).not.toHaveBeenCalled();
    session.dispose();
  });

  it('restores the tables of the bootstrap and of a fetched tab', async () => {
    const stored: TableSchemaDetail = {
      id: 3,
      tab_state_id: 1,
      database_id: 1,
      catalog: null,
      schema: 'main',
      table: 'sales',
      description: { ...METADATA, dataPreviewQueryId: 'abcdefghijk' },
      expanded: false,
    };
    const api = fakeApi();
    api.fetchTab.mockResolvedValue({
      ...tabDetail(2, [{ ...stored, id: 4, tab_state_id: 2, table: 'birth_names', description: null }]),
      latest_query: null,
      extra_json: '{}',
    });
    const { session } = start(api, bootstrap({ active: tabDetail(1, [stored]), ids: [1, 2] }));
    expect(session.tables.tablesOf('1')).toEqual([
      expect.objectContaining({
        id: '3',
        name: 'sales',
        expanded: false,
        initialized: true,
        dataPreviewQueryId: 'abcdefghijk',
        status: 'ready',
        metadata: expect.objectContaining({ selectStar: METADATA.selectStar, columns: METADATA.columns }),
      }),
    ]);

    session.activate('2');
    await settle();
    expect(api.fetchTab).toHaveBeenCalledWith('2');
    const [fetched] = session.tables.tablesOf('2');
    expect(fetched).toMatchObject({ id: '4', name: 'birth_names', initialized: true, status: 'idle' });
    // Stored without its metadata: loaded when shown, neither previewed nor posted again.
    session.tables.ensureMetadata('2', fetched!.key);
    await settle();
    expect(session.tables.tablesOf('2')[0]!.status).toBe('ready');
    expect(api.execute).not.toHaveBeenCalled();
    expect(api.createTableSchema).not.toHaveBeenCalled();

    // Closing the tab forgets its tables.
    session.removeTab('2');
    expect(session.tables.tablesOf('2')).toEqual([]);
    session.dispose();
  });

  it('does not preview a table of a database with data preview disabled', async () => {
    const api = fakeApi();
    const data = bootstrap({ active: tabDetail(1, []) });
    data.databases['1'] = { ...DATABASE, disable_data_preview: true };
    const { session } = start(api, data);
    session.tables.addTable('1', { name: 'sales', catalog: null, schema: 'main' });
    await settle();
    expect(api.execute).not.toHaveBeenCalled();
    expect(session.tables.tablesOf('1')[0]).toMatchObject({ dataPreviewQueryId: null, id: '7' });
    session.dispose();
  });
});
