// The cache on Redis: `<prefix>cache:<key>` holds the value's type tag and bytes, with Redis's
// own expiry (SET … EX). Shared by every web process and worker.
import type { Redis } from 'ioredis';
import { closeRedis } from '../../jobs/redis.ts';
import { type CacheStore, decodeCacheValue, encodeCacheValue } from './cacheStore.ts';

export interface RedisCacheOptions {
  redis: Redis;
  keyPrefix: string;
  /** Close the connection with the store (default true). */
  ownsConnection?: boolean;
}

export function createRedisCacheStore(options: RedisCacheOptions): CacheStore {
  const { redis } = options;
  const keyOf = (key: string) => `${options.keyPrefix}cache:${key}`;
  return {
    kind: 'redis',
    async get(key) {
      const stored = await redis.getBuffer(keyOf(key));
      return stored === null ? undefined : decodeCacheValue(stored);
    },
    async set(key, value, ttlSeconds) {
      const bytes = encodeCacheValue(value);
      if (ttlSeconds > 0) await redis.set(keyOf(key), bytes, 'EX', Math.ceil(ttlSeconds));
      else await redis.set(keyOf(key), bytes);
    },
    async delete(key) {
      return (await redis.del(keyOf(key))) > 0;
    },
    async close() {
      if (options.ownsConnection !== false) await closeRedis(redis);
    },
  };
}
