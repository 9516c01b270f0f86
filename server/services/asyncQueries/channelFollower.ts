// What the websocket sends (superset-websocket): every kept event of the channel after lastId,
// then each new one as it is published. Live events that arrive while the backlog is read wait,
// and nothing is sent twice or out of order: an event goes out only if its id is after the
// last one sent.
import {
  type AsyncEvent,
  type AsyncEventStream,
  compareEventIds,
  type EventId,
  MAX_EVENT_COUNT,
  parseEventId,
} from './asyncEvents.ts';

export async function followChannel(
  stream: AsyncEventStream,
  channel: string,
  lastId: string | null,
  send: (event: AsyncEvent) => void,
): Promise<() => void> {
  let last: EventId | null = parseEventId(lastId);
  let pending: AsyncEvent[] | null = [];
  let stopped = false;
  const deliver = (event: AsyncEvent) => {
    const id = parseEventId(event.id);
    if (stopped || !id || (last && compareEventIds(id, last) <= 0)) return;
    last = id;
    send(event);
  };
  const unsubscribe = await stream.subscribe((event) => {
    if (event.channel_id !== channel) return;
    if (pending) pending.push(event);
    else deliver(event);
  });
  try {
    for (;;) {
      const page = await stream.read(channel, last ? `${last.ms}-${last.seq}` : null, MAX_EVENT_COUNT);
      for (const event of page) deliver(event);
      if (page.length < MAX_EVENT_COUNT || stopped) break;
    }
  } catch (error) {
    unsubscribe();
    throw error;
  }
  const waiting = pending;
  pending = null;
  for (const event of waiting) deliver(event);
  return () => {
    stopped = true;
    unsubscribe();
  };
}
