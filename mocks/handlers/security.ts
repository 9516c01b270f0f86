// JWT login and refresh, and the CSRF token of the session.
import { http } from 'msw';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED, validationError } from '../errors.ts';
import { findAccount } from '../fixtures/users.ts';
import { mockSession } from '../session.ts';
import { callerOf, readBody } from './auth.ts';

export const securityHandlers = [
  http.post('/api/v1/security/login', async ({ request }) => {
    const body = await readBody(request);
    if (!body || typeof body.username !== 'string' || typeof body.password !== 'string') {
      return contractJson(
        '/api/v1/security/login',
        'post',
        400,
        validationError('_schema', ['Invalid input type.']),
      );
    }
    if (body.provider !== 'db' && body.provider !== 'ldap') {
      return contractJson(
        '/api/v1/security/login',
        'post',
        400,
        validationError('provider', ['Must be one of: db, ldap.']),
      );
    }
    const account = findAccount(body.username);
    if (!account || account.password !== body.password) {
      return contractJson('/api/v1/security/login', 'post', 401, NOT_AUTHORIZED);
    }
    const tokens = mockSession.issueTokens(account.user.id);
    return contractJson(
      '/api/v1/security/login',
      'post',
      200,
      body.refresh === true ? tokens : { access_token: tokens.access_token },
    );
  }),

  http.post('/api/v1/security/refresh', ({ request }) => {
    const refresh = /^bearer\s+(.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    const access = refresh === undefined ? undefined : mockSession.refreshAccessToken(refresh);
    if (!access) return contractJson('/api/v1/security/refresh', 'post', 401, NOT_AUTHORIZED);
    return contractJson('/api/v1/security/refresh', 'post', 200, { access_token: access });
  }),

  http.get('/api/v1/security/csrf_token/', ({ request }) => {
    const account = callerOf(request);
    if (!account) return contractJson('/api/v1/security/csrf_token/', 'get', 401, NOT_AUTHORIZED);
    let token = mockSession.csrfToken();
    if (!token) {
      mockSession.login(account.user.id);
      token = mockSession.csrfToken() ?? '';
    }
    return contractJson('/api/v1/security/csrf_token/', 'get', 200, { result: token });
  }),
];
