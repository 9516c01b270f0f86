// buildApp(config) → a Fastify instance serving the contract (and the SPA when dist/ exists).
// Tests use app.inject(); `loupe serve` calls listen().
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ResolvedConfig, TrustProxy } from './config.ts';
import { installAsyncTokenCookie } from './http/asyncTokenCookie.ts';
import { installAuthentication } from './http/authentication.ts';
import { ContractIndex } from './http/contractIndex.ts';
import { installCsrfProtection } from './http/csrfProtection.ts';
import { installErrorHandling } from './http/errorHandling.ts';
import { installLoginRateLimits } from './http/loginRateLimit.ts';
import { installRequestValidation } from './http/requestValidation.ts';
import { installSecurityHeaders, spaScriptHashes } from './http/securityHeaders.ts';
import { DEFAULT_DIST_DIR, installSpaFiles } from './http/spaFiles.ts';
import { closeRedis, openRedis } from './jobs/redis.ts';
import { registerRoutes } from './routes/index.ts';
import { createServices, type Services } from './services/services.ts';
import { type MetadataStore, openMetadataStore } from './store/metadataStore.ts';

export interface BuildOptions {
  /** An open metadata store to use (the caller closes it); default: opened from config and closed with the app. */
  store?: MetadataStore;
  contract?: ContractIndex;
  /** The built SPA; default dist/ at the repository root. */
  distDir?: string;
  /** Sees every route as it is registered (tests compare them with the contract). */
  onRoute?: (route: RouteOptions) => void;
  /** Where the JSON logs go; default stdout. */
  logStream?: NodeJS.WritableStream;
  /** Sees the app's services (tests queue async jobs on them). */
  onServices?: (services: Services) => void;
}

/** Request headers that carry credentials: never logged. */
export const REDACTED_LOG_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrftoken"]',
  'res.headers["set-cookie"]',
];

/** The routes that log in: a session may call them without its CSRF token (they create it). */
export const LOGIN_ROUTES = ['/login/', '/api/v1/security/login'];
export const CSRF_EXEMPT_ROUTES = LOGIN_ROUTES;

/** Fastify's trustProxy; a number of hops as the function proxy-addr makes of it. */
function trustProxyOption(
  trust: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export async function buildApp(config: ResolvedConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // LOUPE_TRUST_PROXY: X-Forwarded-For / -Proto give request.ip and request.protocol.
    trustProxy: trustProxyOption(config.trustProxy),
    logger: {
      level: config.logLevel,
      redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const store = options.store ?? openMetadataStore(config.metadata);
  if (!options.store) app.addHook('onClose', async () => store.close());
  const contract = options.contract ?? ContractIndex.load();
  const services = createServices(store.db, config);
  options.onServices?.(services);
  app.addHook('onClose', async () => services.close());

  app.decorate('contract', contract);
  installErrorHandling(app, { permissionInstructionsLink: config.permissionInstructionsLink });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket);
  const distDir = options.distDir ?? DEFAULT_DIST_DIR;
  await installSecurityHeaders(app, { scriptHashes: spaScriptHashes(distDir) });
  // Every login attempt counts, before its CSRF token or body is checked.
  const limitsRedis = config.redisUrl ? openRedis(config.redisUrl) : null;
  if (limitsRedis) app.addHook('onClose', async () => closeRedis(limitsRedis));
  await installLoginRateLimits(app, {
    routes: LOGIN_ROUTES,
    perIp: config.authRateLimit,
    perUser: config.authUserRateLimit,
    redis: limitsRedis,
    redisKeyPrefix: config.redisKeyPrefix,
  });
  installAuthentication(app, contract, services.security);
  installAsyncTokenCookie(app, services.asyncQueries);
  installCsrfProtection(app, {
    exemptRoutes: CSRF_EXEMPT_ROUTES,
    loginForm: { route: '/login/', csrf: services.security.loginCsrf },
  });
  installRequestValidation(app, contract);
  await installSpaFiles(app, distDir);
  registerRoutes(app, services);
  return app;
}
