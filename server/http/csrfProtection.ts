// CSRF protection for cookie sessions, as Flask-WTF's CSRFProtect in Superset: a mutating call
// (POST, PUT, PATCH, DELETE) authenticated by the session cookie must send the session's token
// in X-CSRFToken (or X-CSRF-Token). Bearer-token callers need none. Register after authentication.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LoupeError } from '../services/shared/loupeError.ts';

export const CSRF_HEADER = 'x-csrftoken';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

export interface CsrfOptions {
  /** Route URLs (as registered) that need no token, e.g. the login endpoints. */
  exemptRoutes: readonly string[];
}

export function installCsrfProtection(app: FastifyInstance, options: CsrfOptions): void {
  const exempt = new Set(options.exemptRoutes);
  app.addHook('onRequest', async (request) => {
    if (!MUTATING_METHODS.has(request.method)) return;
    if (request.auth?.via !== 'session') return;
    if (exempt.has(request.routeOptions.url ?? '')) return;
    const header = request.headers[CSRF_HEADER] ?? request.headers['x-csrf-token'];
    const sent = Array.isArray(header) ? header[0] : header;
    if (!sent) throw new LoupeError(403, CSRF_MISSING);
    if (!sameToken(sent, request.auth.csrfToken)) throw new LoupeError(403, CSRF_INVALID);
  });
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
