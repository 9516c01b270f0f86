// The SQL Lab session with a scripted API: 'offline' when polling cannot reach the server, and
// a query finished while the page was away, and the inactive cleanup of spec §4 (running/pending, zero progress, older than 2000 ms, only
// when a poll finds nothing new; never a query whose execute call is still out).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initialQueryContext } from '../../../../machines/sqlLabQuery/setup.ts';
import { ClientError } from '../../../../src/api/clientError.ts';
import { NETWORK_ERROR_STATUS } from '../../../../src/api/normalizeError.ts';
import type { SqlLabApi, SqlLabBootstrap } from '../../../../src/features/sqllab/sqlLabApi.ts';
import { POLL_INTERVAL_MS, SqlLabSession } from '../../../../src/features/sqllab/sqlLabSession.ts';
import {
  STORAGE_VERSION,
  type StoredSqlLab,
  storageKey,
} from '../../../../src/features/sqllab/sqlLabStorage.ts';

const bootstrap = {
  active_tab: null,
  databases: {
    '1': {
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
    },
  },
  queries: {},
  tab_state_ids: [],
  common: {
    feature_flags: { SQLLAB_BACKEND_PERSISTENCE: false },
    conf: { DEFAULT_SQLLAB_LIMIT: 1000, SQL_MAX_ROW: 100000, DISPLAY_MAX_ROW: 10000, SQLLAB_TIMEOUT: 30 },
  },
} as unknown as SqlLabBootstrap;

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

/** A stored copy with one tab whose query was left running (progress 0) at the last visit. */
function storedWithRunningQuery(startDttm: number): StoredSqlLab {
  const context = { ...initialQueryContext({ id: 'orphan', sql: 'SELECT 1' }), dbId: 1, startDttm };
  return {
    version: STORAGE_VERSION,
    savedAt: startDttm,
    activeKey: 'local-1',
    tabs: [
      {
        key: 'local-1',
        tab: { id: 'local-1', name: 'Untitled Query 1', sql: 'SELECT 1', dbId: 1, latestQueryId: 'orphan' },
        pendingTables: [],
        pendingQueryIds: [],
      },
    ],
    queries: [{ tabKey: 'local-1', state: 'running', catalog: null, schema: null, context }],
  };
}

function session(api: Partial<SqlLabApi>, stored?: StoredSqlLab) {
  const storage = memoryStorage();
  if (stored) storage.setItem(storageKey('u'), JSON.stringify(stored));
  return new SqlLabSession({
    api: api as SqlLabApi,
    bootstrap,
    notify: () => {},
    logWarning: () => {},
    firstTabName: 'Untitled Query 1',
    storage,
    storageUser: 'u',
  });
}

beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
afterEach(() => vi.useRealTimers());

describe('SqlLabSession polling', () => {
  it("is 'offline' while polling cannot reach the server, and back once it can", async () => {
    const network = new ClientError({
      message: 'Network error',
      status: NETWORK_ERROR_STATUS,
      statusText: '',
    });
    const updatedSince = vi
      .fn<SqlLabApi['updatedSince']>()
      .mockRejectedValueOnce(network)
      .mockResolvedValue([
        {
          id: 'orphan',
          state: 'success',
          progress: 100,
          rows: 1,
          resultsKey: 'key-1',
          changed_on: new Date().toISOString(),
        } as never,
      ]);
    const results = vi.fn<SqlLabApi['results']>().mockResolvedValue({
      status: 'success',
      data: [{ n: 1 }],
      columns: [{ column_name: 'n' }],
      query: { rows: 1 },
    } as never);
    const lab = session({ updatedSince, results }, storedWithRunningQuery(Date.now() - 500));
    expect(lab.getState().offline).toBe(false);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(lab.getState().offline).toBe(true);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(lab.getState().offline).toBe(false);
    // Finished on the server while the page was away: its results are fetched by key.
    await vi.waitFor(() => expect(lab.queryEntry('orphan')?.actor.getSnapshot().value).toBe('success'));
    expect(results).toHaveBeenCalledWith('key-1', 10000);
    lab.dispose();
  });

  it('drops a query left running with zero progress when a poll finds nothing new', async () => {
    const updatedSince = vi.fn<SqlLabApi['updatedSince']>().mockResolvedValue([]);
    const lab = session({ updatedSince }, storedWithRunningQuery(Date.now() - 10_000));
    expect(lab.getState().queriesByTab['local-1']).toEqual(['orphan']);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS);
    expect(updatedSince).toHaveBeenCalledTimes(1);
    expect(lab.getState().queriesByTab['local-1']).toEqual([]);
    expect(lab.queryEntry('orphan')).toBeNull();
    lab.dispose();
  });

  it('keeps a running query younger than 2000 ms', async () => {
    const updatedSince = vi.fn<SqlLabApi['updatedSince']>().mockResolvedValue([]);
    const lab = session({ updatedSince }, storedWithRunningQuery(Date.now()));
    await vi.advanceTimersByTimeAsync(1000);
    // Only 1000 ms old when the first poll would have to judge it: not polled yet, still there.
    expect(lab.queryEntry('orphan')).not.toBeNull();
    lab.dispose();
  });

  it('never drops a query whose execute call has not answered', async () => {
    const updatedSince = vi.fn<SqlLabApi['updatedSince']>().mockResolvedValue([]);
    const execute = vi.fn<SqlLabApi['execute']>(() => new Promise(() => {}));
    const lab = session({ updatedSince, execute }, storedWithRunningQuery(Date.now() - 10_000));
    const key = lab.getState().activeKey!;
    const id = lab.runQuery(key, 'SELECT slow')!;
    await vi.advanceTimersByTimeAsync(10 * POLL_INTERVAL_MS);
    expect(lab.queryEntry(id)?.actor.getSnapshot().value).toBe('running');
    expect(lab.queryEntry('orphan')).toBeNull();
    lab.dispose();
  });
});
