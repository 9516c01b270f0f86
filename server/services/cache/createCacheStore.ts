// The cache store the configuration asks for: Redis when LOUPE_REDIS_URL is set, else memory
// bounded by LOUPE_CACHE_MAX_MB.
import type { Config } from '../../config.ts';
import { openRedis } from '../../jobs/redis.ts';
import type { CacheStore } from './cacheStore.ts';
import { createMemoryCacheStore } from './memoryCacheStore.ts';
import { createRedisCacheStore } from './redisCacheStore.ts';

export function createCacheStore(
  config: Pick<Config, 'redisUrl' | 'redisKeyPrefix' | 'cacheMaxMb'>,
): CacheStore {
  if (config.redisUrl) {
    return createRedisCacheStore({ redis: openRedis(config.redisUrl), keyPrefix: config.redisKeyPrefix });
  }
  return createMemoryCacheStore({ maxBytes: config.cacheMaxMb * 1024 * 1024 });
}
