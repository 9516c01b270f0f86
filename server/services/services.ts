// The services the routes call, bound to one metadata database and configuration.
import type { ResolvedConfig } from '../config.ts';
import { ENGINE_SPECS } from '../engines/registry.ts';
import type { MetadataDb } from '../store/metadataStore.ts';
import { createDatabaseServices } from './databases/databaseServices.ts';
import { createEngineCatalog, type EngineCatalog } from './databases/engineCatalog.ts';
import { createDatasetServices } from './datasets/datasetServices.ts';
import { createSavedQueryServices } from './savedQueries/savedQueryServices.ts';
import { endSession, resolveSession, startSession } from './security/sessions.ts';
import { createTokenService, deriveKey } from './security/tokens.ts';
import { authenticate, principalOf } from './security/users.ts';
import { createSqlLabServices } from './sqllab/sqlLabServices.ts';
import { createSqlLabStateServices } from './sqllabState/sqlLabStateServices.ts';

export function createServices(
  db: MetadataDb,
  config: ResolvedConfig,
  engines: EngineCatalog = createEngineCatalog(ENGINE_SPECS),
) {
  const tokens = createTokenService(config);
  const csrfKey = deriveKey(config.secretKey, 'bearer-csrf');
  const databases = createDatabaseServices(db, config.secretKey, engines);
  const sqlLab = createSqlLabServices(db, config, databases);
  return {
    config,
    security: {
      tokens,
      authenticate: (username: string, password: string) => authenticate(db, username, password),
      principalOf: (userId: number) => principalOf(db, userId),
      startSession: (userId: number) => startSession(db, userId, config.sessionTtlSeconds),
      resolveSession: (cookieValue: string) => resolveSession(db, cookieValue),
      endSession: (cookieValue: string) => endSession(db, cookieValue),
      /** Bearer callers need no CSRF token; they get a stable per-user one for compatibility. */
      bearerCsrfToken: (userId: number) =>
        deriveKey(csrfKey.toString('hex'), `user:${userId}`).toString('hex'),
    },
    databases,
    sqlLab,
    savedQueries: createSavedQueryServices(db),
    sqllabState: createSqlLabStateServices(db, config),
    datasets: createDatasetServices(db, config, databases),
    /** Releases what the services hold open (engine pools). */
    close: async () => {
      await sqlLab.close();
      await databases.close();
    },
  };
}

export type Services = ReturnType<typeof createServices>;
