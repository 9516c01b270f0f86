// Login rate limits as Superset 4's AUTH_RATE_LIMIT (Flask-Limiter on the login views), with
// @fastify/rate-limit: every login attempt counts, per client IP (LOUPE_AUTH_RATE_LIMIT, 5 per
// second) and per user name whatever the IP (LOUPE_AUTH_USER_RATE_LIMIT, 20 per 5 minutes).
// Beyond either, 429 in Superset's error shape with Retry-After. The counters live in memory, or
// in Redis (`<prefix>login-limit-…`) when the app has Redis, so every web process shares them.
// The client IP is the socket's, or X-Forwarded-For's behind LOUPE_TRUST_PROXY.
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { RateLimit } from '../config.ts';
import { LoupeError } from '../services/shared/loupeError.ts';

export interface LoginRateLimitOptions {
  /** Route URLs (as registered) that log in. */
  routes: readonly string[];
  perIp: RateLimit;
  perUser: RateLimit;
  /** Shared counters; null keeps them in this process. */
  redis: Redis | null;
  redisKeyPrefix: string;
}

export function tooManyLoginAttempts(limit: RateLimit, retryAfterSeconds: number): LoupeError {
  return new LoupeError(429, `Too many login attempts (at most ${limit.text}). Try again later.`, {
    headers: { 'retry-after': String(retryAfterSeconds) },
  });
}

function usernameOf(request: FastifyRequest): string | null {
  const username = (request.body as { username?: unknown } | null | undefined)?.username;
  return typeof username === 'string' && username.trim() !== '' ? username.trim().toLowerCase() : null;
}

/** Register before request validation: malformed attempts count too. */
export async function installLoginRateLimits(
  app: FastifyInstance,
  options: LoginRateLimitOptions,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(options.redis ? { redis: options.redis, nameSpace: `${options.redisKeyPrefix}login-limit-` } : {}),
  });
  const limiter = (limit: RateLimit, key: (request: FastifyRequest) => string) => ({
    limit,
    check: app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key }),
  });
  const perIp = limiter(options.perIp, (request) => `ip:${normalizeIP(request.ip)}`);
  const perUser = limiter(options.perUser, (request) => `user:${usernameOf(request)}`);
  const routes = new Set(options.routes);
  app.addHook('preValidation', async (request) => {
    if (request.method !== 'POST' || !routes.has(request.routeOptions.url ?? '')) return;
    const checks = usernameOf(request) === null ? [perIp] : [perIp, perUser];
    for (const { limit, check } of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) throw tooManyLoginAttempts(limit, result.ttlInSeconds);
    }
  });
}
