// Login rate limits as Superset 4's AUTH_RATE_LIMIT: per client IP and per user name (whatever
// the IP, X-Forwarded-For counting behind LOUPE_TRUST_PROXY), 429 in Superset's error shape, on
// the API login and the form login; counters in memory or, with Redis, shared in Redis.
import { afterAll, describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../server/config.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/redisKeys.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

const perMinute = (max: number) => ({ max, windowMs: 60_000, text: `${max} per minute` });
const limited =
  (ip: number, user: number, extra: Partial<ResolvedConfig> = {}) =>
  (config: ResolvedConfig): ResolvedConfig => ({
    ...config,
    authRateLimit: perMinute(ip),
    authUserRateLimit: perMinute(user),
    ...extra,
  });

interface ErrorReply {
  message: string;
  errors: Array<{ message: string; error_type: string }>;
}

forEachStore('login rate limit per IP', (ctx) => {
  const t = useTestApp(ctx, { configure: limited(5, 1000) });
  const apiLogin = (password: string, headers: Record<string, string> = {}) =>
    t.client.post<ErrorReply>('/api/v1/security/login', {
      headers,
      json: { username: 'gamma', password, provider: 'db' },
    });

  it('answers 429 from the 6th attempt of a burst of 20 wrong logins, in Superset’s shape', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) statuses.push((await apiLogin('wrong')).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(15).fill(429));
    const refused = await apiLogin(TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(refused.body).toEqual({
      message: 'Too many login attempts (at most 5 per minute). Try again later.',
      errors: [
        {
          message: 'Too many login attempts (at most 5 per minute). Try again later.',
          error_type: 'GENERIC_BACKEND_ERROR',
          level: 'error',
          extra: {},
        },
      ],
    });
  });

  it('counts the form login with the API login: same IP, same limit', async () => {
    const reply = await t.client.post<ErrorReply>('/login/', {
      json: { username: 'alpha', password: TEST_PASSWORD },
    });
    expect(reply.status).toBe(429);
  });

  it('ignores X-Forwarded-For without LOUPE_TRUST_PROXY', async () => {
    expect((await apiLogin('wrong', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  });
});

forEachStore('login rate limit per user name', (ctx) => {
  const t = useTestApp(ctx, { configure: limited(1000, 3, { trustProxy: true }) });
  const from = (ip: string, username: string, password = 'wrong') =>
    t.client.post('/api/v1/security/login', {
      headers: { 'x-forwarded-for': ip },
      json: { username, password, provider: 'db' },
    });

  it('limits one user name across IP addresses, not other names', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await from(`198.51.100.${n}`, 'alpha')).status);
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    expect((await from('198.51.100.7', 'ALPHA ', TEST_PASSWORD)).status).toBe(429);
    expect((await from('198.51.100.1', 'gamma', TEST_PASSWORD)).status).toBe(200);
  });
});

forEachStore('login rate limit per IP behind a trusted proxy', (ctx) => {
  const t = useTestApp(ctx, { configure: limited(2, 1000, { trustProxy: true }) });
  it('counts the X-Forwarded-For address, each client apart', async () => {
    const login = (ip: string) =>
      t.client.post('/api/v1/security/login', {
        headers: { 'x-forwarded-for': ip },
        json: { username: 'gamma', password: 'wrong', provider: 'db' },
      });
    expect([(await login('192.0.2.1')).status, (await login('192.0.2.1')).status]).toEqual([401, 401]);
    expect((await login('192.0.2.1')).status).toBe(429);
    expect((await login('192.0.2.2')).status).toBe(401);
  });
});

describe('login rate limit on Redis', () => {
  const prefix = uniqueRedisPrefix('login-limit');
  afterAll(async () => {
    await deleteRedisKeys(prefix);
  });
  forEachStore('shared counters', (ctx) => {
    const t = useTestApp(ctx, {
      configure: limited(2, 1000, { redisUrl: TEST_REDIS_URL, redisKeyPrefix: `${prefix}${ctx.kind}:` }),
    });
    it('keeps the counters in Redis under the key prefix', async () => {
      const login = () =>
        t.client.post('/api/v1/security/login', {
          json: { username: 'gamma', password: 'wrong', provider: 'db' },
        });
      expect([(await login()).status, (await login()).status, (await login()).status]).toEqual([
        401, 401, 429,
      ]);
      expect(await deleteRedisKeys(`${prefix}${ctx.kind}:login-limit-`)).toBeGreaterThan(0);
      expect((await login()).status).toBe(401);
    });
  });
});
