// Async events on Redis streams, as Superset: `<prefix>async-events-<channel>` per channel
// (XADD … MAXLEN ~ 1000, entry field `data` = the event's JSON; the entry id is the event id)
// and `<prefix>async-events-full` with every event for the websocket pushers of every process.
// The full stream's entries carry the channel entry's id, so a websocket client sees the same
// ids as a polling one and can resume from either. Subscribers share one dedicated connection
// that waits in XREAD BLOCK.
import type { Redis } from 'ioredis';
import { closeRedis } from '../../jobs/redis.ts';
import {
  type AsyncEvent,
  type AsyncEventListener,
  type AsyncEventStream,
  CHANNEL_STREAM_LIMIT,
  MAX_EVENT_COUNT,
  nextEventId,
  parseEventId,
} from './asyncEvents.ts';

export interface RedisEventStreamOptions {
  redis: Redis;
  keyPrefix: string;
  perChannel?: number;
  /** Entries kept in the full stream (Superset's ..._STREAM_LIMIT_FIREHOSE). */
  fullStreamLimit?: number;
  /** How long one XREAD waits, ms (bounds how long close() waits for the reader). */
  blockMs?: number;
}

type StreamEntry = [id: string, fields: string[]];

export function createRedisEventStream(options: RedisEventStreamOptions): AsyncEventStream {
  const { redis } = options;
  const perChannel = options.perChannel ?? CHANNEL_STREAM_LIMIT;
  const fullStream = `${options.keyPrefix}async-events-full`;
  const channelStream = (channel: string) => `${options.keyPrefix}async-events-${channel}`;
  const listeners = new Set<AsyncEventListener>();
  let reader: Promise<{ connection: Redis; done: Promise<void> }> | null = null;
  let closed = false;

  const startReader = async () => {
    const connection = redis.duplicate();
    const newest = (await connection.xrevrange(fullStream, '+', '-', 'COUNT', 1)) as StreamEntry[];
    let lastSeen = newest[0]?.[0] ?? '0-0';
    const loop = async () => {
      while (!closed) {
        let replies: Array<[string, StreamEntry[]]> | null;
        try {
          replies = (await connection.xread(
            'COUNT',
            MAX_EVENT_COUNT,
            'BLOCK',
            options.blockMs ?? 1000,
            'STREAMS',
            fullStream,
            lastSeen,
          )) as Array<[string, StreamEntry[]]> | null;
        } catch {
          if (closed) return;
          // The connection broke: ioredis reconnects; read again from the last entry seen.
          await new Promise((resolve) => setTimeout(resolve, 250));
          continue;
        }
        for (const [, entries] of replies ?? []) {
          for (const [id, fields] of entries) {
            lastSeen = id;
            const event = parseEntry(fields);
            if (event) for (const listener of listeners) listener(event);
          }
        }
      }
    };
    return { connection, done: loop() };
  };

  return {
    kind: 'redis',
    async publish(channel, data) {
      const json = JSON.stringify(data);
      const id = (await redis.xadd(channelStream(channel), 'MAXLEN', '~', perChannel, '*', 'data', json))!;
      const withId = JSON.stringify({ id, ...data });
      await redis.xadd(fullStream, 'MAXLEN', '~', options.fullStreamLimit ?? 100_000, '*', 'data', withId);
      return id;
    },
    async read(channel, lastId, limit = MAX_EVENT_COUNT) {
      const after = parseEventId(lastId);
      const start = after ? nextEventId(after) : '-';
      const entries = (await redis.xrange(
        channelStream(channel),
        start,
        '+',
        'COUNT',
        limit,
      )) as StreamEntry[];
      const events: AsyncEvent[] = [];
      for (const [id, fields] of entries) {
        const data = parseEntry(fields);
        if (data) events.push({ ...data, id });
      }
      return events;
    },
    async subscribe(listener) {
      if (closed) throw new Error('the async event stream is closed');
      reader ??= startReader();
      await reader;
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
      const running = await reader?.catch(() => null);
      if (running) {
        running.connection.disconnect();
        await running.done;
      }
      await closeRedis(redis);
    },
  };
}

/** The event of an entry's `data` field; null for an entry that is not one of ours. */
function parseEntry(fields: string[]): AsyncEvent | null {
  const index = fields.indexOf('data');
  if (index < 0 || index % 2 !== 0) return null;
  try {
    return JSON.parse(fields[index + 1] ?? '') as AsyncEvent;
  } catch {
    return null;
  }
}
