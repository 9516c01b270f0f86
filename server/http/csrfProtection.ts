// CSRF protection for cookie sessions, as Flask-WTF's CSRFProtect in Superset: a mutating call
// (POST, PUT, PATCH, DELETE) authenticated by the session cookie must send the session's token
// in X-CSRFToken (or X-CSRF-Token), or — for a form post — in its `csrf_token` field. Bearer-token
// callers need none. The form login (POST /login/) needs the visitor's login token instead
// (services/security/loginCsrf.ts), whether or not a session exists. Register after authentication.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LoginCsrf } from '../services/security/loginCsrf.ts';
import { LOGIN_CSRF_COOKIE } from '../services/security/loginCsrf.ts';
import { LoupeError } from '../services/shared/loupeError.ts';

export const CSRF_HEADER = 'x-csrftoken';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const CSRF_MISSING = 'The CSRF token is missing.';
export const CSRF_INVALID = 'The CSRF token is invalid.';

export interface CsrfOptions {
  /** Route URLs (as registered) that need no token, e.g. the login endpoints. */
  exemptRoutes: readonly string[];
  /** The form login route and its visitor-bound tokens. */
  loginForm: { route: string; csrf: LoginCsrf };
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
    if (request.method !== 'POST' || request.routeOptions.url !== options.loginForm.route) return;
    const sent = headerToken(request) ?? formToken(request);
    if (!sent) throw new LoupeError(403, CSRF_MISSING);
    if (!options.loginForm.csrf.verify(request.cookies[LOGIN_CSRF_COOKIE], sent)) {
      throw new LoupeError(403, CSRF_INVALID);
    }
  });
  app.addHook('preValidation', async (request) => {
    if (!guarded(request) || !isForm(request)) return;
    check(request, headerToken(request) ?? formToken(request));
  });
}

function formToken(request: FastifyRequest): string | undefined {
  if (!isForm(request)) return undefined;
  const field = (request.body as Record<string, unknown> | null)?.csrf_token;
  return typeof field === 'string' ? field : undefined;
}

function sameToken(sent: string, expected: string): boolean {
  const a = Buffer.from(sent);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
