// The SPA's async event client (no React): the asyncEvents machine with plain functions for its
// calls, listeners by job id, and waitForJob (Superset's waitForAsyncData).
import { createActor, fromCallback, fromPromise } from 'xstate';
import { runAsyncChartQuery } from '../asyncChartQuery/run.ts';
import type { AsyncEvent, AsyncJob, FetchResultInput } from '../asyncChartQuery/types.ts';
import { LAST_EVENT_ID_KEY } from './constants.ts';
import { asyncEventsMachine } from './machine.ts';
import type { SocketEvent, Transport } from './types.ts';

export interface SocketHandlers {
  onOpen: () => void;
  onMessage: (data: string) => void;
  onClose: () => void;
}

export interface AsyncEventClientOptions {
  /** `GET /api/v1/async_event/?last_id=…` → the `result` list. */
  fetchEvents: (lastId: string | null) => Promise<AsyncEvent[]>;
  /** Open the websocket (`?last_id=…` when given); returns its close. Needed for transport 'ws'. */
  openSocket?: (lastId: string | null, handlers: SocketHandlers) => () => void;
  /** `GET {result_url}` for waitForJob. */
  fetchResult?: (input: FetchResultInput, signal: AbortSignal) => Promise<unknown>;
  /** Local storage (or a stand-in) for the last event id. */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  transport?: Transport;
  pollingDelayMs?: number;
  warn?: (message: string, detail?: unknown) => void;
}

export interface AsyncEventClient {
  /** Every event of the job goes to the listener until the returned unsubscribe. */
  listen: (jobId: string, listener: (event: AsyncEvent) => void) => () => void;
  /** The job's result (fetched from result_url once done) or its error (rejected). */
  waitForJob: (job: AsyncJob, signal?: AbortSignal) => Promise<unknown[]>;
  stop: () => void;
}

export function createAsyncEventClient(options: AsyncEventClientOptions): AsyncEventClient {
  const warn = options.warn ?? ((message: string, detail?: unknown) => console.warn(message, detail ?? ''));
  let lastId: string | null = null;
  try {
    lastId = options.storage?.getItem(LAST_EVENT_ID_KEY) ?? null;
  } catch {
    warn('Failed to fetch last event Id from localStorage');
  }
  const listeners = new Map<string, Set<(event: AsyncEvent) => void>>();
  const machine = asyncEventsMachine.provide({
    actors: {
      fetchEvents: fromPromise(({ input }) => options.fetchEvents(input.lastId)),
      openSocket: fromCallback<SocketEvent, { lastId: string | null }>(({ input, sendBack }) => {
        if (!options.openSocket) {
          sendBack({ type: 'SOCKET_CLOSED' });
          return undefined;
        }
        return options.openSocket(input.lastId, {
          onOpen: () => sendBack({ type: 'SOCKET_OPEN' }),
          onMessage: (data) => sendBack({ type: 'SOCKET_MESSAGE', data }),
          onClose: () => sendBack({ type: 'SOCKET_CLOSED' }),
        });
      }),
    },
    actions: {
      deliver: (_, { event }) => {
        for (const listener of [...(listeners.get(event.job_id) ?? [])]) listener(event);
      },
      saveLastId: (_, { id }) => {
        try {
          options.storage?.setItem(LAST_EVENT_ID_KEY, id);
        } catch (error) {
          warn('Error saving event Id to localStorage', error);
        }
      },
      warn: (_, { message, detail }) => warn(message, detail),
    },
  });
  const actor = createActor(machine, {
    input: { transport: options.transport, pollingDelayMs: options.pollingDelayMs, lastId },
  }).start();

  const listen = (jobId: string, listener: (event: AsyncEvent) => void) => {
    const set = listeners.get(jobId) ?? new Set();
    set.add(listener);
    listeners.set(jobId, set);
    actor.send({ type: 'LISTEN', jobId });
    return () => {
      set.delete(listener);
      if (set.size === 0 && listeners.get(jobId) === set) {
        listeners.delete(jobId);
        actor.send({ type: 'UNLISTEN', jobId });
      }
    };
  };

  return {
    listen,
    waitForJob: (job, signal) =>
      runAsyncChartQuery(
        {
          fetchResult: options.fetchResult ?? (() => Promise.reject(new Error('fetchResult: not provided'))),
          listen,
          warn: (status) => warn('received event with status', status),
        },
        { jobs: [job] },
        signal,
      ),
    stop: () => actor.stop(),
  };
}
