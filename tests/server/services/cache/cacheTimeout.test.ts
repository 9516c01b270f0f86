import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveCacheTimeout } from '../../../../server/services/cache/cacheTimeout.ts';

describe('resolveCacheTimeout (Superset: custom → chart → dataset → database → default)', () => {
  it('takes the first one set, in that order', () => {
    expect(resolveCacheTimeout(60, 120, 240, 86400, 30)).toBe(30);
    expect(resolveCacheTimeout(60, 120, 240, 86400)).toBe(60);
    expect(resolveCacheTimeout(null, 120, 240, 86400)).toBe(120);
    expect(resolveCacheTimeout(undefined, null, 240, 86400)).toBe(240);
    expect(resolveCacheTimeout(null, null, null, 86400)).toBe(86400);
  });

  it('falls back to the default when the first one set is 0, as Superset`s truthiness test', () => {
    expect(resolveCacheTimeout(0, 120, 240, 86400)).toBe(86400);
    expect(resolveCacheTimeout(null, 0, 240, 600)).toBe(600);
  });

  it('is never a value nobody set', () => {
    const timeout = fc.option(fc.integer({ min: -1, max: 1e6 }), { nil: null });
    fc.assert(
      fc.property(timeout, timeout, timeout, fc.nat(), (chart, dataset, database, fallback) => {
        const result = resolveCacheTimeout(chart, dataset, database, fallback);
        expect([chart, dataset, database, fallback]).toContain(result);
      }),
    );
  });
});
