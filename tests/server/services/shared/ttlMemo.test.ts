import { describe, expect, it } from 'vitest';
import { createTtlMemo } from '../../../../server/services/shared/ttlMemo.ts';

describe('createTtlMemo', () => {
  it('loads once while fresh, again once expired or deleted, and never keeps a failure', async () => {
    let clock = 0;
    let loads = 0;
    const memo = createTtlMemo<string, number>(1000, 10, () => clock);
    const load = async () => {
      loads += 1;
      return loads;
    };
    expect(await memo.get('a', load)).toBe(1);
    expect(await memo.get('a', load)).toBe(1);
    clock = 999;
    expect(await memo.get('a', load)).toBe(1);
    clock = 1000;
    expect(await memo.get('a', load)).toBe(2);
    memo.delete('a');
    expect(await memo.get('a', load)).toBe(3);
    await expect(memo.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await memo.get('b', load)).toBe(4);
  });

  it('shares one load between concurrent callers and stays bounded', async () => {
    let loads = 0;
    const memo = createTtlMemo<number, number>(60_000, 3);
    const load = async () => {
      loads += 1;
      return loads;
    };
    const [x, y] = await Promise.all([memo.get(1, load), memo.get(1, load)]);
    expect([x, y, loads]).toEqual([1, 1, 1]);
    for (const key of [2, 3, 4]) await memo.get(key, load);
    expect(await memo.get(1, load)).toBe(5);
  });
});
