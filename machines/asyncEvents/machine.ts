// Delivery of async events (spec §4 'Event delivery'): polling (GET /api/v1/async_event/) or a
// websocket, both actors the caller supplies; events go to the listeners of their job.
import { WS_FALLBACK_WARNING, WS_RECONNECT_DELAY_MS } from './constants.ts';
import { asyncEventsSetup, initialAsyncEventsContext, processEvents } from './setup.ts';

export const asyncEventsMachine = asyncEventsSetup.createMachine({
  id: 'asyncEvents',
  description:
    'Async event delivery (spec §4 "Event delivery"). Polling (default) asks GET ' +
    '/api/v1/async_event/?last_id=… every polling delay (500 ms default) while somebody listens. ' +
    'The websocket (opened with the last id) reconnects 2500 ms after closing, and after 6 ' +
    'failed reconnections falls back to polling with a warning. Events go to the listeners of ' +
    'their job_id; an event nobody listens to is retried up to 6 times after 100 ms times the ' +
    'attempt. The last event id is saved (local storage) and sent on (re)connect.',
  context: ({ input }) => initialAsyncEventsContext(input),
  initial: 'boot',
  on: {
    LISTEN: { actions: 'listen' },
    UNLISTEN: { actions: 'unlisten' },
    RETRY: { actions: processEvents },
  },
  states: {
    boot: {
      description: 'Choice: the configured transport.',
      always: [{ guard: 'isWebsocket', target: 'socket' }, { target: 'polling' }],
    },
    polling: {
      initial: 'waiting',
      states: {
        waiting: {
          after: {
            pollingDelay: [
              { guard: 'hasListeners', target: 'fetching' },
              { target: 'waiting', reenter: true },
            ],
          },
        },
        fetching: {
          invoke: {
            id: 'fetchEvents',
            src: 'fetchEvents',
            input: ({ context }) => ({ lastId: context.lastId }),
            onDone: { target: 'waiting', actions: processEvents },
            onError: {
              target: 'waiting',
              actions: {
                type: 'warn',
                params: ({ event }) => ({ message: 'Failed to fetch events', detail: event.error }),
              },
            },
          },
        },
      },
    },
    socket: {
      initial: 'open',
      states: {
        open: {
          invoke: {
            id: 'openSocket',
            src: 'openSocket',
            input: ({ context }) => ({ lastId: context.lastId }),
          },
          on: {
            SOCKET_OPEN: { actions: 'socketOpened' },
            SOCKET_MESSAGE: { actions: processEvents },
            SOCKET_CLOSED: { target: 'closed' },
          },
        },
        closed: {
          after: {
            [WS_RECONNECT_DELAY_MS]: [
              { guard: 'canReconnect', target: 'open', actions: 'countSocketFailure' },
              {
                target: '#asyncEvents.polling',
                actions: ['countSocketFailure', { type: 'warn', params: { message: WS_FALLBACK_WARNING } }],
              },
            ],
          },
        },
      },
    },
  },
});
