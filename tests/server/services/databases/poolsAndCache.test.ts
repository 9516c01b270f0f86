import { describe, expect, it, vi } from 'vitest';
import type { EnginePool } from '../../../../server/engines/engineSpec.ts';
import { createEnginePools } from '../../../../server/services/databases/enginePools.ts';
import { createMetadataCache } from '../../../../server/services/databases/metadataCache.ts';

function fakePool(): EnginePool & { closed: boolean } {
  const pool = {
    closed: false,
    close: vi.fn(async () => {
      pool.closed = true;
    }),
  };
  return pool as unknown as EnginePool & { closed: boolean };
}

describe('engine pools: one per database', () => {
  it('reuses the pool of the same version, replaces and closes an older one', async () => {
    const pools = createEnginePools();
    const first = fakePool();
    const second = fakePool();
    expect(pools.get(1, 'v1', () => first)).toBe(first);
    expect(pools.get(1, 'v1', () => fakePool())).toBe(first);
    expect(pools.get(1, 'v2', () => second)).toBe(second);
    await vi.waitFor(() => expect(first.closed).toBe(true));
    expect(pools.size).toBe(1);
  });

  it('closes a released pool, and every pool on closeAll', async () => {
    const pools = createEnginePools();
    const a = fakePool();
    const b = fakePool();
    pools.get(1, 'v', () => a);
    pools.get(2, 'v', () => b);
    await pools.release(1);
    expect(a.closed).toBe(true);
    expect(b.closed).toBe(false);
    await pools.release(42);
    await pools.closeAll();
    expect(b.closed).toBe(true);
    expect(pools.size).toBe(0);
  });
});

describe('metadata cache', () => {
  it('keeps a value until forced, another version or cleared; never keeps failures', async () => {
    const cache = createMetadataCache();
    let calls = 0;
    const load = async () => ++calls;
    expect(await cache.get(1, 'v1', 'schemas', false, load)).toBe(1);
    expect(await cache.get(1, 'v1', 'schemas', false, load)).toBe(1);
    expect(await cache.get(1, 'v1', 'schemas', true, load)).toBe(2);
    expect(await cache.get(1, 'v1', 'schemas', false, load)).toBe(2);
    expect(await cache.get(1, 'v2', 'schemas', false, load)).toBe(3);
    expect(await cache.get(2, 'v2', 'schemas', false, load)).toBe(4);
    cache.clear(1);
    expect(await cache.get(1, 'v2', 'schemas', false, load)).toBe(5);
    await expect(
      cache.get(3, 'v', 'tables', false, async () => Promise.reject(new Error('down'))),
    ).rejects.toThrow('down');
    expect(await cache.get(3, 'v', 'tables', false, load)).toBe(6);
  });
});
