import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEBOUNCE_MS,
  EDITOR_MIGRATION_FAILED,
  FETCH_TAB_FAILED,
  QUERY_MIGRATION_FAILED,
  SAVE_TAB_FAILED,
  type SqlEditorTable,
  STORE_QUERY_FAILED,
  SYNC_INTERVAL_MS,
  TABLE_MIGRATION_FAILED,
} from '../../machines/tabSync/index.ts';
import { flush, notFound, serverError } from './harness.ts';
import { localTab, remoteTab, startTabSync } from './tabSyncSupport.ts';

const NOW = Date.UTC(2024, 0, 2, 3, 4, 5);
const table: SqlEditorTable = { id: 't1', name: 'sales', schema: 'main', dbId: 1, queryEditorId: 'local-1' };

async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms);
  await flush();
}

/** A local tab that was created on the server as tab 42, its tables and queries migrated. */
async function synced(tables: SqlEditorTable[] = [], queryIds: string[] = []) {
  const t = startTabSync({ tab: localTab(), tables, queryIds });
  await advance(SYNC_INTERVAL_MS);
  t.createTab.calls[0]!.resolve({ id: 42 });
  await flush();
  return t;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('constants', () => {
  it('syncs and debounces every 5000 ms', () => {
    expect(SYNC_INTERVAL_MS).toBe(5000);
    expect(DEBOUNCE_MS).toBe(5000);
  });
});

describe('backend persistence off', () => {
  it('keeps the tab local: edits stay in the context, nothing is called', async () => {
    const t = startTabSync({ tab: localTab(), backendPersistence: false });
    expect(t.value()).toBe('localOnly');
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(60_000);
    expect(t.context().tab).toMatchObject({ sql: 'SELECT 2', updatedAt: NOW });
    expect(t.createTab.calls).toHaveLength(0);
    t.actor.send({ type: 'REMOVE' });
    expect(t.value()).toBe('removed');
    expect(t.deleteTab.calls).toHaveLength(0);
  });
});

describe('a new, local-only tab', () => {
  it('is posted at the next sync, with the edits made so far', async () => {
    const t = startTabSync({ tab: localTab() });
    expect(t.value()).toBe('local');
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2', name: 'Mine' } });
    await advance(SYNC_INTERVAL_MS - 1);
    expect(t.createTab.calls).toHaveLength(0);
    await advance(1);
    expect(t.createTab.calls.map((call) => call.input.tab)).toEqual([
      expect.objectContaining({ id: 'local-1', sql: 'SELECT 2', name: 'Mine', inLocalStorage: true }),
    ]);
  });

  it('takes the remote id, then migrates its tables and queries', async () => {
    const t = await synced([table], ['q1', 'q2']);
    expect(t.context().tab).toMatchObject({ id: '42', inLocalStorage: false, loaded: true });
    expect(t.context().localId).toBe('local-1');
    expect(t.migrate.calls.map((call) => call.input)).toEqual([
      { tabId: '42', localTabId: 'local-1', tables: [table], queryIds: ['q1', 'q2'] },
    ]);
    t.migrate.calls[0]!.resolve({ tables: ['t1'], queryIds: ['q1', 'q2'] });
    await flush();
    expect(t.matches({ remote: { migration: 'migrated' } })).toBe(true);
    expect(t.notify).not.toHaveBeenCalled();
  });

  it('has nothing to migrate without local tables or queries', async () => {
    const t = await synced();
    expect(t.matches({ remote: { migration: 'migrated' } })).toBe(true);
    expect(t.migrate.calls).toHaveLength(0);
  });

  it('tracks tables and queries added while local', async () => {
    const t = startTabSync({ tab: localTab() });
    t.actor.send({ type: 'TABLE_ADDED', table });
    t.actor.send({ type: 'QUERY_ADDED', queryId: 'q9' });
    await advance(SYNC_INTERVAL_MS);
    t.actor.send({ type: 'QUERY_ADDED', queryId: 'q10' });
    t.createTab.calls[0]!.resolve({ id: 42 });
    await flush();
    expect(t.migrate.calls[0]!.input).toMatchObject({ tables: [table], queryIds: ['q9', 'q10'] });
  });

  it('warns and retries later when the post fails', async () => {
    const t = startTabSync({ tab: localTab() });
    await advance(SYNC_INTERVAL_MS);
    t.createTab.calls[0]!.reject(serverError);
    await flush();
    expect(t.value()).toBe('local');
    expect(t.notify).toHaveBeenCalledWith({ level: 'warning', message: EDITOR_MIGRATION_FAILED });
    await advance(SYNC_INTERVAL_MS);
    expect(t.createTab.calls).toHaveLength(2);
  });

  it('warns per kind of state left when migration fails, and retries what is left', async () => {
    const t = await synced([table], ['q1']);
    t.migrate.calls[0]!.resolve({ tables: [], queryIds: ['q1'] });
    await flush();
    expect(t.matches({ remote: { migration: 'retrying' } })).toBe(true);
    expect(t.notify.mock.calls).toEqual([[{ level: 'warning', message: TABLE_MIGRATION_FAILED }]]);
    await advance(SYNC_INTERVAL_MS);
    expect(t.migrate.calls[1]!.input).toMatchObject({ tables: [table], queryIds: [] });
    t.migrate.calls[1]!.reject(serverError);
    await flush();
    expect(t.notify).toHaveBeenLastCalledWith({ level: 'warning', message: TABLE_MIGRATION_FAILED });
    await advance(SYNC_INTERVAL_MS);
    t.migrate.calls[2]!.resolve({ tables: ['t1'], queryIds: [] });
    await flush();
    expect(t.matches({ remote: { migration: 'migrated' } })).toBe(true);
  });

  it('warns for both kinds when the migration call fails', async () => {
    const t = await synced([table], ['q1']);
    t.migrate.calls[0]!.reject(serverError);
    await flush();
    expect(t.notify.mock.calls).toEqual([
      [{ level: 'warning', message: TABLE_MIGRATION_FAILED }],
      [{ level: 'warning', message: QUERY_MIGRATION_FAILED }],
    ]);
  });

  it('puts edits made while the post was in flight', async () => {
    const t = startTabSync({ tab: localTab() });
    await advance(SYNC_INTERVAL_MS);
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 3' } });
    t.createTab.calls[0]!.resolve({ id: 42 });
    await flush();
    expect(t.matches({ remote: { edits: 'debouncing' } })).toBe(true);
    await advance(DEBOUNCE_MS);
    expect(t.updateTab.calls.map((call) => [call.input.tabId, call.input.payload.sql])).toEqual([
      ['42', 'SELECT 3'],
    ]);
  });
});

describe('edits of a tab on the server', () => {
  it('are debounced 5000 ms and put once, undefined fields omitted', async () => {
    const t = startTabSync({ tab: remoteTab({ catalog: undefined, templateParams: undefined }) });
    expect(t.matches({ remote: { edits: 'idle' } })).toBe(true);
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(3000);
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 3' } });
    await advance(DEBOUNCE_MS - 1);
    expect(t.updateTab.calls).toHaveLength(0);
    await advance(1);
    expect(t.updateTab.calls).toHaveLength(1);
    const { tabId, payload } = t.updateTab.calls[0]!.input;
    expect(tabId).toBe('7');
    expect(payload).toEqual({
      database_id: 1,
      schema: 'main',
      sql: 'SELECT 3',
      label: 'Untitled Query 1',
      query_limit: 1000,
      autorun: false,
      extra_json: JSON.stringify({ updatedAt: NOW + 3000, version: 1 }),
    });
    expect(Object.keys(payload)).not.toContain('catalog');
    t.updateTab.calls[0]!.resolve(undefined);
    await flush();
    expect(t.matches({ remote: { edits: 'idle' } })).toBe(true);
  });

  it('made while a put is in flight are put afterwards', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(DEBOUNCE_MS);
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 3' } });
    t.updateTab.calls[0]!.resolve(undefined);
    await flush();
    expect(t.matches({ remote: { edits: 'debouncing' } })).toBe(true);
    await advance(DEBOUNCE_MS);
    expect(t.updateTab.calls.map((call) => call.input.payload.sql)).toEqual(['SELECT 2', 'SELECT 3']);
  });

  it('are logged as a warning and retried when the put fails', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[0]!.reject(serverError);
    await flush();
    expect(t.logWarning).toHaveBeenCalledWith(SAVE_TAB_FAILED);
    expect(t.context().dirty).toBe(true);
    await advance(DEBOUNCE_MS);
    expect(t.updateTab.calls.map((call) => call.input.payload.sql)).toEqual(['SELECT 2', 'SELECT 2']);
  });

  it("say once that the query could not be stored, until a put succeeds ('Save Query')", async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[0]!.reject(serverError);
    await flush();
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[1]!.reject(serverError);
    await flush();
    const told = () => t.notify.mock.calls.filter(([notice]) => notice.message === STORE_QUERY_FAILED);
    expect(told()).toEqual([[{ level: 'danger', message: STORE_QUERY_FAILED }]]);
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[2]!.resolve(undefined);
    await flush();
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 3' } });
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[3]!.reject(serverError);
    await flush();
    expect(told()).toHaveLength(2);
  });

  it('remove the tab when the put answers 404', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'EDIT', changes: { sql: 'SELECT 2' } });
    await advance(DEBOUNCE_MS);
    t.updateTab.calls[0]!.reject(notFound);
    await flush();
    expect(t.value()).toBe('removed');
  });
});

