// Property tests of the query machine: for any sequence of caller events and actor replies, it
// agrees with a reference model of the spec's rules, a stopped query stays stopped (never
// success), and the severity it carries is displaySeverity of its state.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  displaySeverity,
  type FetchResultsInput,
  FINISHED_STATES,
  IN_PROGRESS_STATES,
  QUERY_STATES,
  type QueryEvent,
  type QueryResults,
  type QueryState,
  type StopQueryInput,
  serverStateFor,
  sqlLabQueryMachine,
} from '../../machines/sqlLabQuery/index.ts';
import { controlled, flush } from './harness.ts';

/** The documented table (spec §4, the rest as Superset). */
const SEVERITY: Record<string, string> = {
  offline: 'error',
  failed: 'error',
  stopped: 'error',
  pending: 'info',
  fetching: 'info',
  running: 'warning',
  success: 'success',
  timed_out: 'error',
  scheduled: 'info',
  started: 'info',
};

const resultStatus = fc.constantFrom('success', 'failed', 'running', 'stopped');
const results = (status: string): QueryResults => ({ status, data: [], query: { rows: 0 } });

type Step =
  | { kind: 'event'; event: QueryEvent }
  | { kind: 'fetchReply'; ok: boolean; status: string }
  | { kind: 'stopReply'; ok: boolean };

const event: fc.Arbitrary<QueryEvent> = fc.oneof(
  fc.constant({ type: 'START' as const }),
  fc.record({
    type: fc.constant('SERVER_UPDATE' as const),
    query: fc.record(
      {
        state: fc.oneof(fc.constantFrom(...QUERY_STATES), fc.constant('unknown_state')),
        progress: fc.integer({ min: 0, max: 100 }),
        resultsKey: fc.option(fc.constantFrom('k1', 'k2'), { nil: null }),
      },
      { requiredKeys: ['state'] },
    ),
  }),
  resultStatus.map((status) => ({ type: 'SUCCESS' as const, results: results(status) })),
  fc.constant({ type: 'FAILURE' as const, errorMessage: 'boom' }),
  fc.constant({ type: 'STOP' as const }),
  fc.option(fc.integer({ min: 1, max: 1000 }), { nil: undefined }).map((rows) => ({
    type: 'FETCH_RESULTS' as const,
    rows,
  })),
  fc.constant({ type: 'TIMEOUT' as const }),
);

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: event.map((e) => ({ kind: 'event' as const, event: e })) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('fetchReply' as const),
      ok: fc.boolean(),
      status: resultStatus,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('stopReply' as const), ok: fc.boolean() }) },
);

const inProgress = (state: QueryState) => (IN_PROGRESS_STATES as readonly QueryState[]).includes(state);

/** The spec's rules for a caller event, as a table-free reference. */
function expected(prev: QueryState, e: QueryEvent, resultsKey: string | null, runAsync: boolean): QueryState {
  switch (e.type) {
    case 'START':
      return prev === 'started' ? (runAsync ? 'pending' : 'running') : prev;
    case 'SERVER_UPDATE':
      return serverStateFor(prev, e.query.state);
    case 'SUCCESS':
      return prev !== 'stopped' && e.results.status === 'success' ? 'success' : prev;
    case 'FAILURE':
      return prev === 'stopped' ? prev : 'failed';
    case 'STOP':
      return inProgress(prev) ? 'stopped' : prev;
    case 'TIMEOUT':
      return inProgress(prev) ? 'timed_out' : prev;
    case 'FETCH_RESULTS':
      return resultsKey && ['pending', 'running', 'scheduled', 'fetching', 'success'].includes(prev)
        ? 'fetching'
        : prev;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('sqlLabQuery machine, for any sequence of events', () => {
  it('follows the rules, keeps a stopped query stopped and shows the severity of its state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { maxLength: 40 }), async (runAsync, steps) => {
        const fetchResults = controlled<FetchResultsInput, QueryResults>();
        const stopQuery = controlled<StopQueryInput, unknown>();
        const actor = createActor(
          sqlLabQueryMachine.provide({
            actors: { fetchResults: fetchResults.logic, stopQuery: stopQuery.logic },
          }),
          { input: { id: 'q', sql: 'SELECT 1', runAsync } },
        ).start();
        let wasStopped = false;
        try {
          for (const s of steps) {
            const before = actor.getSnapshot();
            const prev = before.value as QueryState;
            if (s.kind === 'event') {
              actor.send(s.event);
              expect(actor.getSnapshot().value).toBe(
                expected(prev, s.event, before.context.resultsKey, runAsync),
              );
            } else {
              const fetchCall = s.kind === 'fetchReply' ? fetchResults.live() : undefined;
              const stopCall = s.kind === 'stopReply' ? stopQuery.live() : undefined;
              if (fetchCall && s.ok && s.kind === 'fetchReply') fetchCall.resolve(results(s.status));
              else if (stopCall && s.ok) stopCall.resolve(undefined);
              else (fetchCall ?? stopCall)?.reject({ status: 500 });
              await flush();
            }
            const snapshot = actor.getSnapshot();
            const value = snapshot.value as QueryState;
            expect(QUERY_STATES).toContain(value);
            if (wasStopped) expect(value).toBe('stopped');
            if (wasStopped) expect(value).not.toBe('success');
            wasStopped ||= value === 'stopped';

            const severity = snapshot.getMeta()[`sqlLabQuery.${value}`]?.severity;
            expect(severity).toBe(displaySeverity(value));
            expect(severity).toBe(SEVERITY[value]);
            expect(snapshot.hasTag('inProgress')).toBe(inProgress(value));
            expect(snapshot.hasTag('finished')).toBe((FINISHED_STATES as readonly string[]).includes(value));
          }
        } finally {
          actor.stop();
        }
      }),
      { numRuns: 300 },
    );
  });
});
