// The cache of chart results: the key is a digest of what makes the result (the database, the
// compiled SQL and its parameters, the time offsets and post-processing applied after it, the
// result type, the caller's row level security conditions), so two requests that compile to the same statement share one entry. The entry
// holds the processed frame and the facts of its run.
import { createHash } from 'node:crypto';
import type { CompiledQuery } from '../../query/compileQueryObject.ts';
import type { ChartFrame } from './chartDataTypes.ts';

export interface CachedResult {
  frame: ChartFrame;
  query: string;
  rowcount: number;
  sqlRowcount: number;
  cachedDttm: string;
  fromDttm: number | null;
  toDttm: number | null;
  appliedFilters: CompiledQuery['appliedFilters'];
  rejectedFilters: CompiledQuery['rejectedFilters'];
}

export interface CacheKeyParts {
  databaseId: number;
  datasetId: number;
  datasetChangedOn: string;
  sql: string;
  params: readonly unknown[];
  resultType: string;
  timeOffsets: readonly unknown[];
  postProcessing: readonly unknown[];
  /** The caller's row level security conditions (also in the SQL: named here so no key can omit them). */
  rowLevelFilters: readonly string[];
}

export function chartCacheKey(parts: CacheKeyParts): string {
  // md5 as Superset's cache keys: a key, not a secret (what it names is checked on every request).
  return createHash('md5').update(JSON.stringify(parts)).digest('hex');
}

const keptKeys = new WeakMap<object, { stamp: string; key: string }>();

/**
 * chartCacheKey, remembered on the compiled query it was made for: a compiled query stands for
 * one query object and result type (so for one SQL, parameters, time offsets and
 * post-processing), which leaves the database, the dataset and its change stamp to compare.
 */
export function chartCacheKeyOf(compiled: object, parts: CacheKeyParts): string {
  const stamp = `${parts.databaseId}\u0000${parts.datasetId}\u0000${parts.datasetChangedOn}`;
  const kept = keptKeys.get(compiled);
  if (kept?.stamp === stamp) return kept.key;
  const key = chartCacheKey(parts);
  keptKeys.set(compiled, { stamp, key });
  return key;
}

/** `YYYY-MM-DDTHH:MM:SS` in UTC, as Superset's cached_dttm. */
export function cachedDttmNow(now: Date = new Date()): string {
  return now.toISOString().slice(0, 19);
}
