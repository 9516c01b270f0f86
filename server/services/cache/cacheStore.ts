// The cache of query results (Superset's DATA_CACHE_CONFIG): one interface, kept in memory
// (bounded, LRU) or on Redis when LOUPE_REDIS_URL is set. Values are strings, Buffers or
// JSON-serialisable data. A JSON value comes back as a deep-frozen copy (read-only for every
// caller, on both stores): the memory store keeps that copy and hands the same one to every hit,
// so a hit costs no JSON work and no caller can change what another reads.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** What a cache holds: a string and a Buffer come back as they were; other values as JSON. */
export type CacheValue = string | Buffer | Exclude<JsonValue, string>;

export interface CacheStore {
  readonly kind: 'memory' | 'redis';
  /** The value (a JSON value deep-frozen), or undefined when absent or expired. */
  get(key: string): Promise<CacheValue | undefined>;
  /** Stores the value for ttlSeconds (0 or less: no expiry, as Flask-Caching's timeout 0). */
  set(key: string, value: CacheValue, ttlSeconds: number): Promise<void>;
  /** True when a value was removed. */
  delete(key: string): Promise<boolean>;
  close(): Promise<void>;
}

/** The value with every object and array in it frozen (a JSON value: no cycles). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/** A value's type tag and bytes, as stored where only bytes are kept (Redis). */
export function encodeCacheValue(value: CacheValue): Buffer {
  if (typeof value === 'string') return Buffer.concat([TAG_STRING, Buffer.from(value, 'utf8')]);
  if (Buffer.isBuffer(value)) return Buffer.concat([TAG_BUFFER, value]);
  return Buffer.concat([TAG_JSON, Buffer.from(JSON.stringify(value), 'utf8')]);
}

export function decodeCacheValue(stored: Buffer): CacheValue | undefined {
  const body = stored.subarray(1);
  switch (stored[0]) {
    case TAG_STRING[0]:
      return body.toString('utf8');
    case TAG_BUFFER[0]:
      return Buffer.from(body);
    case TAG_JSON[0]:
      return deepFreeze(JSON.parse(body.toString('utf8')) as CacheValue);
    default:
      return undefined;
  }
}

const TAG_STRING = Buffer.from('s');
const TAG_BUFFER = Buffer.from('b');
const TAG_JSON = Buffer.from('j');
