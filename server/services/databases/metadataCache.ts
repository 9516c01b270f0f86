// Schema and table lists per database, kept in memory until asked to refresh (force), until
// the database changes (another version), or until it is updated or deleted here. Failures are
// not cached.

export interface MetadataCache {
  get<T>(
    databaseId: number,
    version: string,
    key: string,
    force: boolean,
    load: () => Promise<T>,
  ): Promise<T>;
  clear(databaseId: number): void;
}

interface DatabaseEntries {
  version: string;
  values: Map<string, unknown>;
}

export function createMetadataCache(): MetadataCache {
  const databases = new Map<number, DatabaseEntries>();
  return {
    async get<T>(databaseId: number, version: string, key: string, force: boolean, load: () => Promise<T>) {
      let entries = databases.get(databaseId);
      if (!entries || entries.version !== version) {
        entries = { version, values: new Map() };
        databases.set(databaseId, entries);
      }
      if (!force && entries.values.has(key)) return entries.values.get(key) as T;
      const value = await load();
      if (databases.get(databaseId) === entries) entries.values.set(key, value);
      return value;
    },
    clear(databaseId) {
      databases.delete(databaseId);
    },
  };
}
