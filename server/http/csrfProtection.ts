// CSRF protection for cookie sessions, as Flask-WTF's CSRFProtect in Superset: a mutating call
// (POST, PUT, PATCH, DELETE) authenticated by the session cookie must send the session's token
// in X-CSRFToken (or X-CSRF-Token), or — for a form post — in its `csrf_token` field. Bearer-token
// callers need none. Register after authentication.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LoupeError } from '../services/shared/loupeError.ts';

export const CSRF_HEADER = 'x-csrftoken';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

export interface CsrfOptions {
  /** Route URLs (as registered) that need no token, e.g. the login endpoints. */
  exemptRoutes: readonly string[];
}

function isForm(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
}

function headerToken(request: FastifyRequest): string | undefined {
  const header = request.headers[CSRF_HEADER] ?? request.headers['x-csrf-token'];
  return Array.isArray(header) ? header[0] : header;
}

export function installCsrfProtection(app: FastifyInstance, options: CsrfOptions): void {
  const exempt = new Set(options.exemptRoutes);
  const guarded = (request: FastifyRequest) =>
    MUTATING_METHODS.has(request.method) &&
    request.auth?.via === 'session' &&
    !exempt.has(request.routeOptions.url ?? '');
  const check = (request: FastifyRequest, sent: string | undefined) => {
    if (request.auth?.via !== 'session') return;
    if (!sent) throw new LoupeError(403, CSRF_MISSING);
    if (!sameToken(sent, request.auth.csrfToken)) throw new LoupeError(403, CSRF_INVALID);
  };
  app.addHook('onRequest', async (request) => {
    // A form may carry the token in its body: checked once the body is parsed.
    if (guarded(request) && !isForm(request)) check(request, headerToken(request));
  });
  app.addHook('preValidation', async (request) => {
    if (!guarded(request) || !isForm(request)) return;
    const field = (request.body as Record<string, unknown> | null)?.csrf_token;
    check(request, headerToken(request) ?? (typeof field === 'string' ? field : undefined));
  });
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
