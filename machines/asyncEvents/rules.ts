// The rules of event delivery as pure functions (spec §4 'Event delivery').
import type { AsyncEvent } from '../asyncChartQuery/types.ts';
import { EVENT_RETRY_DELAY_MS, MAX_EVENT_RETRIES } from './constants.ts';

/** The delay before the n-th retry of an event nobody listens to, or null when it is dropped. */
export function retryDelay(attempt: number): number | null {
  return attempt >= 1 && attempt <= MAX_EVENT_RETRIES ? EVENT_RETRY_DELAY_MS * attempt : null;
}

/** The events of a websocket message (one event as JSON), or null when it is not one. */
export function parseSocketMessage(data: string): AsyncEvent[] | null {
  try {
    const parsed: unknown = JSON.parse(data);
    const list = Array.isArray(parsed) ? parsed : [parsed];
    return list.every((item) => typeof item === 'object' && item !== null && typeof item.job_id === 'string')
      ? (list as AsyncEvent[])
      : null;
  } catch {
    return null;
  }
}
