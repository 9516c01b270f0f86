// A small in-process memo of what every request reads from the metadata store (the caller's
// principal, a dataset as chart data queries it, a database's row and pool): kept for a short
// time, dropped at once by this process's own writes, bounded in size. The short life bounds how
// long a change made by another process (several web servers on one PostgreSQL) goes unseen.
export interface TtlMemo<K, V> {
  get(key: K, load: () => Promise<V>): Promise<V>;
  delete(key: K): void;
  clear(): void;
}

export function createTtlMemo<K, V>(
  ttlMs: number,
  maxEntries = 1000,
  now: () => number = Date.now,
): TtlMemo<K, V> {
  const entries = new Map<K, { value: Promise<V>; expiresAt: number }>();
  return {
    get(key, load) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > now()) return entry.value;
      const value = load();
      entries.set(key, { value, expiresAt: now() + ttlMs });
      // A failed load is not kept: the next caller tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as K);
      return value;
    },
    delete: (key) => {
      entries.delete(key);
    },
    clear: () => entries.clear(),
  };
}
