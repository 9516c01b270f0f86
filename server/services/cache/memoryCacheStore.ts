// The in-memory cache: a Map in least-recently-used order (a hit moves the entry to the end),
// bounded by entry count and approximate bytes, each entry with its own expiry. Strings and
// Buffers are kept as given; other values as their JSON text, which the first hit turns into a
// deep-frozen copy (what Redis would give back) kept in its place: every later hit is a Map
// lookup with no copy or parse, a value never read costs no parse, and callers never share
// mutable objects through the cache.
import { type CacheStore, type CacheValue, deepFreeze } from './cacheStore.ts';

export interface MemoryCacheOptions {
  maxBytes: number;
  maxEntries?: number;
  /** The clock, for tests. */
  now?: () => number;
}

interface Entry {
  value: CacheValue;
  /** value is the JSON text of a value not read yet. */
  pendingJson: boolean;
  bytes: number;
  /** Epoch ms; Infinity when the entry never expires. */
  expiresAt: number;
}

/** Per-entry bookkeeping (Map slot, entry object) counted against the byte bound. */
const ENTRY_OVERHEAD_BYTES = 96;

export interface MemoryCacheStore extends CacheStore {
  readonly size: number;
  readonly bytes: number;
}

export function createMemoryCacheStore(options: MemoryCacheOptions): MemoryCacheStore {
  const maxEntries = options.maxEntries ?? 100_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  return {
    kind: 'memory',
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
    async get(key) {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.expiresAt <= now()) {
        remove(key, entry);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      if (entry.pendingJson) {
        entry.value = deepFreeze(JSON.parse(entry.value as string) as CacheValue);
        entry.pendingJson = false;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      const json = typeof value !== 'string' && !Buffer.isBuffer(value);
      const text = json ? JSON.stringify(value) : value;
      // Strings count two bytes a character (V8 keeps one or two; this errs on the safe side), a
      // JSON value two bytes a character of its text (its parsed copy takes about one).
      const size =
        ENTRY_OVERHEAD_BYTES + key.length * 2 + (typeof text === 'string' ? text.length * 2 : text.length);
      const previous = entries.get(key);
      if (previous) remove(key, previous);
      if (size > options.maxBytes) return;
      const expiresAt = ttlSeconds > 0 ? now() + ttlSeconds * 1000 : Number.POSITIVE_INFINITY;
      entries.set(key, { value: text, pendingJson: json, bytes: size, expiresAt });
      bytes += size;
      for (const [oldKey, oldEntry] of entries) {
        if (bytes <= options.maxBytes && entries.size <= maxEntries) break;
        remove(oldKey, oldEntry);
      }
    },
    async delete(key) {
      const entry = entries.get(key);
      if (!entry) return false;
      remove(key, entry);
      return entry.expiresAt > now();
    },
    async close() {
      entries.clear();
      bytes = 0;
    },
  };
}
