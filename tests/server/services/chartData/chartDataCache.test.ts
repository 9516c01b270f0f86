// The chart cache key: a digest of everything that makes the result, so any part that differs
// gives another key; remembered per compiled query for the same database, dataset and stamp.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CacheKeyParts,
  cachedDttmNow,
  chartCacheKey,
  chartCacheKeyOf,
} from '../../../../server/services/chartData/chartDataCache.ts';

const base: CacheKeyParts = {
  databaseId: 1,
  datasetId: 2,
  datasetChangedOn: '2026-11-27T10:00:00',
  sql: 'SELECT COUNT(*) AS "count" FROM "main"."sales" WHERE "order_id" = ? LIMIT 10',
  params: [42],
  resultType: 'full',
  timeOffsets: [],
  postProcessing: [],
  rowLevelFilters: [],
};

describe('chartCacheKey', () => {
  it('is an md5 hex digest, the same for the same parts', () => {
    expect(chartCacheKey(base)).toMatch(/^[0-9a-f]{32}$/);
    expect(chartCacheKey({ ...base, params: [42] })).toBe(chartCacheKey(base));
  });

  it('differs when any part differs', () => {
    const variants: Partial<CacheKeyParts>[] = [
      { databaseId: 3 },
      { datasetId: 4 },
      { datasetChangedOn: '2026-11-27T10:00:01' },
      { sql: `${base.sql} ` },
      { params: ['42'] },
      { resultType: 'samples' },
      { timeOffsets: ['1 year ago'] },
      { postProcessing: [{ operation: 'cum', options: { operator: 'sum' } }] },
      { rowLevelFilters: ["region = 'West'"] },
    ];
    const keys = new Set(variants.map((variant) => chartCacheKey({ ...base, ...variant })));
    keys.add(chartCacheKey(base));
    expect(keys.size).toBe(variants.length + 1);
  });
});

describe('chartCacheKeyOf', () => {
  it('gives what chartCacheKey gives, for any stamp, remembered or not', () => {
    const compiled = {};
    fc.assert(
      fc.property(
        fc.array(fc.record({ databaseId: fc.nat(3), datasetId: fc.nat(3), datasetChangedOn: fc.string() })),
        (stamps) => {
          for (const stamp of stamps) {
            const parts = { ...base, ...stamp };
            expect(chartCacheKeyOf(compiled, parts)).toBe(chartCacheKey(parts));
          }
        },
      ),
    );
  });

  it('remembers the key on the compiled query while the stamp stays', () => {
    const compiled = {};
    const first = chartCacheKeyOf(compiled, base);
    // The rest of the parts are the compiled query's own: not compared again.
    expect(chartCacheKeyOf(compiled, { ...base, sql: 'SELECT 1' })).toBe(first);
    expect(chartCacheKeyOf({}, { ...base, sql: 'SELECT 1' })).not.toBe(first);
  });
});

describe('cachedDttmNow', () => {
  it('is the UTC time to the second', () => {
    expect(cachedDttmNow(new Date(Date.UTC(2026, 10, 27, 9, 8, 7, 654)))).toBe('2026-11-27T09:08:07');
  });
});
