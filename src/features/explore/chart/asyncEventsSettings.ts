// How explore's charts receive async query events (GLOBAL_ASYNC_QUERIES): the server's
// GLOBAL_ASYNC_QUERIES_TRANSPORT and _POLLING_DELAY from the bootstrap's common.conf, given by the
// explore page to its charts; and the websocket the 'ws' transport opens.
import { createContext } from 'react';
import type { SocketHandlers } from '../../../../machines/asyncEvents/client.ts';

export interface AsyncEventsSettings {
  transport: 'polling' | 'ws';
  pollingDelayMs: number;
  /** GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: a path on this site (/ws/async_event/) or a ws(s):// URL. */
  websocketUrl: string;
}

/** Superset's defaults (polling every 500 ms) until the explore page says otherwise. */
export const DEFAULT_ASYNC_EVENTS: AsyncEventsSettings = {
  transport: 'polling',
  pollingDelayMs: 500,
  websocketUrl: '/ws/async_event/',
};

export const AsyncEventsSettingsContext = createContext<AsyncEventsSettings>(DEFAULT_ASYNC_EVENTS);

/** Opens the websocket (`?last_id=…`); each message is one event's JSON. */
export function openAsyncEventSocket(
  websocketUrl: string,
  lastId: string | null,
  handlers: SocketHandlers,
): () => void {
  const url = new URL(websocketUrl, globalThis.location.href);
  if (url.protocol === 'http:' || url.protocol === 'https:') {
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  }
  if (lastId) url.searchParams.set('last_id', lastId);
  const socket = new WebSocket(url);
  socket.onopen = () => handlers.onOpen();
  socket.onmessage = (message) => handlers.onMessage(String(message.data));
  socket.onclose = () => handlers.onClose();
  return () => socket.close();
}
