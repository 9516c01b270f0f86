// Data of async event delivery (spec §4 'Event delivery', §3 'Async event').
import type { AsyncEvent } from '../asyncChartQuery/types.ts';

export type Transport = 'polling' | 'ws';

export interface AsyncEventsInput {
  transport?: Transport;
  pollingDelayMs?: number;
  /** The last event id seen (read from local storage by the caller). */
  lastId?: string | null;
}

export interface AsyncEventsContext {
  transport: Transport;
  pollingDelayMs: number;
  lastId: string | null;
  /** Job ids somebody listens to. */
  listening: Record<string, true>;
  /** Attempts so far of events nobody listened to, by job id. */
  retries: Record<string, number>;
  /** Reconnections of the websocket since it was last open. */
  socketFailures: number;
}

/** What the injected websocket actor sends back. */
export type SocketEvent =
  | { type: 'SOCKET_OPEN' }
  | { type: 'SOCKET_MESSAGE'; data: string }
  | { type: 'SOCKET_CLOSED' };

export type AsyncEventsEvent =
  | { type: 'LISTEN'; jobId: string }
  | { type: 'UNLISTEN'; jobId: string }
  /** An event delivered again after nobody listened to it. */
  | { type: 'RETRY'; event: AsyncEvent; attempt: number }
  | SocketEvent;

export interface FetchEventsInput {
  lastId: string | null;
}
export interface OpenSocketInput {
  lastId: string | null;
}
