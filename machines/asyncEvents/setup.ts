// Types, actors, actions and guards of the async events machine (the states are in machine.ts).
import { assign, type DoneActorEvent, type ErrorActorEvent, fromCallback, fromPromise, setup } from 'xstate';
import type { AsyncEvent } from '../asyncChartQuery/types.ts';
import { NO_LISTENER_WARNING, POLLING_DELAY_MS, WS_MAX_RETRIES } from './constants.ts';
import { parseSocketMessage, retryDelay } from './rules.ts';
import type {
  AsyncEventsContext,
  AsyncEventsEvent,
  AsyncEventsInput,
  FetchEventsInput,
  OpenSocketInput,
  SocketEvent,
} from './types.ts';

export type AsyncEventsMachineEvent =
  | AsyncEventsEvent
  | DoneActorEvent<AsyncEvent[], string>
  | ErrorActorEvent<unknown, string>;

export function initialAsyncEventsContext(input: AsyncEventsInput): AsyncEventsContext {
  return {
    transport: input.transport ?? 'polling',
    pollingDelayMs: input.pollingDelayMs ?? POLLING_DELAY_MS,
    lastId: input.lastId ?? null,
    listening: {},
    retries: {},
    socketFailures: 0,
  };
}

/** The events an event brings: a poll's result, a socket message, a retry. */
function incoming(event: AsyncEventsMachineEvent): { events: AsyncEvent[]; attempt: number } | null {
  if (event.type === 'xstate.done.actor.fetchEvents' && 'output' in event)
    return { events: event.output ?? [], attempt: 0 };
  if (event.type === 'RETRY') return { events: [event.event], attempt: event.attempt };
  if (event.type === 'SOCKET_MESSAGE') {
    const events = parseSocketMessage(event.data);
    return events ? { events, attempt: 0 } : null;
  }
  return null;
}

export const asyncEventsSetup = setup({
  types: {
    context: {} as AsyncEventsContext,
    events: {} as AsyncEventsMachineEvent,
    input: {} as AsyncEventsInput,
  },
  actors: {
    /** `GET /api/v1/async_event/?last_id=…` → the events. */
    fetchEvents: fromPromise<AsyncEvent[], FetchEventsInput>(() =>
      Promise.reject(new Error('fetchEvents: no implementation provided')),
    ),
    /** The websocket (`?last_id=…`): sends SOCKET_OPEN, SOCKET_MESSAGE {data}, SOCKET_CLOSED. */
    openSocket: fromCallback<SocketEvent, OpenSocketInput>(({ sendBack }) => {
      sendBack({ type: 'SOCKET_CLOSED' });
    }),
  },
  actions: {
    /** Hand an event to the listeners of its job (supplied by the caller). */
    deliver: (_, _params: { event: AsyncEvent }) => {},
    /** Save the last event id in local storage (supplied by the caller). */
    saveLastId: (_, _params: { id: string }) => {},
    /** A warning (default console.warn). */
    warn: (_, params: { message: string; detail?: unknown }) =>
      params.detail === undefined
        ? console.warn(params.message)
        : console.warn(params.message, params.detail),
    listen: assign(({ context, event }) =>
      event.type === 'LISTEN' ? { listening: { ...context.listening, [event.jobId]: true as const } } : {},
    ),
    unlisten: assign(({ context, event }) => {
      if (event.type !== 'UNLISTEN') return {};
      const listening = { ...context.listening };
      delete listening[event.jobId];
      return { listening };
    }),
    socketOpened: assign({ socketFailures: 0 }),
    countSocketFailure: assign(({ context }) => ({ socketFailures: context.socketFailures + 1 })),
  },
  guards: {
    /** The websocket transport is configured. */
    isWebsocket: ({ context }) => context.transport === 'ws',
    /** Somebody waits for a job (polling asks only then, as Superset). */
    hasListeners: ({ context }) => Object.keys(context.listening).length > 0,
    /** Fewer than WS_MAX_RETRIES reconnections so far. */
    canReconnect: ({ context }) => context.socketFailures + 1 <= WS_MAX_RETRIES,
  },
  delays: {
    /** The configured polling delay (default 500 ms). */
    pollingDelay: ({ context }) => context.pollingDelayMs,
  },
});

/** Deliver each event to its listeners; retry one nobody listens to; remember the last id. */
export const processEvents = asyncEventsSetup.enqueueActions(({ context, event, enqueue }) => {
  const batch = incoming(event);
  if (!batch) {
    if (event.type === 'SOCKET_MESSAGE')
      enqueue({ type: 'warn', params: { message: 'Bad event', detail: event.data } });
    return;
  }
  const retries = { ...context.retries };
  let lastId = context.lastId;
  for (const asyncEvent of batch.events) {
    const jobId = asyncEvent.job_id;
    if (context.listening[jobId]) {
      enqueue({ type: 'deliver', params: { event: asyncEvent } });
      delete retries[jobId];
    } else {
      const attempt = (retries[jobId] ?? 0) + 1;
      const delay = retryDelay(attempt);
      if (delay === null) {
        delete retries[jobId];
        enqueue({ type: 'warn', params: { message: NO_LISTENER_WARNING, detail: jobId } });
      } else {
        retries[jobId] = attempt;
        enqueue.raise({ type: 'RETRY', event: asyncEvent, attempt }, { delay });
      }
    }
    // A retried event is older than what was seen since: the last id only moves forward.
    if (batch.attempt === 0 && typeof asyncEvent.id === 'string') {
      lastId = asyncEvent.id;
      enqueue({ type: 'saveLastId', params: { id: asyncEvent.id } });
    }
  }
  enqueue.assign({ retries, lastId });
});
