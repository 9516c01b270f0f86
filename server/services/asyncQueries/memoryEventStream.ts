// Async events in this process (no Redis): a bounded list per channel, ids from one clock that
// never goes back (same millisecond: next sequence), listeners called on publish. Channels are
// bounded too: the one published to least recently goes first.
import {
  type AsyncEvent,
  type AsyncEventListener,
  type AsyncEventStream,
  CHANNEL_STREAM_LIMIT,
  compareEventIds,
  type EventId,
  MAX_EVENT_COUNT,
  parseEventId,
} from './asyncEvents.ts';

export interface MemoryEventStreamOptions {
  perChannel?: number;
  maxChannels?: number;
  now?: () => number;
}

interface Stored {
  id: EventId;
  event: AsyncEvent;
}

export function createMemoryEventStream(options: MemoryEventStreamOptions = {}): AsyncEventStream {
  const perChannel = options.perChannel ?? CHANNEL_STREAM_LIMIT;
  const maxChannels = options.maxChannels ?? 10_000;
  const now = options.now ?? Date.now;
  const channels = new Map<string, Stored[]>();
  const listeners = new Set<AsyncEventListener>();
  let last: EventId = { ms: 0, seq: 0 };

  const nextId = (): EventId => {
    const ms = now();
    last = ms > last.ms ? { ms, seq: 0 } : { ms: last.ms, seq: last.seq + 1 };
    return last;
  };

  return {
    kind: 'memory',
    async publish(channel, data) {
      const id = nextId();
      const event: AsyncEvent = { id: `${id.ms}-${id.seq}`, ...data };
      const events = channels.get(channel) ?? [];
      channels.delete(channel);
      channels.set(channel, events);
      events.push({ id, event });
      if (events.length > perChannel) events.splice(0, events.length - perChannel);
      for (const [oldChannel] of channels) {
        if (channels.size <= maxChannels) break;
        channels.delete(oldChannel);
      }
      for (const listener of listeners) listener(event);
      return event.id;
    },
    async read(channel, lastId, limit = MAX_EVENT_COUNT) {
      const events = channels.get(channel) ?? [];
      const after = parseEventId(lastId);
      let start = 0;
      if (after) {
        // Ids grow along the list: binary search for the first one after lastId.
        let high = events.length;
        while (start < high) {
          const middle = (start + high) >>> 1;
          if (compareEventIds(events[middle]!.id, after) <= 0) start = middle + 1;
          else high = middle;
        }
      }
      return events.slice(start, start + limit).map((stored) => stored.event);
    },
    async subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async close() {
      listeners.clear();
      channels.clear();
    },
  };
}
