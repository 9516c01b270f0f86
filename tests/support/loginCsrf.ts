// What a browser does before POST /login/: fetch the login form's CSRF token (GET
// /login/csrf_token/, which sets the visitor's login_csrf cookie) and send both with the post.
// Every test that logs in through /login/ uses this.
import type { FastifyInstance } from 'fastify';
import { LOGIN_CSRF_COOKIE } from '../../server/services/security/loginCsrf.ts';

export type LoginCsrfHeaders = Record<'cookie' | 'x-csrftoken', string>;

/** The visitor's login cookie and token, as headers for POST /login/ (add other cookies to `cookie`). */
export async function loginCsrfHeaders(app: FastifyInstance): Promise<LoginCsrfHeaders> {
  const reply = await app.inject({ method: 'GET', url: '/login/csrf_token/' });
  const cookie = reply.cookies.find((c) => c.name === LOGIN_CSRF_COOKIE);
  if (reply.statusCode !== 200 || !cookie) throw new Error(`no login CSRF token: ${reply.body}`);
  return {
    cookie: `${LOGIN_CSRF_COOKIE}=${cookie.value}`,
    'x-csrftoken': (reply.json() as { result: string }).result,
  };
}

/** Headers for POST /login/ that also send the given cookie header (e.g. an existing session). */
export async function loginHeaders(app: FastifyInstance, cookie?: string): Promise<LoginCsrfHeaders> {
  const csrf = await loginCsrfHeaders(app);
  return cookie ? { ...csrf, cookie: `${cookie}; ${csrf.cookie}` } : csrf;
}
