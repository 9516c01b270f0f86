// What the http plugins add to Fastify's request and route config (declaration merging).
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../services/security/principal.ts';
import { notAuthorized } from '../services/shared/loupeError.ts';

export type AuthContext =
  | { principal: Principal; via: 'session'; cookieValue: string; csrfToken: string }
  | { principal: Principal; via: 'jwt' | 'jwt_refresh' };

declare module 'fastify' {
  interface FastifyRequest {
    /** The authenticated caller, or null (anonymous, or a public route). */
    auth: AuthContext | null;
    /** The decoded and validated rison `q` query parameter, or undefined. */
    risonQuery: unknown;
  }
  interface FastifyContextConfig {
    /** The SPA/static-files route: public, and not part of the contract. */
    staticFiles?: boolean;
  }
}

/** The caller of an authenticated route (the auth plugin has already rejected anonymous calls). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.auth) throw notAuthorized();
  return request.auth.principal;
}
