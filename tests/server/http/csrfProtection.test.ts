// The app has no mutating route that a session may call without exemption yet, so the CSRF
// plugin is exercised on a bare Fastify instance with the real authentication in front of it.

import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installAuthentication } from '../../../server/http/authentication.ts';
import { CSRF_INVALID, CSRF_MISSING, installCsrfProtection } from '../../../server/http/csrfProtection.ts';
import { installErrorHandling } from '../../../server/http/errorHandling.ts';
import { createServices } from '../../../server/services/services.ts';
import { loadContract } from '../../support/contractClient.ts';
import { loginHeaders } from '../../support/loginCsrf.ts';
import { forEachStore } from '../../support/stores.ts';
import { TEST_PASSWORD, useTestApp } from '../../support/testApp.ts';

forEachStore('CSRF protection', (ctx) => {
  const t = useTestApp(ctx);
  let bare: FastifyInstance;

  beforeAll(async () => {
    bare = Fastify({ logger: false });
    installErrorHandling(bare);
    await bare.register(fastifyCookie);
    installAuthentication(bare, loadContract(), createServices(ctx.store.db, ctx.config).security);
    const security = createServices(ctx.store.db, ctx.config).security;
    installCsrfProtection(bare, {
      exemptRoutes: ['/exempt'],
      loginForm: { route: '/login/', csrf: security.loginCsrf },
    });
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'GET'] as const) {
      bare.route({ method, url: '/mutate', handler: async () => ({ ok: true }) });
    }
    bare.post('/exempt', async () => ({ ok: true }));
  });
  afterAll(async () => {
    await bare.close();
  });

  describe('with a session cookie', () => {
    it('refuses a mutating call without X-CSRFToken: 403, Flask-WTF wording, Superset shape', async () => {
      const session = await t.session('gamma');
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const reply = await bare.inject({ method, url: '/mutate', headers: session.headers });
        expect(reply.statusCode, method).toBe(403);
        expect(reply.json()).toEqual({
          message: CSRF_MISSING,
          errors: [{ message: CSRF_MISSING, error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} }],
        });
      }
    });

    it('refuses a wrong token, and the token of another session', async () => {
      const session = await t.session('gamma');
      const other = await t.session('gamma');
      for (const token of ['wrong', other.csrfToken]) {
        const reply = await bare.inject({
          method: 'POST',
          url: '/mutate',
          headers: { ...session.headers, 'x-csrftoken': token },
        });
        expect(reply.statusCode).toBe(403);
        expect(reply.json().message).toBe(CSRF_INVALID);
      }
    });

    it('accepts the right token, in X-CSRFToken or X-CSRF-Token', async () => {
      const session = await t.session('gamma');
      for (const header of ['x-csrftoken', 'x-csrf-token']) {
        const reply = await bare.inject({
          method: 'POST',
          url: '/mutate',
          headers: { ...session.headers, [header]: session.csrfToken },
        });
        expect(reply.statusCode, header).toBe(200);
      }
    });

    it('needs no token for GET or for exempt routes', async () => {
      const session = await t.session('gamma');
      expect(
        (await bare.inject({ method: 'GET', url: '/mutate', headers: session.headers })).statusCode,
      ).toBe(200);
      expect(
        (await bare.inject({ method: 'POST', url: '/exempt', headers: session.headers })).statusCode,
      ).toBe(200);
    });
  });

  it('needs no token from bearer callers', async () => {
    const reply = await bare.inject({ method: 'DELETE', url: '/mutate', headers: await t.bearer('gamma') });
    expect(reply.statusCode).toBe(200);
  });

  it('leaves anonymous calls to authentication: 401', async () => {
    const reply = await bare.inject({ method: 'POST', url: '/mutate' });
    expect(reply.statusCode).toBe(401);
  });

  it('exempts the app login routes from the session token: logging in again needs the login token only', async () => {
    const session = await t.session('gamma');
    const reply = await t.client.post('/login/', {
      headers: await loginHeaders(t.app, session.headers.cookie),
      json: { username: 'gamma', password: TEST_PASSWORD },
    });
    expect(reply.status).toBe(200);
    const token = await t.client.post('/api/v1/security/login', {
      headers: session.headers,
      json: { username: 'gamma', password: TEST_PASSWORD, provider: 'db' },
    });
    expect(token.status).toBe(200);
  });
});
