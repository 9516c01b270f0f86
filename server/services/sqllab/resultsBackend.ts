// Where finished SQL Lab results wait for the client (async results, CSV export): an in-memory
// store, bounded in entries and rows, with a time to live. A Redis version can implement the
// same interface.
import type { JsonValue, ResultColumn } from '../../engines/engineSpec.ts';

export interface StoredResult {
  queryId: number;
  userId: number | null;
  columns: ResultColumn[];
  /** The rows kept: all of them, or the first `rows.length` of `rowCount` (the display limit). */
  rows: JsonValue[][];
  /** The rows the query returned; more than rows.length when only the displayed ones were kept. */
  rowCount?: number;
}

export interface ResultsBackend {
  set(key: string, value: StoredResult): void;
  /** undefined when unknown or expired. */
  get(key: string): StoredResult | undefined;
  delete(key: string): void;
}

export interface MemoryResultsOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Most rows kept over all entries; the oldest entries go first. */
  maxRows?: number;
  now?: () => number;
}

export function createMemoryResultsBackend(options: MemoryResultsOptions = {}): ResultsBackend {
  const ttlMs = options.ttlMs ?? 24 * 3600 * 1000;
  const maxEntries = options.maxEntries ?? 200;
  const maxRows = options.maxRows ?? 2_000_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, { value: StoredResult; expires: number }>();
  let rows = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    rows -= entry.value.rows.length;
    entries.delete(key);
  };

  return {
    set(key, value) {
      remove(key);
      entries.set(key, { value, expires: now() + ttlMs });
      rows += value.rows.length;
      for (const oldest of entries.keys()) {
        if (entries.size <= maxEntries && rows <= maxRows) break;
        if (oldest === key) continue;
        remove(oldest);
      }
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expires <= now()) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    delete: remove,
  };
}
