// related/{column} and distinct/{column} replies: users or databases named like the filter, and
// distinct values as { value, text }, a page at a time.
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { relatedDatabases, relatedUsers } from '../../store/repositories/relatedValuesRepository.ts';
import { visibleDatabases } from '../security/dataAccess.ts';
import type { Principal } from '../security/principal.ts';

export type RelatedQuery = components['schemas']['RelatedQuery'];
export type RelatedResponse = components['schemas']['RelatedResponse'];
export type DistinctResponse = components['schemas']['DistinctResponse'];

/** The page of a related / distinct call: page_size at most maxSize (defaultSize when not given). */
export function relatedPageOf(query: RelatedQuery | undefined, defaultSize: number, maxSize: number) {
  return { index: query?.page ?? 0, size: Math.min(query?.page_size ?? defaultSize, maxSize) };
}

/** related/{column}: the databases for `database` (those the caller may see), else the users, matching `q`'s filter. */
export async function relatedValuesReply(
  db: MetadataDb,
  principal: Principal,
  column: string,
  query: RelatedQuery | undefined,
  page: { index: number; size: number },
): Promise<RelatedResponse> {
  const filter = query?.filter ?? '';
  const found =
    column === 'database'
      ? await relatedDatabases(db, filter, page, visibleDatabases(principal))
      : await relatedUsers(db, filter, page);
  return { count: found.count, result: found.values.map((value) => ({ ...value, extra: {} })) };
}

/** distinct/{column}: each value as its own text. */
export function distinctReply(found: { count: number; values: readonly string[] }): DistinctResponse {
  return { count: found.count, result: found.values.map((value) => ({ value, text: value })) };
}
