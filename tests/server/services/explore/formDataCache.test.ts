// The form-data cache on both cache stores (memory and Redis): entries live 7 days and a read
// renews them; an expired entry is gone; a tab keeps its key; access is checked on every call.
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../../../server/jobs/redis.ts';
import type { CacheStore } from '../../../../server/services/cache/cacheStore.ts';
import { createMemoryCacheStore } from '../../../../server/services/cache/memoryCacheStore.ts';
import { createRedisCacheStore } from '../../../../server/services/cache/redisCacheStore.ts';
import {
  createFormData,
  FORM_DATA_TTL_SECONDS,
  type FormDataCacheContext,
  getFormData,
  updateFormData,
} from '../../../../server/services/explore/formDataCache.ts';
import { buildPrincipal, type Principal } from '../../../../server/services/security/principal.ts';
import { LoupeError } from '../../../../server/services/shared/loupeError.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../support/redisKeys.ts';

const user = (id: number): Principal =>
  buildPrincipal(
    {
      id,
      username: `u${id}`,
      first_name: 'U',
      last_name: String(id),
      email: null,
      is_active: true,
      is_anonymous: false,
    } as never,
    new Map(),
  );

const BODY = { datasource_id: 3, datasource_type: 'table' as const, form_data: '{"viz_type":"pie"}' };

/** The store, recording every TTL it is given. */
function recording(store: CacheStore): { store: CacheStore; ttls: number[] } {
  const ttls: number[] = [];
  return {
    ttls,
    store: {
      ...store,
      get: store.get,
      delete: store.delete,
      close: store.close,
      kind: store.kind,
      set: (k, v, ttl) => {
        ttls.push(ttl);
        return store.set(k, v, ttl);
      },
    },
  };
}

function contextOf(cache: CacheStore, refused: number[] = []): FormDataCacheContext {
  return {
    cache,
    async checkAccess(principal) {
      if (refused.includes(principal.user.id)) throw new LoupeError(403, 'no');
    },
  };
}

const prefix = uniqueRedisPrefix('explore-form-data');
const redis = openRedis(TEST_REDIS_URL);
afterAll(async () => {
  await deleteRedisKeys(prefix);
  redis.disconnect();
});

const stores: Array<[string, () => CacheStore]> = [
  ['memory', () => createMemoryCacheStore({ maxBytes: 1024 * 1024 })],
  ['redis', () => createRedisCacheStore({ redis, keyPrefix: prefix })],
];

describe.each(stores)('form-data cache on %s', (_name, make) => {
  it('stores for 7 days and renews on read', async () => {
    const { store, ttls } = recording(make());
    const ctx = contextOf(store);
    const { key } = await createFormData(ctx, user(1), BODY, null);
    expect(ttls).toEqual([FORM_DATA_TTL_SECONDS]);
    expect(FORM_DATA_TTL_SECONDS).toBe(604800);
    expect(await getFormData(ctx, user(2), key)).toEqual({ form_data: '{"viz_type":"pie"}' });
    expect(ttls).toEqual([FORM_DATA_TTL_SECONDS, FORM_DATA_TTL_SECONDS]);
  });

  it('keeps the key of a tab for the same datasource and chart', async () => {
    const ctx = contextOf(make());
    const first = await createFormData(ctx, user(1), BODY, 5);
    const second = await createFormData(ctx, user(1), { ...BODY, form_data: '{}' }, 5);
    const otherUser = await createFormData(ctx, user(2), BODY, 5);
    const otherChart = await createFormData(ctx, user(1), { ...BODY, chart_id: 9 }, 5);
    expect(second.key).toBe(first.key);
    expect(otherUser.key).not.toBe(first.key);
    expect(otherChart.key).not.toBe(first.key);
    expect(await getFormData(ctx, user(1), first.key)).toEqual({ form_data: '{}' });
  });

  it('checks access on read and refuses another user’s update', async () => {
    const ctx = contextOf(make(), [7]);
    const { key } = await createFormData(ctx, user(1), BODY, null);
    await expect(getFormData(ctx, user(7), key)).rejects.toMatchObject({ status: 403 });
    await expect(updateFormData(ctx, user(2), key, BODY, null)).rejects.toMatchObject({
      status: 403,
      message: "You don't have permission to modify the value.",
    });
    await expect(getFormData(ctx, user(1), 'missing')).rejects.toMatchObject({ status: 404 });
  });
});

describe('expiry', () => {
  it('forgets an entry once its 7 days are over', async () => {
    let now = 0;
    const ctx = contextOf(createMemoryCacheStore({ maxBytes: 1024 * 1024, now: () => now }));
    const { key } = await createFormData(ctx, user(1), BODY, null);
    now += (FORM_DATA_TTL_SECONDS - 1) * 1000;
    expect((await getFormData(ctx, user(1), key)).form_data).toBe(BODY.form_data);
    now += (FORM_DATA_TTL_SECONDS - 1) * 1000;
    expect((await getFormData(ctx, user(1), key)).form_data).toBe(BODY.form_data);
    now += FORM_DATA_TTL_SECONDS * 1000 + 1;
    await expect(getFormData(ctx, user(1), key)).rejects.toMatchObject({ status: 404 });
  });
});
