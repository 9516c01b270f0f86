// One EnginePool per database id, opened on first use and kept until the database changes
// (its version — changed_on, URI and password — differs), is deleted, or the app closes.
import type { EnginePool } from '../../engines/engineSpec.ts';

interface Entry {
  version: string;
  pool: EnginePool;
}

export interface EnginePools {
  /** The database's pool; a pool of an older version is closed and replaced. */
  get(databaseId: number, version: string, open: () => EnginePool): EnginePool;
  /** Closes the database's pool (updated or deleted). */
  release(databaseId: number): Promise<void>;
  closeAll(): Promise<void>;
  readonly size: number;
}

export function createEnginePools(): EnginePools {
  const entries = new Map<number, Entry>();
  const close = async (entry: Entry | undefined) => {
    await entry?.pool.close().catch(() => undefined);
  };
  return {
    get(databaseId, version, open) {
      const entry = entries.get(databaseId);
      if (entry?.version === version) return entry.pool;
      void close(entry);
      const pool = open();
      entries.set(databaseId, { version, pool });
      return pool;
    },
    async release(databaseId) {
      const entry = entries.get(databaseId);
      entries.delete(databaseId);
      await close(entry);
    },
    async closeAll() {
      const all = [...entries.values()];
      entries.clear();
      await Promise.all(all.map(close));
    },
    get size() {
      return entries.size;
    },
  };
}