describe('fetching a tab', () => {
  const serverState = (updatedAt: number, sql: string) => ({
    id: 7,
    label: 'From server',
    sql,
    database_id: 2,
    schema: 'public',
    query_limit: 100,
    autorun: false,
    hide_left_bar: true,
    latest_query: { id: 'qq' },
    saved_query: null,
    extra_json: JSON.stringify({ updatedAt, version: 1 }),
  });

  it('takes the server copy when it is newer', async () => {
    const t = startTabSync({ tab: remoteTab({ updatedAt: 1_000 }) });
    t.actor.send({ type: 'FETCH' });
    expect(t.fetchTab.calls.map((call) => call.input)).toEqual([{ tabId: '7' }]);
    t.fetchTab.calls[0]!.resolve(serverState(2_000, 'SELECT server'));
    await flush();
    expect(t.context().tab).toMatchObject({
      id: '7',
      name: 'From server',
      sql: 'SELECT server',
      dbId: 2,
      latestQueryId: 'qq',
      hideLeftBar: true,
      updatedAt: 2_000,
      loaded: true,
    });
    expect(t.context().dirty).toBe(false);
  });

  it('keeps a newer local copy and puts it', async () => {
    const t = startTabSync({ tab: remoteTab({ updatedAt: 3_000, sql: 'SELECT local' }) });
    t.actor.send({ type: 'FETCH' });
    t.fetchTab.calls[0]!.resolve(serverState(2_000, 'SELECT server'));
    await flush();
    expect(t.context().tab.sql).toBe('SELECT local');
    await advance(DEBOUNCE_MS);
    expect(t.updateTab.calls.map((call) => call.input.payload.sql)).toEqual(['SELECT local']);
  });

  it('always takes the server copy of a tab never loaded', async () => {
    const t = startTabSync({ tab: remoteTab({ updatedAt: 3_000, loaded: false, sql: '' }) });
    t.actor.send({ type: 'FETCH' });
    t.fetchTab.calls[0]!.resolve(serverState(2_000, 'SELECT server'));
    await flush();
    expect(t.context().tab).toMatchObject({ sql: 'SELECT server', loaded: true });
  });

  it('removes the tab on 404', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'FETCH' });
    t.fetchTab.calls[0]!.reject(notFound);
    await flush();
    expect(t.value()).toBe('removed');
    expect(t.deleteTab.calls).toHaveLength(0);
  });

  it('says so on any other failure and keeps the tab', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'FETCH' });
    t.fetchTab.calls[0]!.reject(serverError);
    await flush();
    expect(t.notify).toHaveBeenCalledWith({ level: 'danger', message: FETCH_TAB_FAILED });
    expect(t.matches({ remote: { fetch: 'idle' } })).toBe(true);
  });
});

