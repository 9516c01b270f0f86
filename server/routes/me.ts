// The current user, as Superset's /api/v1/me/.
import type { FastifyInstance } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import { userWithRoles } from '../services/security/currentUser.ts';

export function registerMeRoutes(app: FastifyInstance): void {
  app.get('/api/v1/me/', async (request) => ({ result: principalOf(request).user }));
  app.get('/api/v1/me/roles/', async (request) => ({ result: userWithRoles(principalOf(request)) }));
}
