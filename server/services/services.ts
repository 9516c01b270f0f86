// The services the routes call, bound to one metadata database and configuration.
import type { ResolvedConfig } from '../config.ts';
import { ENGINE_SPECS } from '../engines/registry.ts';
import type { MetadataDb } from '../store/metadataStore.ts';
import { userAccessState } from '../store/repositories/userAdminRepository.ts';
import { createAsyncQueryServices } from './asyncQueries/asyncQueryServices.ts';
import { createCacheStore } from './cache/createCacheStore.ts';
import { CHART_DATA_JOB } from './chartData/chartDataJob.ts';
import { chartDataPorts } from './chartData/chartDataPortsOf.ts';
import { createChartDataServices } from './chartData/chartDataServices.ts';
import { createChartServices } from './charts/chartServices.ts';
import { createDashboardServices } from './dashboards/dashboardServices.ts';
import { createDatabaseServices } from './databases/databaseServices.ts';
import { createEngineCatalog, type EngineCatalog } from './databases/engineCatalog.ts';
import { createFileDatabasePolicy } from './databases/fileDatabasePolicy.ts';
import { createDatasetServices } from './datasets/datasetServices.ts';
import { findExploreChart } from './explore/exploreCharts.ts';
import { createExploreServices } from './explore/exploreServices.ts';
import { createSavedQueryServices } from './savedQueries/savedQueryServices.ts';
import { createLoginCsrf } from './security/loginCsrf.ts';
import type { Principal } from './security/principal.ts';
import { createRoleAdmin } from './security/roleAdmin.ts';
import { rowLevelFiltersOf } from './security/rowLevelSecurity.ts';
import { createRowLevelSecurityAdmin } from './security/rowLevelSecurityAdmin.ts';
import { endSession, resolveSession, startSession } from './security/sessions.ts';
import { createTokenService, deriveKey, type TokenService } from './security/tokens.ts';
import { createUserAdmin } from './security/userAdmin.ts';
import { authenticate, principalOf } from './security/users.ts';
import { createTtlMemo } from './shared/ttlMemo.ts';
import { createSqlLabServices } from './sqllab/sqlLabServices.ts';
import { createSqlLabStateServices } from './sqllabState/sqlLabStateServices.ts';

/**
 * How long a caller's roles are reused before they are read again. The user's own row (active,
 * token version, last change) is read on every request, so a deactivated user, a changed
 * password or changed roles of the user count on the very next request; only a change to the
 * pairs of a role made by another process waits this long (this process clears the memo).
 */
const PRINCIPAL_TTL_MS = 2000;

export function createServices(
  db: MetadataDb,
  config: ResolvedConfig,
  engines: EngineCatalog = createEngineCatalog(ENGINE_SPECS),
) {
  const signer = createTokenService(config);
  /** Tokens carry the user's current token version. */
  const tokens: TokenService = {
    ...signer,
    issue: async (userId, type, version) =>
      signer.issue(userId, type, version ?? (await userAccessState(db, userId))?.token_version ?? 0),
  };
  const principals = createTtlMemo<string, Principal | null>(PRINCIPAL_TTL_MS);
  const csrfKey = deriveKey(config.secretKey, 'bearer-csrf');
  const databases = createDatabaseServices(db, config.secretKey, engines, createFileDatabasePolicy(config));
  const sqlLab = createSqlLabServices(db, config, databases);
  const cache = createCacheStore(config);
  const asyncQueries = createAsyncQueryServices(config, (): Services => services);
  const datasets = createDatasetServices(db, config, databases);
  const chartData = createChartDataServices(chartDataPorts(config, databases, datasets, cache, db), {
    get enabled() {
      return asyncQueries.enabled;
    },
    async submit(principal, asyncCookie, body) {
      const channel = await asyncQueries.channelOf(asyncCookie, principal.user.id);
      return asyncQueries.submit(CHART_DATA_JOB, channel, principal.user.id, body);
    },
  });
  const explore = createExploreServices(config, {
    db,
    cache,
    datasets,
    findChart: (id: number) => findExploreChart(db, id),
  });
  const services = {
    config,
    security: {
      tokens,
      /** The login form's CSRF token (cookie nonce + HMAC). */
      loginCsrf: createLoginCsrf(config.secretKey),
      authenticate: (username: string, password: string) => authenticate(db, username, password),
      /**
       * The caller of a request: one indexed lookup of the user's row every time (inactive: null;
       * a token of an older version: null), their roles memoised for a moment per version of that
       * row.
       */
      principalOf: async (userId: number, tokenVersion?: number): Promise<Principal | null> => {
        const state = await userAccessState(db, userId);
        if (state?.active !== 1) return null;
        if (tokenVersion !== undefined && tokenVersion !== state.token_version) return null;
        const key = `${userId}\u0000${state.token_version}\u0000${state.changed_on}`;
        return principals.get(key, () => principalOf(db, userId));
      },
      startSession: (userId: number) => startSession(db, userId, config.sessionTtlSeconds),
      resolveSession: (cookieValue: string) => resolveSession(db, cookieValue),
      endSession: (cookieValue: string) => endSession(db, cookieValue),
      /** Bearer callers need no CSRF token; they get a stable per-user one for compatibility. */
      bearerCsrfToken: (userId: number) =>
        deriveKey(csrfKey.toString('hex'), `user:${userId}`).toString('hex'),
    },
    /** Users, roles and permissions (Admin). */
    users: createUserAdmin(db),
    /** This process's memoised principals are dropped when a role changes. */
    roles: createRoleAdmin(db, () => principals.clear()),
    /** Row level security rules (Admin) and the caller's conditions on a dataset. */
    rowLevelSecurity: {
      ...createRowLevelSecurityAdmin(db),
      filtersOf: (principal: Principal, datasetId: number) => rowLevelFiltersOf(db, principal, datasetId),
    },
    databases,
    sqlLab,
    savedQueries: createSavedQueryServices(db),
    sqllabState: createSqlLabStateServices(db, config),
    /** Query results (chart data): memory or Redis; see services/cache/. */
    cache,
    /** Async jobs, their events and the async-token channels (GLOBAL_ASYNC_QUERIES). */
    asyncQueries,
    datasets,
    chartData,
    charts: createChartServices(db, chartData),
    dashboards: createDashboardServices(db),
    /** Explore's bootstrap, form-data cache and permalinks. */
    explore,
    /** Releases what the services hold open (queues and their running jobs, engine pools, Redis). */
    close: async () => {
      await asyncQueries.close();
      await sqlLab.close();
      await databases.close();
      await cache.close();
    },
  };
  return services;
}

export type Services = ReturnType<typeof createServices>;
