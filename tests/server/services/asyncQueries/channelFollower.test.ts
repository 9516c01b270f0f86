// Following a channel while it is being published to: every event after last_id arrives once,
// in id order, whether it was kept before the follower started (backlog, read 100 at a time) or
// published while the backlog was being read or afterwards.
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../../../server/jobs/redis.ts';
import {
  type AsyncEvent,
  type AsyncEventStream,
  jobMetadata,
} from '../../../../server/services/asyncQueries/asyncEvents.ts';
import { followChannel } from '../../../../server/services/asyncQueries/channelFollower.ts';
import { createMemoryEventStream } from '../../../../server/services/asyncQueries/memoryEventStream.ts';
import { createRedisEventStream } from '../../../../server/services/asyncQueries/redisEventStream.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../support/redisKeys.ts';

const prefix = uniqueRedisPrefix('follow');
afterAll(async () => {
  await deleteRedisKeys(prefix);
});

const STREAMS: Array<[string, () => AsyncEventStream]> = [
  ['memory', () => createMemoryEventStream()],
  [
    'redis',
    () => createRedisEventStream({ redis: openRedis(TEST_REDIS_URL), keyPrefix: prefix, blockMs: 200 }),
  ],
];

describe.each(STREAMS)('followChannel [%s]', (_kind, open) => {
  const stream = open();
  afterAll(async () => {
    await stream.close();
  });

  it('sends the backlog after last_id and the live events, each once and in order', async () => {
    const channel = `c-${Math.random()}`;
    const other = `o-${Math.random()}`;
    const publish = (i: number) => stream.publish(channel, jobMetadata(channel, `j${i}`, 1, 'done'));
    const ids: string[] = [];
    for (let i = 0; i < 230; i++) ids.push(await publish(i));
    const received: AsyncEvent[] = [];
    // Publishing goes on while the follower reads its backlog.
    const more = (async () => {
      for (let i = 230; i < 300; i++) {
        ids.push(await publish(i));
        await stream.publish(other, jobMetadata(other, `x${i}`, 2, 'done'));
      }
    })();
    const stop = await followChannel(stream, channel, ids[9]!, (event) => received.push(event));
    await more;
    const deadline = Date.now() + 10_000;
    while (received.length < 290 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    stop();
    expect(received.map((e) => e.job_id)).toEqual(Array.from({ length: 290 }, (_, i) => `j${i + 10}`));
    expect(received.map((e) => e.id)).toEqual(ids.slice(10));
    await publish(300);
    await new Promise((r) => setTimeout(r, 300));
    expect(received).toHaveLength(290);
  });
});

describe('followChannel with notifications out of order', () => {
  it("sends every event in the channel's order when two publishers' notifications cross", async () => {
    // Two workers: each writes its channel entry, then its notification; the second worker's
    // notification arrives first. The follower still sends both, in the channel's order.
    const inner = createMemoryEventStream();
    const listeners = new Set<(event: AsyncEvent) => void>();
    const crossed: AsyncEventStream = {
      kind: 'memory',
      publish: (channel, event) => inner.publish(channel, event),
      read: (channel, lastId, limit) => inner.read(channel, lastId, limit),
      subscribe: async (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => inner.close(),
    };
    const channel = 'crossed';
    const received: string[] = [];
    const stop = await followChannel(crossed, channel, null, (event) => received.push(event.job_id));
    const first = await crossed.publish(channel, jobMetadata(channel, 'first', 1, 'done'));
    const second = await crossed.publish(channel, jobMetadata(channel, 'second', 1, 'done'));
    const notify = (id: string, job: string) => {
      for (const listener of listeners) listener({ id, ...jobMetadata(channel, job, 1, 'done') });
    };
    notify(second, 'second');
    notify(first, 'first');
    const deadline = Date.now() + 2_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, 50));
    stop();
    expect(received).toEqual(['first', 'second']);
    await inner.close();
  });
});
