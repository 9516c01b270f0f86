// What the websocket sends (superset-websocket): every kept event of the channel after lastId,
// then each new one as it is published. The channel's own stream is the record: a live event
// only says that the channel has news, and the follower reads the channel after the last event
// it sent — so nothing is sent twice or out of order, and nothing is lost when two publishers'
// notifications arrive in another order than their channel entries were written (several
// workers each write the channel entry, then the notification).
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
  let stopped = false;
  const deliver = (event: AsyncEvent) => {
    const id = parseEventId(event.id);
    if (stopped || !id || (last && compareEventIds(id, last) <= 0)) return;
    last = id;
    send(event);
  };
  /** Reads the channel after the last event sent, until a short page. */
  const readAfterLast = async () => {
    for (;;) {
      const page = await stream.read(channel, last ? `${last.ms}-${last.seq}` : null, MAX_EVENT_COUNT);
      for (const event of page) deliver(event);
      if (page.length < MAX_EVENT_COUNT || stopped) return;
    }
  };
  // One read at a time; news that comes during a read asks for one more read after it.
  let reading: Promise<void> | null = null;
  let again = false;
  const catchUp = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = (async () => {
      try {
        do {
          again = false;
          await readAfterLast();
        } while (again && !stopped);
      } finally {
        reading = null;
      }
    })();
    return reading;
  };
  const unsubscribe = await stream.subscribe((event) => {
    if (event.channel_id !== channel || stopped) return;
    // A failed read is retried with the next news (the events stay in the channel's stream).
    catchUp().catch(() => {});
  });
  try {
    await catchUp();
  } catch (error) {
    unsubscribe();
    throw error;
  }
  return () => {
    stopped = true;
    unsubscribe();
  };
}
