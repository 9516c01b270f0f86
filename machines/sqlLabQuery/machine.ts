// The life cycle of one SQL Lab query (spec §4 'SQL editor queries'), one actor per query.
// Executing the SQL and polling the server are the caller's: it sends START, SERVER_UPDATE,
// SUCCESS, FAILURE and TIMEOUT. Fetching results and stopping are actors it supplies.
import type { SnapshotFrom } from 'xstate';
import { QUERY_STOPPED, STOP_FAILED } from './messages.ts';
import { initialQueryContext, sqlLabQuerySetup } from './setup.ts';
import type { QueryState } from './states.ts';
import type { QueryRecord } from './types.ts';

const success = { guard: 'resultIsSuccess', target: 'success', actions: 'applySuccess' } as const;
const failure = { target: 'failed', actions: 'applyFailure' } as const;
const stop = { target: 'stopped', actions: ['clearResults', 'requestStop'] } as const;
const timeout = { target: 'timed_out', actions: 'applyTimeout' } as const;
const fetchResults = { guard: 'hasResultsKey', target: 'fetching', actions: 'requestResults' } as const;

/** A server refresh from `local`: kept (fields applied) or moved on through the `serverUpdate` choice. */
function serverUpdate(local: QueryState) {
  return [
    { guard: { type: 'serverKeeps', params: { local } }, actions: 'applyServerUpdate' },
    {
      guard: { type: 'serverMoves', params: { local } },
      target: 'serverUpdate',
      actions: 'applyServerUpdate',
    },
  ] as const;
}

export const sqlLabQueryMachine = sqlLabQuerySetup.createMachine({
  id: 'sqlLabQuery',
  description:
    'One SQL Lab query, from creation to a finished state (spec §4 "SQL editor queries"). ' +
    'The caller runs the SQL and polls the server, and sends START, SERVER_UPDATE, SUCCESS, ' +
    'FAILURE and TIMEOUT; fetching results (fetchResults) and stopping (stopQuery) are actors it supplies. ' +
    'A server refresh never overwrites stopped or failed, and keeps a local fetching, success or ' +
    'running state when the server says success; success applies only to a result whose status is ' +
    'success, and never after a stop.',
  context: ({ input }) => initialQueryContext(input),
  initial: 'started',
  states: {
    started: {
      description: 'Created, not yet sent.',
      tags: ['inProgress'],
      meta: { severity: 'info' },
      on: {
        START: [
          { guard: 'runAsync', target: 'pending', actions: ['start', 'linkToEditor'] },
          { target: 'running', actions: ['start', 'linkToEditor'] },
        ],
        SERVER_UPDATE: serverUpdate('started'),
        SUCCESS: success,
        FAILURE: failure,
        STOP: stop,
        TIMEOUT: timeout,
      },
    },
    pending: {
      tags: ['inProgress'],
      meta: { severity: 'info' },
      on: {
        SERVER_UPDATE: serverUpdate('pending'),
        SUCCESS: success,
        FAILURE: failure,
        STOP: stop,
        TIMEOUT: timeout,
        FETCH_RESULTS: fetchResults,
      },
    },
    running: {
      tags: ['inProgress'],
      meta: { severity: 'warning' },
      on: {
        SERVER_UPDATE: serverUpdate('running'),
        SUCCESS: success,
        FAILURE: failure,
        STOP: stop,
        TIMEOUT: timeout,
        FETCH_RESULTS: fetchResults,
      },
    },
    scheduled: {
      tags: ['inProgress'],
      meta: { severity: 'info' },
      on: {
        SERVER_UPDATE: serverUpdate('scheduled'),
        SUCCESS: success,
        FAILURE: failure,
        STOP: stop,
        TIMEOUT: timeout,
        FETCH_RESULTS: fetchResults,
      },
    },
    fetching: {
      description: 'Results requested (fetchResults, when FETCH_RESULTS asked).',
      tags: ['inProgress'],
      meta: { severity: 'info' },
      exit: 'cancelFetch',
      on: {
        SERVER_UPDATE: serverUpdate('fetching'),
        SUCCESS: success,
        FAILURE: failure,
        STOP: stop,
        TIMEOUT: timeout,
        FETCH_RESULTS: { ...fetchResults, reenter: true },
        'xstate.done.actor.fetchResults': {
          guard: 'fetchedSuccess',
          target: 'success',
          actions: 'applyFetchedResults',
        },
        'xstate.error.actor.fetchResults': {
          target: 'failed',
          actions: 'applyFetchFailure',
        },
      },
    },
    success: {
      tags: ['finished'],
      meta: { severity: 'success' },
      on: {
        SERVER_UPDATE: serverUpdate('success'),
        SUCCESS: success,
        FAILURE: failure,
        FETCH_RESULTS: fetchResults,
      },
    },
    failed: {
      tags: ['finished'],
      meta: { severity: 'error' },
      on: {
        SUCCESS: success,
        FAILURE: failure,
      },
    },
    timed_out: {
      tags: ['finished'],
      meta: { severity: 'error' },
      on: {
        SERVER_UPDATE: serverUpdate('timed_out'),
        SUCCESS: success,
        FAILURE: failure,
      },
    },
    stopped: {
      description: 'Results cleared, the stop posted (stopQuery). Nothing leaves this state.',
      tags: ['finished'],
      meta: { severity: 'error' },
      on: {
        'xstate.done.actor.stopQuery': {
          actions: { type: 'notify', params: { level: 'success', message: QUERY_STOPPED } },
        },
        'xstate.error.actor.stopQuery': {
          actions: { type: 'notify', params: { level: 'danger', message: STOP_FAILED } },
        },
      },
    },
    serverUpdate: {
      description: "Choice: the server's state.",
      always: [
        { guard: { type: 'serverSays', params: { state: 'started' } }, target: 'started' },
        { guard: { type: 'serverSays', params: { state: 'pending' } }, target: 'pending' },
        { guard: { type: 'serverSays', params: { state: 'running' } }, target: 'running' },
        { guard: { type: 'serverSays', params: { state: 'scheduled' } }, target: 'scheduled' },
        { guard: { type: 'serverSays', params: { state: 'fetching' } }, target: 'fetching' },
        { guard: { type: 'serverSays', params: { state: 'success' } }, target: 'success' },
        { guard: { type: 'serverSays', params: { state: 'failed' } }, target: 'failed' },
        { guard: { type: 'serverSays', params: { state: 'stopped' } }, target: 'stopped' },
        { guard: { type: 'serverSays', params: { state: 'timed_out' } }, target: 'timed_out' },
      ],
    },
  },
});

/** The query as lists see it: its context and its state. */
export function queryRecordOf(snapshot: SnapshotFrom<typeof sqlLabQueryMachine>): QueryRecord {
  return { ...snapshot.context, state: snapshot.value as QueryState };
}
