// The memory cache's bounds: entries and approximate bytes, least recently used first; expiry
// on a clock; a hit hands back the very string that was stored, and every hit on a JSON value
// the same frozen copy (no copy, no parse per hit).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryCacheStore } from '../../../../server/services/cache/memoryCacheStore.ts';

describe('memory cache store', () => {
  it('evicts the least recently used entry beyond the entry bound', async () => {
    const store = createMemoryCacheStore({ maxBytes: 1e9, maxEntries: 3 });
    for (const key of ['a', 'b', 'c']) await store.set(key, key, 60);
    expect(await store.get('a')).toBe('a');
    await store.set('d', 'd', 60);
    expect(await store.get('b')).toBeUndefined();
    expect([await store.get('a'), await store.get('c'), await store.get('d')]).toEqual(['a', 'c', 'd']);
    expect(store.size).toBe(3);
  });

  it('stays under its byte bound whatever is stored, and keeps the newest entry', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3000 })), {
          maxLength: 80,
        }),
        async (writes) => {
          const maxBytes = 20_000;
          const store = createMemoryCacheStore({ maxBytes });
          for (const [key, length] of writes) {
            await store.set(`key${key}`, 'x'.repeat(length), 60);
            expect(store.bytes).toBeLessThanOrEqual(maxBytes);
            expect(await store.get(`key${key}`)).toHaveLength(length);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does not keep a value bigger than the whole bound (and drops the older value of its key)', async () => {
    const store = createMemoryCacheStore({ maxBytes: 1000 });
    await store.set('big', 'small', 60);
    await store.set('big', 'x'.repeat(1000), 60);
    expect(await store.get('big')).toBeUndefined();
    expect(store.bytes).toBe(0);
  });

  it('expires on its clock, and frees the bytes', async () => {
    let now = 1_000_000;
    const store = createMemoryCacheStore({ maxBytes: 1e6, now: () => now });
    await store.set('k', 'v', 10);
    now += 9_999;
    expect(await store.get('k')).toBe('v');
    now += 1;
    expect(await store.get('k')).toBeUndefined();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
  });

  it('hands back the stored string itself', async () => {
    const store = createMemoryCacheStore({ maxBytes: 1e6 });
    const reply = JSON.stringify({ result: [{ data: [1, 2, 3] }] });
    await store.set('reply', reply, 60);
    expect(Object.is(await store.get('reply'), reply)).toBe(true);
  });

  it('hands every hit on a JSON value the same frozen copy, counted by its JSON text', async () => {
    const store = createMemoryCacheStore({ maxBytes: 1e6 });
    const value = { frame: { rows: [{ a: 1 }, { a: 2 }] } };
    await store.set('json', value, 60);
    const first = await store.get('json');
    expect(first).not.toBe(value);
    expect(Object.is(await store.get('json'), first)).toBe(true);
    expect(Object.isFrozen(first)).toBe(true);
    expect(store.bytes).toBe(96 + 'json'.length * 2 + JSON.stringify(value).length * 2);
  });
});
