// Async query events (GLOBAL_ASYNC_QUERIES), as Superset's AsyncEventsRestApi and its
// superset-websocket server: both read the channel of the caller's `async-token` cookie.
//   GET /api/v1/async_event/?last_id=  polling: up to 100 events after last_id
//   GET /ws/async_event/?last_id=      websocket: the events after last_id, then each new one
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { principalOf } from '../http/requestContext.ts';
import { ASYNC_EVENT_WEBSOCKET_PATH } from '../services/asyncQueries/asyncQueryServices.ts';
import { ASYNC_TOKEN_COOKIE } from '../services/asyncQueries/asyncToken.ts';
import type { Services } from '../services/services.ts';
import { LoupeError } from '../services/shared/loupeError.ts';

type EventsRequest = FastifyRequest<{ Querystring: { last_id?: string } }>;

const WEBSOCKET_PING_MS = 30_000;

/** A browser says where the page that opens a websocket comes from: only this site may. */
function sameOrigin(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerAsyncEventRoutes(app: FastifyInstance, services: Services): void {
  const { asyncQueries } = services;
  const channelOf = (request: FastifyRequest) =>
    asyncQueries.channelOf(request.cookies[ASYNC_TOKEN_COOKIE], principalOf(request).user.id);

  app.get('/api/v1/async_event/', async (request: EventsRequest) => ({
    result: await asyncQueries.readEvents(
      request.cookies[ASYNC_TOKEN_COOKIE],
      principalOf(request).user.id,
      request.query.last_id ?? null,
    ),
  }));

  const channels = new WeakMap<FastifyRequest, string>();
  app.route({
    method: 'GET',
    url: ASYNC_EVENT_WEBSOCKET_PATH,
    // Checked before the upgrade, so a refused client gets an HTTP 401/403, not a closed socket.
    preHandler: async (request) => {
      if (!sameOrigin(request))
        throw new LoupeError(403, 'Forbidden: the websocket is opened from another site');
      channels.set(request, await channelOf(request));
    },
    handler: async () => {
      throw new LoupeError(426, 'Upgrade Required: this endpoint is a websocket', {
        headers: { upgrade: 'websocket' },
      });
    },
    wsHandler: async (socket, request) => {
      const channel = channels.get(request)!;
      const lastId = (request as EventsRequest).query.last_id ?? null;
      let stop: (() => void) | null = null;
      let closed = false;
      // A client that stops answering pings is dropped, with its subscription.
      let alive = true;
      socket.on('pong', () => {
        alive = true;
      });
      const heartbeat = setInterval(() => {
        if (!alive) return socket.terminate();
        alive = false;
        socket.ping();
      }, WEBSOCKET_PING_MS);
      socket.on('close', () => {
        closed = true;
        clearInterval(heartbeat);
        stop?.();
      });
      try {
        stop = await asyncQueries.follow(channel, lastId, (event) => socket.send(JSON.stringify(event)));
      } catch (error) {
        request.log.error({ err: error }, 'async event websocket failed');
        socket.close(1011, 'internal error');
        return;
      }
      if (closed) stop();
    },
  });
}
