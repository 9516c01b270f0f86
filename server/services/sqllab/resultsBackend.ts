// Where finished SQL Lab results wait for the client (async results, CSV export): an in-memory
// store, bounded in entries and rows, with a time to live. A Redis version can implement the
// same interface. A moment after it is stored (once the reply has gone), an entry's rows are packed
// into one JSON text, as Superset serialises results into its backend: a million small values
// kept for a day would make every garbage collection of the server slower.
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

/** How long after it is stored an entry is packed. */
export const PACK_DELAY_MS = 1000;

interface Entry {
  /** The result; its rows emptied once packed. */
  value: StoredResult;
  /** The rows as one JSON text, once packed. */
  packed: string | null;
  rowCount: number;
  expires: number;
}

function pack(entry: Entry): void {
  if (entry.packed !== null) return;
  entry.packed = JSON.stringify(entry.value.rows);
  entry.value = { ...entry.value, rows: [] };
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
  const entries = new Map<string, Entry>();
  let rows = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    rows -= entry.rowCount;
    entries.delete(key);
  };

  return {
    set(key, value) {
      remove(key);
      const entry: Entry = { value, packed: null, rowCount: value.rows.length, expires: now() + ttlMs };
      entries.set(key, entry);
      // Packed a moment later, off the path of the reply that carries the same rows.
      setTimeout(() => {
        if (entries.get(key) === entry) pack(entry);
      }, PACK_DELAY_MS).unref();
      rows += entry.rowCount;
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
      return entry.packed === null ? entry.value : { ...entry.value, rows: JSON.parse(entry.packed) };
    },
    delete: remove,
  };
}
