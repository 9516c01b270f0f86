// The current user, as Superset's /api/v1/me/.
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import { userWithRoles } from '../services/security/currentUser.ts';

export function registerMeRoutes(app: FastifyInstance): void {
  onOperation(app, 'getMe', async (request) => ({ result: callerOf(request).user }));
  onOperation(app, 'getMyRoles', async (request) => ({ result: userWithRoles(callerOf(request)) }));
}
