// The current user, as Superset's /api/v1/me/, and changing one's own name, email and password.
import type { FastifyInstance } from 'fastify';
import { callerOf, onOperation } from '../http/operationRoutes.ts';
import { userWithRoles } from '../services/security/currentUser.ts';
import { sessionId } from '../services/security/sessions.ts';
import type { Services } from '../services/services.ts';

export function registerMeRoutes(app: FastifyInstance, services: Services): void {
  onOperation(app, 'getMe', async (request) => ({ result: callerOf(request).user }));
  onOperation(app, 'getMyRoles', async (request) => ({ result: userWithRoles(callerOf(request)) }));
  onOperation(app, 'updateMe', async (request) => services.users.updateMe(callerOf(request), request.body));
  onOperation(app, 'updateMyPassword', async (request) => {
    const auth = request.raw.auth;
    // The session making the change stays signed in; every other session and older token ends.
    const keep = auth?.via === 'session' ? sessionId(auth.cookieValue) : undefined;
    return services.users.changeMyPassword(callerOf(request), request.body, keep);
  });
}
