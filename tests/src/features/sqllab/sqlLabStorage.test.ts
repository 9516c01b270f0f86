// SQL Lab's stored copy: read/write, results emptied when old or large, the usage warning.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialQueryContext } from '../../../../machines/sqlLabQuery/setup.ts';
import type { QueryResults } from '../../../../machines/sqlLabQuery/types.ts';
import {
  MAX_RESULTS_AGE_MS,
  readStored,
  STORAGE_VERSION,
  type StoredQuery,
  type StoredSqlLab,
  storageKey,
  toStoredQuery,
  writeStored,
} from '../../../../src/features/sqllab/sqlLabStorage.ts';
import { StorageWriter, WRITE_DELAY_MS } from '../../../../src/features/sqllab/storageWriter.ts';

function memoryStorage(limitChars = Number.POSITIVE_INFINITY) {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > limitChars) throw new DOMException('full', 'QuotaExceededError');
      map.set(key, value);
    },
    removeItem: (key: string) => void map.delete(key),
  };
}

function results(rows: number): QueryResults {
  return {
    status: 'success',
    data: Array.from({ length: rows }, (_, i) => ({ n: i, text: 'x'.repeat(20) })),
    columns: [{ column_name: 'n' }, { column_name: 'text' }],
    query: { rows },
  } as unknown as QueryResults;
}

function storedQuery(rows: number, endDttm: number): StoredQuery {
  return {
    tabKey: 't',
    state: 'success',
    catalog: null,
    schema: null,
    context: { ...initialQueryContext({ id: 'q', sql: 'SELECT 1' }), endDttm, results: results(rows) },
  };
}

const copy = (queries: StoredQuery[] = []): StoredSqlLab => ({
  version: STORAGE_VERSION,
  savedAt: 1_000_000,
  activeKey: 'a',
  tabs: [{ key: 'a', tab: { id: 'a', name: 'A', sql: '' }, pendingTables: [], pendingQueryIds: [] }],
  queries,
});

afterEach(() => vi.useRealTimers());

describe('stored copy', () => {
  it('reads back what was written, per user', () => {
    const storage = memoryStorage();
    writeStored(storage, 'alice', copy());
    expect(readStored(storage, 'alice')).toEqual(copy());
    expect(readStored(storage, 'bob')).toBeNull();
  });

  it('discards a copy without tabs, of another version, or that is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem(storageKey('u'), JSON.stringify({ ...copy(), tabs: [] }));
    expect(readStored(storage, 'u')).toBeNull();
    storage.setItem(storageKey('u'), JSON.stringify({ ...copy(), version: 99 }));
    expect(readStored(storage, 'u')).toBeNull();
    storage.setItem(storageKey('u'), '{nope');
    expect(readStored(storage, 'u')).toBeNull();
  });

  it('empties results older than 24 h or larger than 1024 KB, keeps the rest', () => {
    const now = 10 * MAX_RESULTS_AGE_MS;
    expect(toStoredQuery(storedQuery(10, now - 1000), now).context.results).not.toBeNull();
    expect(toStoredQuery(storedQuery(10, now - MAX_RESULTS_AGE_MS - 1), now).context.results).toBeNull();
    // ~40 characters a row, 2 bytes each: 20,000 rows are well over 1024 KB.
    expect(toStoredQuery(storedQuery(20_000, now - 1000), now).context.results).toBeNull();
  });
});

describe('StorageWriter', () => {
  it('writes once per burst of changes, and at once on flush', () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const snapshot = vi.fn(() => copy());
    const writer = new StorageWriter({ storage, user: 'u', snapshot, warnUsage: () => {} });
    writer.schedule();
    writer.schedule();
    expect(snapshot).not.toHaveBeenCalled();
    vi.advanceTimersByTime(WRITE_DELAY_MS);
    expect(snapshot).toHaveBeenCalledTimes(1);
    writer.schedule();
    writer.flush();
    expect(snapshot).toHaveBeenCalledTimes(2);
    expect(readStored(storage, 'u')).toEqual(copy());
  });

  it('warns when the browser refuses the copy, at most once per 8000 ms', () => {
    let now = 0;
    const warn = vi.fn();
    const writer = new StorageWriter({
      storage: memoryStorage(10),
      user: 'u',
      snapshot: () => copy(),
      warnUsage: warn,
      now: () => now,
    });
    writer.flush();
    now = 7999;
    writer.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(5120, 5120);
    now = 8000;
    writer.flush();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('never writes without a storage or after it stopped', () => {
    const snapshot = vi.fn(() => copy());
    new StorageWriter({ storage: null, user: 'u', snapshot, warnUsage: () => {} }).flush();
    const storage = memoryStorage();
    const writer = new StorageWriter({ storage, user: 'u', snapshot, warnUsage: () => {} });
    writer.stop();
    writer.flush();
    expect(snapshot).toHaveBeenCalledTimes(1);
  });
});
