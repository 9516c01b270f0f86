// Redis connections for the cache, the async event streams and the BullMQ queue. Each use gets
// its own connection: a blocking read (XREAD BLOCK, BullMQ's worker) holds its connection.
import { Redis } from 'ioredis';

export interface RedisConnectionOptions {
  /** Commands wait for a reconnection instead of failing after 20 retries (what BullMQ wants). */
  retryForever?: boolean;
}

export function openRedis(url: string, options: RedisConnectionOptions = {}): Redis {
  return new Redis(url, {
    ...(options.retryForever ? { maxRetriesPerRequest: null } : {}),
    connectionName: 'loupe',
  });
}

/** Quits politely, else drops the connection (a blocked or broken one never answers QUIT). */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'end') return;
  try {
    await Promise.race([redis.quit(), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  } catch {
    // Already closing: disconnect below.
  }
  redis.disconnect();
}
