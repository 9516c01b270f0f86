// Both event streams: ids grow and compare as Redis stream ids, a read returns the events after
// last_id in order and at most 100, channels never see each other's events, and subscribers
// get every later event of every channel.
import { afterAll, describe, expect, it } from 'vitest';
import { openRedis } from '../../../../server/jobs/redis.ts';
import {
  type AsyncEvent,
  type AsyncEventStream,
  compareEventIds,
  jobMetadata,
  parseEventId,
} from '../../../../server/services/asyncQueries/asyncEvents.ts';
import { createMemoryEventStream } from '../../../../server/services/asyncQueries/memoryEventStream.ts';
import { createRedisEventStream } from '../../../../server/services/asyncQueries/redisEventStream.ts';
import { deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from '../../../support/redisKeys.ts';

const prefix = uniqueRedisPrefix('events');
afterAll(async () => {
  await deleteRedisKeys(prefix);
});

const STREAMS: Array<[string, () => AsyncEventStream]> = [
  ['memory', () => createMemoryEventStream({ perChannel: 300 })],
  [
    'redis',
    () => createRedisEventStream({ redis: openRedis(TEST_REDIS_URL), keyPrefix: prefix, blockMs: 200 }),
  ],
];

let channelCount = 0;
const newChannel = () => `channel-${++channelCount}-${Math.random().toString(36).slice(2)}`;
const event = (channel: string, job: string, status: 'running' | 'done' = 'done') =>
  jobMetadata(channel, job, 7, status, status === 'done' ? { result_url: `/api/v1/chart/data/${job}` } : {});

describe.each(STREAMS)('async event stream [%s]', (kind, open) => {
  const stream = open();
  afterAll(async () => {
    await stream.close();
  });

  it('is the kind it says', () => {
    expect(stream.kind).toBe(kind);
  });

  it('gives ids that grow, as <ms>-<seq>, and reads events back in order with their data', async () => {
    const channel = newChannel();
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) ids.push(await stream.publish(channel, event(channel, `job${i}`)));
    for (const id of ids) expect(id).toMatch(/^\d+-\d+$/);
    for (let i = 1; i < ids.length; i++) {
      expect(compareEventIds(parseEventId(ids[i - 1])!, parseEventId(ids[i])!)).toBeLessThan(0);
    }
    const read = await stream.read(channel, null);
    expect(read.map((e) => e.id)).toEqual(ids);
    expect(read[3]).toEqual({ id: ids[3], ...event(channel, 'job3') });
  });

  it('reads only the events after last_id, and nothing after the newest', async () => {
    const channel = newChannel();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await stream.publish(channel, event(channel, `job${i}`)));
    for (const at of [0, 4, 8]) {
      expect((await stream.read(channel, ids[at]!)).map((e) => e.job_id)).toEqual(
        ids.slice(at + 1).map((_, i) => `job${at + 1 + i}`),
      );
    }
    expect(await stream.read(channel, ids[9]!)).toEqual([]);
  });

  it('returns at most 100 events a read; paging with the last id reaches them all', async () => {
    const channel = newChannel();
    for (let i = 0; i < 250; i++) await stream.publish(channel, event(channel, `job${i}`));
    const pages: AsyncEvent[][] = [];
    let lastId: string | null = null;
    for (;;) {
      const page = await stream.read(channel, lastId);
      if (page.length === 0) break;
      pages.push(page);
      lastId = page.at(-1)!.id;
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    expect(pages.flat().map((e) => e.job_id)).toEqual(Array.from({ length: 250 }, (_, i) => `job${i}`));
  });

  it('keeps channels apart', async () => {
    const mine = newChannel();
    const theirs = newChannel();
    await stream.publish(mine, event(mine, 'a'));
    await stream.publish(theirs, event(theirs, 'b'));
    await stream.publish(mine, event(mine, 'c'));
    expect((await stream.read(mine, null)).map((e) => e.job_id)).toEqual(['a', 'c']);
    expect((await stream.read(theirs, null)).map((e) => e.job_id)).toEqual(['b']);
    expect(await stream.read(newChannel(), null)).toEqual([]);
  });

  it('reads from the start when last_id is not a stream id', async () => {
    const channel = newChannel();
    await stream.publish(channel, event(channel, 'a'));
    expect((await stream.read(channel, 'not-an-id')).map((e) => e.job_id)).toEqual(['a']);
  });

  it('tells subscribers every later event, with the ids a read gives', async () => {
    const channel = newChannel();
    const before = await stream.publish(channel, event(channel, 'before'));
    const seen: AsyncEvent[] = [];
    const unsubscribe = await stream.subscribe((e) => seen.push(e));
    const other = newChannel();
    await stream.publish(channel, event(channel, 'x', 'running'));
    await stream.publish(other, event(other, 'y'));
    await stream.publish(channel, event(channel, 'x'));
    await waitFor(() => seen.length >= 3);
    unsubscribe();
    expect(seen.map((e) => [e.channel_id, e.job_id, e.status])).toEqual([
      [channel, 'x', 'running'],
      [other, 'y', 'done'],
      [channel, 'x', 'done'],
    ]);
    expect(seen.filter((e) => e.channel_id === channel)).toEqual(await stream.read(channel, before));
    await stream.publish(channel, event(channel, 'after'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(3);
  });
});

describe('memory event stream bounds', () => {
  it('keeps the newest events of a channel, and ids grow even when the clock stands still', async () => {
    const stream = createMemoryEventStream({ perChannel: 5, now: () => 1000 });
    const ids: string[] = [];
    for (let i = 0; i < 8; i++) ids.push(await stream.publish('c', event('c', `j${i}`)));
    expect(ids).toEqual(['1000-0', '1000-1', '1000-2', '1000-3', '1000-4', '1000-5', '1000-6', '1000-7']);
    expect((await stream.read('c', null)).map((e) => e.job_id)).toEqual(['j3', 'j4', 'j5', 'j6', 'j7']);
    expect((await stream.read('c', '1000-1')).map((e) => e.job_id)).toEqual(['j3', 'j4', 'j5', 'j6', 'j7']);
  });

  it('drops the channel published to least recently beyond its channel bound', async () => {
    const stream = createMemoryEventStream({ maxChannels: 2 });
    await stream.publish('a', event('a', '1'));
    await stream.publish('b', event('b', '2'));
    await stream.publish('a', event('a', '3'));
    await stream.publish('c', event('c', '4'));
    expect(await stream.read('b', null)).toEqual([]);
    expect((await stream.read('a', null)).map((e) => e.job_id)).toEqual(['1', '3']);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
