// SQL Lab permalinks: a tab state stored in key_value under a random key.
import { randomBytes } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import { findKeyValue, insertKeyValue } from '../../store/repositories/keyValueRepository.ts';
import type { Principal } from '../security/principal.ts';
import { notFound } from '../shared/loupeError.ts';
import type { SqlLabContext } from './sqlLabContext.ts';

export type PermalinkState = components['schemas']['PermalinkState'];
const RESOURCE = 'sqllab_permalink';
const FIELDS = ['dbId', 'name', 'catalog', 'schema', 'sql', 'autorun', 'templateParams'] as const;

export async function createPermalink(
  ctx: SqlLabContext,
  principal: Principal,
  state: PermalinkState,
  baseUrl: string,
): Promise<{ key: string; url: string }> {
  const kept: Record<string, unknown> = {};
  for (const field of FIELDS) if (state[field] !== undefined) kept[field] = state[field];
  const key = randomBytes(16).toString('base64url');
  await insertKeyValue(ctx.db, {
    resource: RESOURCE,
    key,
    value: JSON.stringify(kept),
    userId: principal.user.id,
  });
  return { key, url: `${baseUrl}/sqllab/p/${key}` };
}

export async function readPermalink(ctx: SqlLabContext, key: string): Promise<PermalinkState> {
  const value = await findKeyValue(ctx.db, RESOURCE, key.replace(/^kv:/, ''));
  if (value === undefined) throw notFound();
  return JSON.parse(value) as PermalinkState;
}
