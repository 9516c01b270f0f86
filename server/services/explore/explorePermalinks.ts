// Explore permalinks (Superset's ExplorePermalinkRestApi): the chart state in key_value under a
// random key, as SQL Lab's permalinks (same table, same key scheme, the `kv:` prefix accepted on
// reads), resource explore_permalink. Creating and reading check the state's datasource (and
// chart) as the form-data cache does.
import { randomBytes } from 'node:crypto';
import type { components } from '../../../src/api/schema.gen.ts';
import type { MetadataDb } from '../../store/metadataStore.ts';
import { findKeyValue, insertKeyValue } from '../../store/repositories/keyValueRepository.ts';
import type { Principal } from '../security/principal.ts';
import { invalidPayload, notFound } from '../shared/loupeError.ts';

export type ExplorePermalinkState = components['schemas']['ExplorePermalinkState'];
const RESOURCE = 'explore_permalink';

export interface ExplorePermalinkContext {
  db: MetadataDb;
  checkAccess(
    principal: Principal,
    datasourceId: number,
    datasourceType: string,
    chartId: number | null,
  ): Promise<void>;
}

/** The datasource id and type of a form data's `datasource` ({id}__{type}), or null. */
export function datasourceOf(formData: Record<string, unknown>): { id: number; type: string } | null {
  const match = /^(\d+)__(\w+)$/.exec(String(formData.datasource ?? ''));
  return match ? { id: Number(match[1]), type: String(match[2]) } : null;
}

const chartIdOf = (formData: Record<string, unknown>) =>
  typeof formData.slice_id === 'number' ? formData.slice_id : null;

async function checkState(ctx: ExplorePermalinkContext, principal: Principal, state: ExplorePermalinkState) {
  const datasource = datasourceOf(state.formData);
  if (!datasource) throw invalidPayload({ formData: { datasource: ['Not a valid datasource.'] } });
  await ctx.checkAccess(principal, datasource.id, datasource.type, chartIdOf(state.formData));
}

export async function createExplorePermalink(
  ctx: ExplorePermalinkContext,
  principal: Principal,
  state: ExplorePermalinkState,
  baseUrl: string,
): Promise<{ key: string; url: string }> {
  await checkState(ctx, principal, state);
  const kept: ExplorePermalinkState = { formData: state.formData };
  if (state.urlParams !== undefined) kept.urlParams = state.urlParams;
  const key = randomBytes(16).toString('base64url');
  await insertKeyValue(ctx.db, {
    resource: RESOURCE,
    key,
    value: JSON.stringify(kept),
    userId: principal.user.id,
  });
  return { key, url: `${baseUrl}/explore/p/${key}/` };
}

/** The stored state (access checked); 404 for an unknown key. */
export async function readExplorePermalink(
  ctx: ExplorePermalinkContext,
  principal: Principal,
  key: string,
): Promise<ExplorePermalinkState> {
  const value = await findKeyValue(ctx.db, RESOURCE, key.replace(/^kv:/, ''));
  if (value === undefined) throw notFound();
  const state = JSON.parse(value) as ExplorePermalinkState;
  await checkState(ctx, principal, state);
  return state;
}
