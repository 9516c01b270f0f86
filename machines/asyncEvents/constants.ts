// Constants of async event delivery (spec §4 'Event delivery', §9), as Superset's asyncEvent.ts.

export const POLLING_DELAY_MS = 500;
export const WS_RECONNECT_DELAY_MS = 2500;
/** Reconnections tried before falling back to polling. */
export const WS_MAX_RETRIES = 6;
/** An event nobody listens to (yet) is retried this many times… */
export const MAX_EVENT_RETRIES = 6;
/** …after this delay times the attempt number. */
export const EVENT_RETRY_DELAY_MS = 100;
/** The local-storage key of the last event id seen. */
export const LAST_EVENT_ID_KEY = 'last_async_event_id';
export const POLLING_URL = '/api/v1/async_event/';

export const WS_FALLBACK_WARNING = 'WebSocket not available, falling back to async polling';
export const NO_LISTENER_WARNING = 'listener not found for job_id';
