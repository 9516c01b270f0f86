// Token login for API clients and the CSRF token, as Superset's /api/v1/security/*.
import type { FastifyInstance } from 'fastify';
import type { operations } from '../../src/api/schema.gen.ts';
import { principalOf } from '../http/requestContext.ts';
import type { Services } from '../services/services.ts';
import { badRequest, notAuthorized } from '../services/shared/loupeError.ts';

type TokenLoginBody = operations['securityLogin']['requestBody']['content']['application/json'];

export function registerSecurityRoutes(app: FastifyInstance, services: Services): void {
  const { security } = services;

  app.post('/api/v1/security/login', async (request) => {
    const body = request.body as TokenLoginBody;
    if (body.provider !== 'db') throw badRequest(`Provider ${body.provider} is not supported`);
    const user = await security.authenticate(body.username, body.password);
    if (!user) throw notAuthorized();
    const access_token = await security.tokens.issue(user.id, 'access');
    if (!body.refresh) return { access_token };
    return { access_token, refresh_token: await security.tokens.issue(user.id, 'refresh') };
  });

  app.post('/api/v1/security/refresh', async (request) => {
    const principal = principalOf(request);
    return { access_token: await security.tokens.issue(principal.user.id, 'access') };
  });

  app.get('/api/v1/security/csrf_token/', async (request) => {
    const auth = request.auth;
    if (!auth) throw notAuthorized();
    return {
      result: auth.via === 'session' ? auth.csrfToken : security.bearerCsrfToken(auth.principal.user.id),
    };
  });
}
