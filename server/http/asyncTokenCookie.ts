// Superset's async query manager sets the `async-token` cookie on every reply while
// GLOBAL_ASYNC_QUERIES is on, and renews it when the session's user changes; here on replies to
// authenticated callers (an anonymous caller has no channel). The token is checked against a
// memo of verified tokens, so a caller who has one pays a Map lookup per reply.
import type { FastifyInstance } from 'fastify';
import type { AsyncQueryServices } from '../services/asyncQueries/asyncQueryServices.ts';
import { ASYNC_TOKEN_COOKIE } from '../services/asyncQueries/asyncToken.ts';

export function installAsyncTokenCookie(app: FastifyInstance, asyncQueries: AsyncQueryServices): void {
  if (!asyncQueries.enabled) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const userId = request.auth?.principal.user.id;
    if (userId === undefined || reply.statusCode === 401) return payload;
    const token = await asyncQueries.renewedToken(request.cookies[ASYNC_TOKEN_COOKIE], userId);
    if (token !== null) {
      reply.setCookie(ASYNC_TOKEN_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    }
    return payload;
  });
}
