// How SQL Lab opens: the server's bootstrap merged with the stored copy (newer updatedAt wins,
// local-only tabs come back, tabs gone from the server are dropped, persistence off).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QueryContext } from '../../../../machines/sqlLabQuery/index.ts';
import { initialQueryContext } from '../../../../machines/sqlLabQuery/setup.ts';
import type { SqlEditorTab } from '../../../../machines/tabSync/index.ts';
import { planRestore } from '../../../../src/features/sqllab/sessionRestore.ts';
import type { SqlLabBootstrap, TabStateDetail } from '../../../../src/features/sqllab/sqlLabApi.ts';
import {
  STORAGE_VERSION,
  type StoredQuery,
  type StoredSqlLab,
} from '../../../../src/features/sqllab/sqlLabStorage.ts';

function detail(id: number, fields: Partial<TabStateDetail> = {}): TabStateDetail {
  return {
    id,
    user_id: 1,
    label: `Tab ${id}`,
    active: true,
    database_id: 1,
    catalog: null,
    schema: 'main',
    table_schemas: [],
    sql: 'SELECT server',
    query_limit: 1000,
    latest_query: null,
    autorun: false,
    template_params: null,
    hide_left_bar: false,
    saved_query: null,
    extra_json: { updatedAt: 1000 },
    ...fields,
  } as TabStateDetail;
}

function bootstrap(active: TabStateDetail | null, ids: number[], queries: Record<string, unknown> = {}) {
  return {
    active_tab: active,
    databases: {},
    queries,
    tab_state_ids: ids.map((id) => ({ id, label: `Tab ${id}`, saved_query_id: null })),
    common: {
      feature_flags: { SQLLAB_BACKEND_PERSISTENCE: true },
      conf: { DEFAULT_SQLLAB_LIMIT: 1000, SQL_MAX_ROW: 100000, DISPLAY_MAX_ROW: 10000, SQLLAB_TIMEOUT: 30 },
    },
  } as unknown as SqlLabBootstrap;
}

function tab(id: string, fields: Partial<SqlEditorTab> = {}): SqlEditorTab {
  return { id, name: `Local ${id}`, sql: 'SELECT local', loaded: true, inLocalStorage: false, ...fields };
}

function query(id: string, tabKey: string, fields: Partial<QueryContext> = {}): StoredQuery {
  return {
    tabKey,
    state: 'success',
    catalog: null,
    schema: 'main',
    context: { ...initialQueryContext({ id, sql: 'SELECT 1' }), startDttm: 10, ...fields },
  };
}

function stored(tabs: StoredSqlLab['tabs'], queries: StoredQuery[] = [], activeKey: string | null = null) {
  return { version: STORAGE_VERSION, savedAt: 0, activeKey, tabs, queries } satisfies StoredSqlLab;
}

const entry = (t: SqlEditorTab, key = t.id) => ({ key, tab: t, pendingTables: [], pendingQueryIds: [] });

describe('planRestore with backend persistence', () => {
  it('keeps the server tab when the stored copy is older, and resends a newer stored copy', () => {
    const older = planRestore(bootstrap(detail(1), [1]), stored([entry(tab('1', { updatedAt: 500 }))]), true);
    expect(older.tabs[0]).toMatchObject({ key: '1', dirty: false, tab: { sql: 'SELECT server' } });

    const newer = planRestore(
      bootstrap(detail(1), [1]),
      stored([entry(tab('1', { updatedAt: 2000 }))]),
      true,
    );
    expect(newer.tabs[0]).toMatchObject({
      key: '1',
      dirty: true,
      tab: { sql: 'SELECT local', loaded: true },
    });
  });

  it('the newer updatedAt always wins (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.nat(10_000), (serverAt, localAt) => {
        const plan = planRestore(
          bootstrap(detail(1, { extra_json: { updatedAt: serverAt } }), [1]),
          stored([entry(tab('1', { updatedAt: localAt }))]),
          true,
        );
        const sql = plan.tabs[0]!.tab.sql;
        if (serverAt > localAt) expect(sql).toBe('SELECT server');
        else expect(sql).toBe('SELECT local');
        expect(plan.tabs[0]!.dirty).toBe(localAt > serverAt);
      }),
    );
  });

  it('shows a stored copy of a tab not loaded yet at once, to be compared when it opens', () => {
    const plan = planRestore(bootstrap(detail(1), [1, 2]), stored([entry(tab('2', { updatedAt: 5 }))]), true);
    expect(plan.tabs.map((t) => [t.key, t.unverified, t.tab.loaded])).toEqual([
      ['1', false, true],
      ['2', true, true],
    ]);
  });

  it('brings local-only tabs back with their queries, drops tabs the server no longer has', () => {
    const local = tab('local-a', { inLocalStorage: true });
    const gone = tab('7');
    const plan = planRestore(
      bootstrap(detail(1), [1]),
      stored([entry(local), entry(gone)], [query('q1', 'local-a'), query('q2', '7')], 'local-a'),
      true,
    );
    expect(plan.tabs.map((t) => t.key)).toEqual(['1', 'local-a']);
    expect(plan.queries.map((q) => [q.tabKey, q.from])).toEqual([['local-a', 'local']]);
    expect(plan.activeKey).toBe('local-a');
  });

  it("maps a migrated tab's stored queries to its server id, server queries first", () => {
    const migrated = entry(tab('3'), 'local-b');
    const serverQuery = { id: 'q1', sqlEditorId: '3', startDttm: 1, state: 'success' };
    const plan = planRestore(
      bootstrap(detail(3), [3], { q1: serverQuery }),
      stored([migrated], [query('q1', 'local-b'), query('q2', 'local-b', { startDttm: 20 })], 'local-b'),
      true,
    );
    expect(plan.queries.map((q) => [q.tabKey, q.from])).toEqual([
      ['3', 'server'],
      ['3', 'local'],
    ]);
    expect(plan.activeKey).toBe('3');
  });

  it("attaches the active tab's latest query to it", () => {
    const latest = { id: 'q9', sqlEditorId: 'local-old', startDttm: 1, state: 'success' };
    const plan = planRestore(bootstrap(detail(4, { latest_query: latest as never }), [4]), null, true);
    expect(plan.queries).toEqual([{ tabKey: '4', from: 'server', query: latest }]);
  });
});

describe('planRestore without backend persistence', () => {
  it('opens the stored tabs and queries only', () => {
    const plan = planRestore(
      bootstrap(detail(1), [1]),
      stored([entry(tab('local-a')), entry(tab('local-b'))], [query('q1', 'local-b')], 'local-b'),
      false,
    );
    expect(plan.tabs.map((t) => t.key)).toEqual(['local-a', 'local-b']);
    expect(plan.queries.map((q) => q.tabKey)).toEqual(['local-b']);
    expect(plan.activeKey).toBe('local-b');
  });

  it('opens nothing without a stored copy (the session adds the first tab)', () => {
    expect(planRestore(bootstrap(detail(1), [1]), null, false)).toEqual({
      tabs: [],
      activeKey: null,
      queries: [],
    });
  });
});