describe('removing a tab', () => {
  it('records a server tab as destroyed until the server confirms the deletion', async () => {
    const t = startTabSync({ tab: remoteTab() });
    vi.setSystemTime(NOW + 10);
    t.actor.send({ type: 'REMOVE' });
    expect(t.matches('destroyed')).toBe(true);
    expect(t.context().destroyedAt).toBe(NOW + 10);
    expect(t.deleteTab.calls.map((call) => call.input)).toEqual([{ tabId: '7' }]);
    t.deleteTab.calls[0]!.reject(serverError);
    await flush();
    expect(t.matches({ destroyed: 'waiting' })).toBe(true);
    await advance(SYNC_INTERVAL_MS);
    expect(t.deleteTab.calls).toHaveLength(2);
    t.deleteTab.calls[1]!.resolve(undefined);
    await flush();
    expect(t.value()).toBe('removed');
    expect(t.context().destroyedAt).toBeNull();
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('clears the record when the deletion answers 404', async () => {
    const t = startTabSync({ tab: remoteTab() });
    t.actor.send({ type: 'REMOVE' });
    t.deleteTab.calls[0]!.reject(notFound);
    await flush();
    expect(t.value()).toBe('removed');
    expect(t.context().destroyedAt).toBeNull();
  });

  it('drops a local-only tab without a call', async () => {
    const t = startTabSync({ tab: localTab() });
    t.actor.send({ type: 'REMOVE' });
    expect(t.value()).toBe('removed');
    await advance(SYNC_INTERVAL_MS * 3);
    expect(t.createTab.calls).toHaveLength(0);
    expect(t.deleteTab.calls).toHaveLength(0);
  });

  it('deletes a tab whose creation was in flight once it has its id', async () => {
    const t = startTabSync({ tab: localTab() });
    await advance(SYNC_INTERVAL_MS);
    t.actor.send({ type: 'REMOVE' });
    expect(t.value()).toBe('creating');
    t.createTab.calls[0]!.resolve({ id: 42 });
    await flush();
    expect(t.deleteTab.calls.map((call) => call.input)).toEqual([{ tabId: '42' }]);

    const failed = startTabSync({ tab: localTab() });
    await advance(SYNC_INTERVAL_MS);
    failed.actor.send({ type: 'REMOVE' });
    failed.createTab.calls[0]!.reject(serverError);
    await flush();
    expect(failed.value()).toBe('removed');
    expect(failed.notify).not.toHaveBeenCalled();
  });
});
