// Redis for tests: LOUPE_TEST_REDIS_URL (default redis://127.0.0.1:6379), a key prefix unique to
// the test run, and a cleanup that deletes every key under it. Redis being unreachable FAILS
// the suite: it is never skipped.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.LOUPE_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export function uniqueRedisPrefix(purpose: string): string {
  return `loupe-test-${purpose}-${randomBytes(6).toString('hex')}:`;
}

/** Deletes every key starting with the prefix; returns how many there were. */
export async function deleteRedisKeys(prefix: string): Promise<number> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    let deleted = 0;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
    return deleted;
  } finally {
    redis.disconnect();
  }
}
