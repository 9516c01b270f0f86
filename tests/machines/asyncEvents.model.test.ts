// Model-based test of async event delivery: every shortest path @xstate/graph generates over the
// machine's transitions (listeners, socket open/close, fetch replies and the delays, as time) is
// replayed on a live actor with fake timers, and the calls checked in each state it reaches.
import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromCallback } from 'xstate';
import type { AsyncEvent } from '../../machines/asyncChartQuery/index.ts';
import {
  asyncEventsMachine,
  type SocketEvent,
  WS_FALLBACK_WARNING,
} from '../../machines/asyncEvents/index.ts';
import { stateNodesOf } from '../../machines/diagram.ts';
import { controlled, flush } from './harness.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
});

const delayed = stateNodesOf(asyncEventsMachine).flatMap((node) =>
  node.after.map((after) => ({
    type: after.eventType,
    delay: after.delay === 'pollingDelay' ? 500 : Number(after.delay),
  })),
);

const events: Array<EventObject & Record<string, unknown>> = [
  { type: 'LISTEN', jobId: 'j' },
  { type: 'UNLISTEN', jobId: 'j' },
  { type: 'SOCKET_OPEN' },
  { type: 'SOCKET_CLOSED' },
  { type: 'xstate.done.actor.fetchEvents', output: [], actorId: 'fetchEvents' },
  { type: 'xstate.error.actor.fetchEvents', error: new Error('offline'), actorId: 'fetchEvents' },
  ...delayed,
];

const serialize = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, Object.keys(snapshot.context.listening), snapshot.context.socketFailures]);

describe.each([
  ['polling', {}],
  ['ws', { transport: 'ws' as const }],
] as const)('%s', (_, input) => {
  const paths = getShortestPaths(asyncEventsMachine, {
    input,
    events: events as never[],
    serializeState: (snapshot) => serialize(snapshot as AnyMachineSnapshot),
  });

  it('generates paths', () => expect(paths.length).toBeGreaterThan(2));

  it.each(paths.map((path) => [path.steps.map((s) => s.event.type).join(' → '), path] as const))(
    '%s',
    async (_n, path) => {
      const fetchEvents = controlled<{ lastId: string | null }, AsyncEvent[]>();
      const sockets: Array<(event: SocketEvent) => void> = [];
      const warn = vi.fn();
      const actor = createActor(
        asyncEventsMachine.provide({
          actors: {
            fetchEvents: fetchEvents.logic,
            openSocket: fromCallback<SocketEvent, { lastId: string | null }>(({ sendBack }) => {
              sockets.push(sendBack);
            }),
          },
          actions: { warn: (_a, params) => warn(params.message) },
        }),
        { input },
      ).start();
      for (const step of path.steps) {
        const event = step.event as EventObject & Record<string, unknown>;
        if (event.type === 'xstate.init') continue;
        if (event.type.startsWith('xstate.after.')) await vi.advanceTimersByTimeAsync(event.delay as number);
        else if (event.type.startsWith('xstate.done.actor')) fetchEvents.live()!.resolve([]);
        else if (event.type.startsWith('xstate.error.actor')) fetchEvents.live()!.reject(event.error);
        else if (event.type.startsWith('SOCKET_')) sockets.at(-1)!(event as SocketEvent);
        else actor.send(event as never);
        await flush();
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual(step.state.value);
        // A poll runs exactly in polling.fetching, and only for somebody listening.
        expect(fetchEvents.live() !== undefined).toBe(snapshot.matches({ polling: 'fetching' }));
        if (event.type.startsWith('xstate.after.pollingDelay') && snapshot.matches({ polling: 'fetching' }))
          expect(snapshot.context.listening).toHaveProperty('j');
        // The fallback to polling from the websocket is announced.
        if ('transport' in input && snapshot.matches('polling'))
          expect(warn).toHaveBeenCalledWith(WS_FALLBACK_WARNING);
      }
      actor.stop();
    },
  );
});
