// The services the routes call, bound to one metadata database and configuration.
import type { ResolvedConfig } from '../config.ts';
import type { MetadataDb } from '../store/metadataStore.ts';
import {
  databaseInfoFor,
  type InfoQuery,
  type ListQuery,
  listDatabasesFor,
} from './databases/databaseList.ts';
import type { Principal } from './security/principal.ts';
import { endSession, resolveSession, startSession } from './security/sessions.ts';
import { createTokenService, deriveKey } from './security/tokens.ts';
import { authenticate, principalOf } from './security/users.ts';

export function createServices(db: MetadataDb, config: ResolvedConfig) {
  const tokens = createTokenService(config);
  const csrfKey = deriveKey(config.secretKey, 'bearer-csrf');
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
    databases: {
      list: (query: ListQuery | undefined) => listDatabasesFor(db, query),
      info: (principal: Principal, query: InfoQuery | undefined) => databaseInfoFor(principal, query),
    },
  };
}

export type Services = ReturnType<typeof createServices>;
