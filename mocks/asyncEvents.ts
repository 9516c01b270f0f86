// The mock's async events (GLOBAL_ASYNC_QUERIES): one channel per signed-in session, events with
// growing `<ms>-<seq>` ids, read after a last id at most 100 at a time, as the server does. The
// chart-data mock publishes here; tests may too. reset() between tests.
import type { components } from '../src/api/schema.gen.ts';

type AsyncEvent = components['schemas']['AsyncEvent'];
type AsyncJobMetadata = components['schemas']['AsyncJobMetadata'];

let events: AsyncEvent[] = [];
let sequence = 0;

const idParts = (id: string) => id.split('-').map(Number) as [number, number];

export const mockAsyncEvents = {
  publish(metadata: AsyncJobMetadata): AsyncEvent {
    const event = { id: `${Date.now()}-${sequence++}`, ...metadata };
    events.push(event);
    return event;
  },
  /** The events after lastId (all without it, or with one that is not an id), at most 100. */
  read(lastId: string | null): AsyncEvent[] {
    if (lastId === null || !/^\d+-\d+$/.test(lastId)) return events.slice(0, 100);
    const [ms, seq] = idParts(lastId);
    return events
      .filter((event) => {
        const [eventMs, eventSeq] = idParts(event.id);
        return eventMs > ms || (eventMs === ms && eventSeq > seq);
      })
      .slice(0, 100);
  },
  reset() {
    events = [];
  },
};
