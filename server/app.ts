// buildApp(config) → a Fastify instance serving the contract (and the SPA when dist/ exists).
// Tests use app.inject(); `loupe serve` calls listen().
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type { ResolvedConfig } from './config.ts';
import { installAsyncTokenCookie } from './http/asyncTokenCookie.ts';
import { installAuthentication } from './http/authentication.ts';
import { ContractIndex } from './http/contractIndex.ts';
import { installCsrfProtection } from './http/csrfProtection.ts';
import { installErrorHandling } from './http/errorHandling.ts';
import { installRequestValidation } from './http/requestValidation.ts';
import { DEFAULT_DIST_DIR, installSpaFiles } from './http/spaFiles.ts';
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

/** Routes a session may call without a CSRF token (they create the session). */
export const CSRF_EXEMPT_ROUTES = ['/login/', '/api/v1/security/login'];

export async function buildApp(config: ResolvedConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
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
  installErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  await app.register(fastifyWebsocket);
  installAuthentication(app, contract, services.security);
  installAsyncTokenCookie(app, services.asyncQueries);
  installCsrfProtection(app, { exemptRoutes: CSRF_EXEMPT_ROUTES });
  installRequestValidation(app, contract);
  await installSpaFiles(app, options.distDir ?? DEFAULT_DIST_DIR);
  registerRoutes(app, services);
  return app;
}
