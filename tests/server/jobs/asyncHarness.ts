// An app with GLOBAL_ASYNC_QUERIES on, listening on a free port (for websocket clients), with a
// SQLite database registered, and clients for both event transports.

import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { ResolvedConfig } from '../../../server/config.ts';
import type { AsyncEvent } from '../../../server/services/asyncQueries/asyncEvents.ts';
import type { Services } from '../../../server/services/services.ts';
import { createSqliteFile } from '../../support/analysedDatabases.ts';
import { type ContractClient, contractClient } from '../../support/contractClient.ts';
import { loginHeaders } from '../../support/loginCsrf.ts';
import type { StoreContext } from '../../support/stores.ts';
import { ensureRoleUsers, type RoleUser, TEST_PASSWORD } from '../../support/testApp.ts';
import { SQL_ROWS_JOB, type SqlRowsPayload } from './sqlRowsJob.ts';

/** The part of the `ws` client used here (the package ships no types and @types/ws is not installed). */
interface WsClient {
  readonly readyState: number;
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(
    event: 'unexpected-response',
    listener: (request: unknown, response: { statusCode: number }) => void,
  ): void;
  once(event: 'error', listener: (error: Error) => void): void;
  once(event: 'open' | 'close', listener: () => void): void;
  close(): void;
}
const { WebSocket } = createRequire(import.meta.url)('ws') as {
  WebSocket: { new (url: URL, options: { headers: Record<string, string> }): WsClient; CLOSED: number };
};

export interface AsyncApp {
  app: FastifyInstance;
  client: ContractClient;
  services: Services;
  config: ResolvedConfig;
  /** http://127.0.0.1:<port> */
  origin: string;
  databaseId: number;
  /** Logs in and reads /api/v1/me/: the session cookie plus the async-token it got. */
  login(user: RoleUser): Promise<AsyncSession>;
  /** Queues the SQL job on the session's channel; the 202 metadata. */
  submit(session: AsyncSession, sql: string): Promise<{ job_id: string; channel_id: string }>;
  close(): Promise<void>;
}

export interface AsyncSession {
  userId: number;
  session: string;
  asyncToken: string;
  channel: string;
  /** Cookie header with both cookies. */
  cookie: string;
}

export function asyncConfig(ctx: StoreContext, overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  return {
    ...ctx.config,
    featureFlags: { ...ctx.config.featureFlags, GLOBAL_ASYNC_QUERIES: true },
    ...overrides,
  };
}

export async function startAsyncApp(ctx: StoreContext, config: ResolvedConfig): Promise<AsyncApp> {
  await ensureRoleUsers(ctx.store.db);
  let services: Services | undefined;
  const app = await buildApp(config, {
    store: ctx.store,
    onServices: (s) => {
      services = s;
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!services || typeof address !== 'object' || address === null) throw new Error('the app did not start');
  const ready = services;
  const client = contractClient(app);
  const admin = await client.post<{ access_token: string }>('/api/v1/security/login', {
    json: { username: 'admin', password: TEST_PASSWORD, provider: 'db' },
  });
  const sqlitePath = createSqliteFile(join(ctx.dataDir, `async-${Date.now()}-${Math.random()}.db`));
  const created = await client.post<{ id: number }>('/api/v1/database/', {
    headers: { authorization: `Bearer ${admin.body.access_token}` },
    json: {
      database_name: `async-${Date.now()}-${Math.random()}`,
      sqlalchemy_uri: `sqlite:///${sqlitePath}`,
    },
  });
  if (created.status !== 201) throw new Error(`registering the database failed: ${created.text}`);
  return {
    app,
    client,
    services: ready,
    config,
    origin: `http://127.0.0.1:${address.port}`,
    databaseId: created.body.id,
    async login(user) {
      const login = await client.post('/login/', {
        headers: await loginHeaders(app),
        json: { username: user, password: TEST_PASSWORD },
      });
      const session = login.cookies.session;
      if (!session) throw new Error(`login of ${user} failed: ${login.text}`);
      const me = await client.get<{ result: { id: number } }>('/api/v1/me/', {
        headers: { cookie: `session=${session}` },
      });
      const asyncToken = me.cookies['async-token'];
      if (!asyncToken) throw new Error('no async-token cookie');
      const claims = await ready.asyncQueries.tokens.verify(asyncToken);
      return {
        userId: me.body.result.id,
        session,
        asyncToken,
        channel: claims!.channel,
        cookie: `session=${session}; async-token=${asyncToken}`,
      };
    },
    async submit(session, sql) {
      const payload: SqlRowsPayload = { databaseId: created.body.id, sql, cacheKey: `rows-${Math.random()}` };
      return ready.asyncQueries.submit(SQL_ROWS_JOB, session.channel, session.userId, payload);
    },
    close: () => app.close(),
  };
}

/** Polls GET /api/v1/async_event/ until `done` says the events so far are enough. */
export async function pollEvents(
  app: AsyncApp,
  session: AsyncSession,
  done: (events: AsyncEvent[]) => boolean,
  lastId: string | null = null,
  timeoutMs = 15_000,
): Promise<AsyncEvent[]> {
  const events: AsyncEvent[] = [];
  const end = Date.now() + timeoutMs;
  let last = lastId;
  // Polls at least once, then until `done` is satisfied.
  for (;;) {
    const reply = await app.client.get<{ result: AsyncEvent[] }>('/api/v1/async_event/', {
      headers: { cookie: session.cookie },
      query: last === null ? {} : { last_id: last },
    });
    if (reply.status !== 200) throw new Error(`polling failed: ${reply.status} ${reply.text}`);
    events.push(...reply.body.result);
    last = events.at(-1)?.id ?? last;
    if (done(events)) break;
    if (Date.now() > end) throw new Error(`timed out polling; got ${JSON.stringify(events)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return events;
}

export interface EventSocket {
  readonly events: AsyncEvent[];
  waitFor(done: (events: AsyncEvent[]) => boolean, timeoutMs?: number): Promise<AsyncEvent[]>;
  close(): Promise<void>;
}

/** A websocket client on /ws/async_event/ (opened, or rejected with the HTTP status). */
export function openEventSocket(
  app: AsyncApp,
  cookie: string,
  lastId: string | null = null,
  origin: string | null = null,
): Promise<EventSocket> {
  const url = new URL('/ws/async_event/', app.origin.replace(/^http/, 'ws'));
  if (lastId !== null) url.searchParams.set('last_id', lastId);
  const socket = new WebSocket(url, { headers: { cookie, ...(origin === null ? {} : { origin }) } });
  const events: AsyncEvent[] = [];
  socket.on('message', (data) => events.push(JSON.parse(String(data)) as AsyncEvent));
  return new Promise((resolve, reject) => {
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`websocket refused: ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('open', () =>
      resolve({
        events,
        async waitFor(done, timeoutMs = 15_000) {
          const end = Date.now() + timeoutMs;
          while (!done(events)) {
            if (Date.now() > end)
              throw new Error(`timed out on the websocket; got ${JSON.stringify(events)}`);
            await new Promise((r) => setTimeout(r, 20));
          }
          return events;
        },
        close: () =>
          new Promise<void>((done) => {
            if (socket.readyState === WebSocket.CLOSED) return done();
            socket.once('close', () => done());
            socket.close();
          }),
      }),
    );
  });
}

export const finished = (jobId: string) => (events: AsyncEvent[]) =>
  events.some((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'));
