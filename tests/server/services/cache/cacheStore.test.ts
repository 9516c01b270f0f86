// Both cache stores keep what they are given: strings and Buffers byte for byte, JSON values
// as equal deep-frozen copies (the caller's object stays its own and stays writable); values expire after their TTL; delete removes them.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../../../server/jobs/redis.ts';
import type { CacheStore, CacheValue } from '../../../../server/services/cache/cacheStore.ts';
import { createMemoryCacheStore } from '../../../../server/services/cache/memoryCacheStore.ts';
import { createRedisCacheStore } from '../../../../server/services/cache/redisCacheStore.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../support/redisKeys.ts';

const prefix = uniqueRedisPrefix('cache');
afterAll(async () => {
  await deleteRedisKeys(prefix);
});

const STORES: Array<[string, () => CacheStore]> = [
  ['memory', () => createMemoryCacheStore({ maxBytes: 64 * 1024 * 1024 })],
  ['redis', () => createRedisCacheStore({ redis: openRedis(TEST_REDIS_URL), keyPrefix: prefix })],
];

const jsonValue = fc.oneof(
  fc.dictionary(fc.string(), fc.jsonValue()),
  fc.array(fc.jsonValue()),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
);

describe.each(STORES)('cache store [%s]', (kind, open) => {
  const store = open();
  afterAll(async () => {
    await store.close();
  });

  it('is the kind it says', () => {
    expect(store.kind).toBe(kind);
  });

  it('gives strings and Buffers back unchanged', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme' }), fc.uint8Array(), async (text, bytes) => {
        await store.set('text', text, 60);
        await store.set('bytes', Buffer.from(bytes), 60);
        expect(await store.get('text')).toBe(text);
        const back = await store.get('bytes');
        expect(Buffer.isBuffer(back)).toBe(true);
        expect(Buffer.compare(back as Buffer, Buffer.from(bytes))).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it('gives JSON values back as equal copies', async () => {
    await fc.assert(
      fc.asyncProperty(jsonValue, async (value) => {
        await store.set('json', value as CacheValue, 60);
        const back = await store.get('json');
        expect(back).toEqual(JSON.parse(JSON.stringify(value)));
        if (typeof back === 'object' && back !== null) expect(back).not.toBe(value);
      }),
      { numRuns: 50 },
    );
  });

  it('gives JSON values back read-only, to the last nested object, and leaves the stored object writable', async () => {
    const value = { rows: [{ region: 'North', revenue: 1 }], meta: { tags: ['a'] } };
    await store.set('frozen', value, 60);
    const back = (await store.get('frozen')) as typeof value;
    expect(Object.isFrozen(back)).toBe(true);
    expect(Object.isFrozen(back.rows)).toBe(true);
    expect(Object.isFrozen(back.rows[0])).toBe(true);
    expect(Object.isFrozen(back.meta.tags)).toBe(true);
    expect(() => {
      (back.rows[0] as { revenue: number }).revenue = 2;
    }).toThrow(TypeError);
    value.rows[0] = { region: 'South', revenue: 3 };
    expect(Object.isFrozen(value)).toBe(false);
    expect(await store.get('frozen')).toEqual({
      rows: [{ region: 'North', revenue: 1 }],
      meta: { tags: ['a'] },
    });
  });

  it('tells a stored JSON text apart from the same text stored as a string', async () => {
    await store.set('a', '{"x":1}', 60);
    await store.set('b', { x: 1 }, 60);
    expect(await store.get('a')).toBe('{"x":1}');
    expect(await store.get('b')).toEqual({ x: 1 });
  });

  it('forgets a value after its TTL, and keeps one without TTL', async () => {
    await store.set('short', 'soon gone', 1);
    await store.set('forever', 'kept', 0);
    expect(await store.get('short')).toBe('soon gone');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await store.get('short')).toBeUndefined();
    expect(await store.get('forever')).toBe('kept');
  });

  it('deletes, and says whether there was something to delete', async () => {
    await store.set('gone', 'x', 60);
    expect(await store.delete('gone')).toBe(true);
    expect(await store.get('gone')).toBeUndefined();
    expect(await store.delete('gone')).toBe(false);
  });

  it('keeps keys apart', async () => {
    await store.set('k1', 'one', 60);
    await store.set('k2', 'two', 60);
    await store.set('k1', 'uno', 60);
    expect([await store.get('k1'), await store.get('k2'), await store.get('k3')]).toEqual([
      'uno',
      'two',
      undefined,
    ]);
  });
});
