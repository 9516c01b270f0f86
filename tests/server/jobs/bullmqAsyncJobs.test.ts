// Async jobs on Redis, end to end: the web app queues on BullMQ and reads Redis streams; a worker
// started with the code `loupe worker` runs (startAsyncWorker, on the same metadata store) runs
// the jobs and publishes their events; they reach the client by polling and over the websocket.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AsyncWorker, startAsyncWorker } from '../../../server/jobs/asyncWorker.ts';
import type { AsyncEvent } from '../../../server/services/asyncQueries/asyncEvents.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../support/redisKeys.ts';
import { forEachStore } from '../../support/stores.ts';
import {
  type AsyncApp,
  type AsyncSession,
  asyncConfig,
  finished,
  openEventSocket,
  pollEvents,
  startAsyncApp,
} from './asyncHarness.ts';

forEachStore('async jobs on BullMQ with a loupe worker', (ctx) => {
  const prefix = uniqueRedisPrefix('bullmq');
  let t: AsyncApp;
  let worker: AsyncWorker | undefined;
  let alpha: AsyncSession;
  let gamma: AsyncSession;
  beforeAll(async () => {
    t = await startAsyncApp(ctx, asyncConfig(ctx, { redisUrl: TEST_REDIS_URL, redisKeyPrefix: prefix }));
    alpha = await t.login('alpha');
    gamma = await t.login('gamma');
  });
  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await deleteRedisKeys(prefix);
  });

  it('queues on Redis: nothing runs in the web process until a worker takes the job', async () => {
    expect(t.services.asyncQueries.queue.kind).toBe('bullmq');
    expect(t.services.asyncQueries.events.kind).toBe('redis');
    expect(t.services.cache.kind).toBe('redis');
    const job = await t.submit(alpha, 'SELECT name FROM customers ORDER BY id');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await pollEvents(t, alpha, () => true)).toEqual([]);

    worker = startAsyncWorker(t.config, { store: ctx.store });
    const events = await pollEvents(t, alpha, finished(job.job_id));
    expect(events.map((e) => e.status)).toEqual(['running', 'done']);
    const done = events[1]!;
    expect(done).toMatchObject({ channel_id: alpha.channel, user_id: alpha.userId, errors: [] });
    // The worker stored the rows in the Redis cache; the web process reads them there.
    const key = done.result_url!.split('/').at(-1)!;
    expect(JSON.parse(String(await t.services.cache.get(key)))).toEqual({
      columns: ['name'],
      rows: [['Ada'], ['Grace']],
    });
  });

  it('publishes the engine error of a failing job', async () => {
    const job = await t.submit(alpha, 'SELECT * FROM no_such_table');
    const events = await pollEvents(t, alpha, finished(job.job_id));
    const last = events.filter((e) => e.job_id === job.job_id).at(-1)!;
    expect(last.status).toBe('error');
    expect(last.errors[0]).toMatchObject({
      message: expect.stringContaining('no_such_table'),
      level: 'error',
    });
  });

  it('pushes events over the websocket from the Redis stream, and resumes after last_id', async () => {
    const socket = await openEventSocket(t, gamma.cookie);
    const first = await t.submit(gamma, 'SELECT 1 AS one');
    const second = await t.submit(gamma, 'SELECT 2 AS two');
    await socket.waitFor((events) => finished(first.job_id)(events) && finished(second.job_id)(events));
    await socket.close();
    const seen: AsyncEvent[] = [...socket.events];
    expect(new Set(seen.map((e) => e.channel_id))).toEqual(new Set([gamma.channel]));
    expect(seen.filter((e) => e.status === 'done')).toHaveLength(2);
    // Same events, same ids as polling.
    expect(seen).toEqual(await pollEvents(t, gamma, (events) => events.length >= seen.length));

    const missed = await t.submit(gamma, 'SELECT 3 AS three');
    await pollEvents(t, gamma, finished(missed.job_id), seen.at(-1)!.id);
    const resumed = await openEventSocket(t, gamma.cookie, seen.at(-1)!.id);
    const next = await t.submit(gamma, 'SELECT 4 AS four');
    await resumed.waitFor(finished(next.job_id));
    await resumed.close();
    expect(resumed.events.map((e) => [e.job_id, e.status])).toEqual([
      [missed.job_id, 'running'],
      [missed.job_id, 'done'],
      [next.job_id, 'running'],
      [next.job_id, 'done'],
    ]);
  });

  it('never shows one user the other`s channel', async () => {
    const polled = await pollEvents(t, alpha, () => true);
    expect(polled.length).toBeGreaterThan(0);
    expect(new Set(polled.map((e) => e.channel_id))).toEqual(new Set([alpha.channel]));
    const refused = await t.client.get('/api/v1/async_event/', {
      headers: { cookie: `session=${gamma.session}; async-token=${alpha.asyncToken}` },
    });
    expect(refused.status).toBe(401);
  });
});
