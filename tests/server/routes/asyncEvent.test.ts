// Async events without Redis: the async-token cookie binds a channel to the session, jobs run on
// the in-process queue, and their events reach the client by polling GET /api/v1/async_event/
// and over the websocket /ws/async_event/ (resuming after last_id).

import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import type { AsyncEvent } from '../../../server/services/asyncQueries/asyncEvents.ts';
import { loginHeaders } from '../../support/loginCsrf.ts';
import { forEachStore } from '../../support/stores.ts';
import { ensureRoleUsers, TEST_PASSWORD } from '../../support/testApp.ts';
import {
  type AsyncApp,
  type AsyncSession,
  asyncConfig,
  finished,
  openEventSocket,
  pollEvents,
  startAsyncApp,
} from '../jobs/asyncHarness.ts';

const statuses = (events: AsyncEvent[], jobId: string) =>
  events.filter((e) => e.job_id === jobId).map((e) => e.status);

forEachStore('async events (in-process queue, memory stream)', (ctx) => {
  let t: AsyncApp;
  let admin: AsyncSession;
  let gamma: AsyncSession;
  beforeAll(async () => {
    t = await startAsyncApp(ctx, asyncConfig(ctx));
    admin = await t.login('admin');
    gamma = await t.login('gamma');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the async-token cookie', () => {
    it('is set once on replies to a logged-in user, and kept while it is theirs', async () => {
      expect(t.services.asyncQueries.queue.kind).toBe('in-process');
      expect(t.services.asyncQueries.events.kind).toBe('memory');
      const again = await t.client.get('/api/v1/me/', { headers: { cookie: admin.cookie } });
      expect(again.cookies['async-token']).toBeUndefined();
      const raw = String(again.raw.headers['set-cookie'] ?? '');
      expect(raw).not.toContain('async-token');
      expect(admin.channel).not.toBe(gamma.channel);
    });

    it('is renewed, with a new channel, when it belongs to another user', async () => {
      const swapped = await t.client.get('/api/v1/me/', {
        headers: { cookie: `session=${gamma.session}; async-token=${admin.asyncToken}` },
      });
      const renewed = swapped.cookies['async-token'];
      expect(renewed).toBeTruthy();
      const claims = await t.services.asyncQueries.tokens.verify(renewed!);
      expect(claims).toEqual({ channel: expect.any(String), userId: gamma.userId });
      expect(claims!.channel).not.toBe(admin.channel);
    });

    it('is httpOnly and not set for anonymous callers', async () => {
      const login = await t.client.post('/login/', {
        headers: await loginHeaders(t.app),
        json: { username: 'alpha', password: TEST_PASSWORD },
      });
      const me = await t.client.get('/api/v1/me/', {
        headers: { cookie: `session=${login.cookies.session}` },
      });
      expect(String(me.raw.headers['set-cookie'])).toMatch(/async-token=[^;]+;.*HttpOnly/i);
      const anonymous = await t.client.get('/api/v1/me/');
      expect(anonymous.status).toBe(401);
      expect(anonymous.cookies['async-token']).toBeUndefined();
    });
  });

  describe('GET /api/v1/async_event/', () => {
    const read = (cookie: string) => t.client.get('/api/v1/async_event/', { headers: { cookie } });

    it('answers 401 without the cookie, anonymous, forged or another user`s', async () => {
      expect((await read(`session=${admin.session}`)).status).toBe(401);
      expect((await read(`async-token=${admin.asyncToken}`)).status).toBe(401);
      const forged = await new SignJWT({ channel: admin.channel })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(gamma.userId))
        .sign(new TextEncoder().encode('not the key'));
      expect((await read(`session=${gamma.session}; async-token=${forged}`)).status).toBe(401);
      const [head, , signature] = gamma.asyncToken.split('.');
      const payload = Buffer.from(
        JSON.stringify({ channel: admin.channel, sub: String(gamma.userId) }),
      ).toString('base64url');
      expect(
        (await read(`session=${gamma.session}; async-token=${head}.${payload}.${signature}`)).status,
      ).toBe(401);
      expect((await read(`session=${gamma.session}; async-token=${admin.asyncToken}`)).status).toBe(401);
      expect((await read(`session=${gamma.session}; async-token=garbage`)).status).toBe(401);
    });

    it('delivers running then done for a job that ran a statement, with its result in the cache', async () => {
      const job = await t.submit(admin, 'SELECT name FROM customers ORDER BY id');
      expect(job).toMatchObject({ channel_id: admin.channel, user_id: admin.userId, status: 'pending' });
      const events = await pollEvents(t, admin, finished(job.job_id));
      expect(statuses(events, job.job_id)).toEqual(['running', 'done']);
      const done = events.at(-1)!;
      expect(done).toEqual({
        id: expect.stringMatching(/^\d+-\d+$/),
        channel_id: admin.channel,
        job_id: job.job_id,
        user_id: admin.userId,
        status: 'done',
        errors: [],
        result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/rows-/),
      });
      const key = done.result_url!.split('/').at(-1)!;
      expect(JSON.parse(String(await t.services.cache.get(key)))).toEqual({
        columns: ['name'],
        rows: [['Ada'], ['Grace']],
      });
    });

    it('delivers the engine`s error for a job that fails', async () => {
      const job = await t.submit(admin, 'SELECT nope FROM missing_table');
      const events = await pollEvents(t, admin, finished(job.job_id));
      const error = events.find((e) => e.job_id === job.job_id && e.status === 'error')!;
      expect(error.result_url).toBeNull();
      expect(error.errors).toEqual([
        expect.objectContaining({ message: expect.stringContaining('missing_table'), level: 'error' }),
      ]);
    });

    it('returns only the events after last_id, and never another channel`s', async () => {
      const first = await t.submit(admin, 'SELECT 1 AS one');
      const before = await pollEvents(t, admin, finished(first.job_id));
      const lastId = before.at(-1)!.id;
      const theirs = await t.submit(gamma, 'SELECT 2 AS two');
      const second = await t.submit(admin, 'SELECT 3 AS three');
      const after = await pollEvents(t, admin, finished(second.job_id), lastId);
      expect(after.map((e) => e.job_id)).toEqual([second.job_id, second.job_id]);
      const gammaEvents = await pollEvents(t, gamma, finished(theirs.job_id));
      expect(new Set(gammaEvents.map((e) => e.channel_id))).toEqual(new Set([gamma.channel]));
    });
  });

  describe('the websocket', () => {
    it('refuses a client without a valid async-token with 401, and a plain GET with 426', async () => {
      await expect(openEventSocket(t, `session=${admin.session}`)).rejects.toThrow('websocket refused: 401');
      await expect(
        openEventSocket(t, `session=${gamma.session}; async-token=${admin.asyncToken}`),
      ).rejects.toThrow('websocket refused: 401');
      await expect(openEventSocket(t, '')).rejects.toThrow('websocket refused: 401');
      const plain = await t.client.get('/ws/async_event/', { headers: { cookie: admin.cookie } });
      expect(plain.status).toBe(426);
    });

    it('refuses a handshake from another site`s page with 403, and accepts one from this site', async () => {
      await expect(openEventSocket(t, admin.cookie, null, 'https://evil.example')).rejects.toThrow(
        'websocket refused: 403',
      );
      const socket = await openEventSocket(t, admin.cookie, null, t.origin);
      await socket.close();
    });

    it('sends the kept events, pushes new ones, and resumes after last_id on reconnection', async () => {
      const earlier = await t.submit(gamma, 'SELECT 1 AS one');
      await pollEvents(t, gamma, finished(earlier.job_id));
      const socket = await openEventSocket(t, gamma.cookie);
      await socket.waitFor(finished(earlier.job_id));
      const live = await t.submit(gamma, 'SELECT name FROM customers');
      await socket.waitFor(finished(live.job_id));
      await socket.close();
      const seen = [...socket.events];
      expect(statuses(seen, live.job_id)).toEqual(['running', 'done']);
      expect(new Set(seen.map((e) => e.channel_id))).toEqual(new Set([gamma.channel]));
      // The websocket sends exactly what polling reads.
      expect(seen).toEqual(await pollEvents(t, gamma, (events) => events.length >= seen.length));

      const missed = await t.submit(gamma, 'SELECT 4 AS four');
      await pollEvents(t, gamma, finished(missed.job_id), seen.at(-1)!.id);
      const resumed = await openEventSocket(t, gamma.cookie, seen.at(-1)!.id);
      await resumed.waitFor(finished(missed.job_id));
      const next = await t.submit(gamma, 'SELECT 5 AS five');
      await resumed.waitFor(finished(next.job_id));
      await resumed.close();
      expect(resumed.events.map((e) => [e.job_id, e.status])).toEqual([
        [missed.job_id, 'running'],
        [missed.job_id, 'done'],
        [next.job_id, 'running'],
        [next.job_id, 'done'],
      ]);
    });
  });
});

forEachStore('async events with GLOBAL_ASYNC_QUERIES off', (ctx) => {
  it('sets no async-token, so events cannot be read', async () => {
    await ensureRoleUsers(ctx.store.db);
    const app = await buildApp(ctx.config, { store: ctx.store });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/login/',
        headers: { ...(await loginHeaders(app)) },
        payload: { username: 'admin', password: TEST_PASSWORD },
      });
      const session = login.cookies.find((c) => c.name === 'session')!.value;
      const me = await app.inject({
        method: 'GET',
        url: '/api/v1/me/',
        headers: { cookie: `session=${session}` },
      });
      expect(me.statusCode).toBe(200);
      expect(me.cookies.map((c) => c.name)).not.toContain('async-token');
      const events = await app.inject({
        method: 'GET',
        url: '/api/v1/async_event/',
        headers: { cookie: `session=${session}` },
      });
      expect(events.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});
