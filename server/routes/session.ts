// Browser login and logout, as Superset's /login/ and /logout/.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../src/api/schema.gen.ts';
import { onOperation } from '../http/operationRoutes.ts';
import { LOGIN_CSRF_COOKIE, LOGIN_CSRF_COOKIE_PATH } from '../services/security/loginCsrf.ts';
import { SESSION_COOKIE, type StartedSession } from '../services/security/sessions.ts';
import type { Services } from '../services/services.ts';
import { LoupeError } from '../services/shared/loupeError.ts';

/** The same body arrives as JSON or as a form (request validation has checked it). */
type LoginBody = operations['sessionLogin']['requestBody']['content']['application/json'];

export const INVALID_LOGIN = 'Invalid login. Please try again.';

export function registerSessionRoutes(app: FastifyInstance, services: Services): void {
  const { loginCsrf } = services.security;
  onOperation(app, 'sessionLoginCsrfToken', async ({ raw: request }, reply) => {
    const existing = request.cookies[LOGIN_CSRF_COOKIE];
    const nonce = loginCsrf.isNonce(existing) ? existing : loginCsrf.newNonce();
    if (nonce !== existing) {
      reply.setCookie(LOGIN_CSRF_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        path: LOGIN_CSRF_COOKIE_PATH,
        secure: request.protocol === 'https',
      });
    }
    return { result: loginCsrf.tokenFor(nonce) };
  });

  app.post('/login/', async (request, reply) => {
    const body = request.body as LoginBody;
    const isForm = (request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const user = await services.security.authenticate(body.username, body.password);
    if (!user) {
      if (isForm) return reply.redirect('/login/?error=1', 302);
      throw new LoupeError(401, INVALID_LOGIN);
    }
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await services.security.endSession(previous);
    setSessionCookie(request, reply, await services.security.startSession(user.id));
    if (isForm) return reply.redirect(sameSitePath(body.next), 302);
    return { result: user };
  });

  app.get('/logout/', async (request, reply) => {
    const cookieValue = request.cookies[SESSION_COOKIE];
    if (cookieValue) await services.security.endSession(cookieValue);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.redirect('/login/', 302);
  });
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: StartedSession): void {
  reply.setCookie(SESSION_COOKIE, session.cookieValue, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    expires: session.expiresOn,
  });
}

/** `next` when it is a path on this site (never //host or a scheme), else /. */
export function sameSitePath(next: string | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(next)) return '/';
  return next;
}
