// The in-memory results backend: entries come back as stored, before and after their rows are
// packed into JSON text; it keeps within its bounds (rows, entries) and its time to live.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createMemoryResultsBackend,
  PACK_DELAY_MS,
  type StoredResult,
} from '../../../../server/services/sqllab/resultsBackend.ts';

function result(rows: number, queryId = 1): StoredResult {
  return {
    queryId,
    userId: 7,
    columns: [{ name: 'n', type: 'INTEGER', type_generic: 0 }] as StoredResult['columns'],
    rows: Array.from({ length: rows }, (_, i) => [i, `row ${i}`, i % 2 === 0 ? null : i / 2]),
    rowCount: rows,
  };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('memory results backend', () => {
  it('gives the result back the same before and after packing', () => {
    const backend = createMemoryResultsBackend();
    const stored = result(50);
    backend.set('k', stored);
    expect(backend.get('k')).toEqual(stored);
    vi.advanceTimersByTime(PACK_DELAY_MS);
    expect(backend.get('k')).toEqual(stored);
    expect(backend.get('k')).not.toBe(stored);
  });

  it('drops the oldest entries past its row bound, and expired ones', () => {
    const backend = createMemoryResultsBackend({ maxRows: 100, ttlMs: 10_000, now: () => Date.now() });
    backend.set('a', result(60, 1));
    vi.advanceTimersByTime(PACK_DELAY_MS);
    backend.set('b', result(60, 2));
    expect(backend.get('a')).toBeUndefined();
    expect(backend.get('b')?.queryId).toBe(2);
    vi.advanceTimersByTime(10_000);
    expect(backend.get('b')).toBeUndefined();
  });

  it('never packs an entry deleted or replaced meanwhile', () => {
    const backend = createMemoryResultsBackend();
    backend.set('k', result(5, 1));
    backend.delete('k');
    backend.set('k', result(3, 2));
    vi.advanceTimersByTime(PACK_DELAY_MS);
    expect(backend.get('k')?.rows).toHaveLength(3);
    expect(backend.get('k')?.queryId).toBe(2);
  });
});
