// Types, actors, actions and guards of the SQL Lab query machine (the states are in machine.ts).
import {
  assign,
  type DoneActorEvent,
  type ErrorActorEvent,
  fromPromise,
  setup,
  spawnChild,
  stopChild,
} from 'xstate';
import type { Notice } from '../notice.ts';
import { FETCH_RESULTS_FAILED } from './messages.ts';
import {
  errorMessageOf,
  errorsOf,
  isSuccessResult,
  serverFields,
  serverStateFor,
  successFields,
} from './rules.ts';
import { isQueryState, type QueryState, type Severity } from './states.ts';
import type {
  FetchResultsInput,
  QueryContext,
  QueryEvent,
  QueryInput,
  QueryResults,
  StopQueryInput,
} from './types.ts';

/** The caller's events, and the replies of the actors the machine starts. */
export type QueryMachineEvent =
  | QueryEvent
  | DoneActorEvent<QueryResults, 'fetchResults'>
  | ErrorActorEvent<unknown, 'fetchResults'>
  | DoneActorEvent<unknown, 'stopQuery'>
  | ErrorActorEvent<unknown, 'stopQuery'>;

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name}: no implementation provided`));
}

export function initialQueryContext(input: QueryInput): QueryContext {
  return {
    dbId: null,
    sqlEditorId: null,
    tab: null,
    tempSchema: null,
    tempTable: null,
    ctas: false,
    runAsync: false,
    queryLimit: null,
    isDataPreview: false,
    progress: 0,
    startDttm: null,
    endDttm: null,
    rows: null,
    results: null,
    resultsKey: null,
    limitingFactor: null,
    errorMessage: null,
    errors: null,
    link: null,
    trackingUrl: null,
    cached: false,
    changedOn: null,
    extra: null,
    ...input,
  };
}

export const sqlLabQuerySetup = setup({
  types: {
    context: {} as QueryContext,
    events: {} as QueryMachineEvent,
    input: {} as QueryInput,
    meta: {} as { severity: Severity },
    tags: {} as 'inProgress' | 'finished',
    children: {} as { fetchResults: 'fetchResults'; stopQuery: 'stopQuery' },
  },
  actors: {
    /** `GET /api/v1/sqllab/results/?q=(key,rows)`; resolves with the results. */
    fetchResults: fromPromise<QueryResults, FetchResultsInput>(notProvided('fetchResults')),
    /** `POST /api/v1/query/stop` with `{client_id}`. */
    stopQuery: fromPromise<unknown, StopQueryInput>(notProvided('stopQuery')),
  },
  actions: {
    /** Show a toast (supplied by the caller). */
    notify: (_, _notice: Notice) => {},
    /** Link the query as its tab's latest query (supplied by the caller). */
    linkToEditor: () => {},
    start: assign({ progress: 0, startDttm: () => Date.now(), endDttm: null, cached: false }),
    applyServerUpdate: assign(({ event }) =>
      event.type === 'SERVER_UPDATE' ? serverFields(event.query) : {},
    ),
    applySuccess: assign(({ context, event }) =>
      event.type === 'SUCCESS' ? successFields(context, event.results, Date.now()) : {},
    ),
    applyFailure: assign(({ event }) =>
      event.type === 'FAILURE'
        ? {
            errorMessage: event.errorMessage,
            errors: event.errors ?? null,
            link: event.link ?? null,
            endDttm: Date.now(),
          }
        : {},
    ),
    applyTimeout: assign(({ context, event }) => ({
      endDttm: Date.now(),
      errorMessage: (event.type === 'TIMEOUT' ? event.errorMessage : null) ?? context.errorMessage,
    })),
    applyFetchedResults: assign(({ context, event }) =>
      event.type === 'xstate.done.actor.fetchResults' ? successFields(context, event.output, Date.now()) : {},
    ),
    applyFetchFailure: assign(({ event }) =>
      event.type === 'xstate.error.actor.fetchResults'
        ? {
            errorMessage: errorMessageOf(event.error, FETCH_RESULTS_FAILED),
            errors: errorsOf(event.error),
            endDttm: Date.now(),
          }
        : {},
    ),
    clearResults: assign({ results: null }),
    requestResults: spawnChild('fetchResults', {
      id: 'fetchResults',
      input: ({ context, event }) => ({
        resultsKey: context.resultsKey ?? '',
        rows: event.type === 'FETCH_RESULTS' ? (event.rows ?? null) : null,
      }),
    }),
    cancelFetch: stopChild('fetchResults'),
    requestStop: spawnChild('stopQuery', {
      id: 'stopQuery',
      input: ({ context }) => ({ clientId: context.id }),
    }),
  },
  guards: {
    runAsync: ({ context }) => context.runAsync,
    resultIsSuccess: ({ event }) => event.type === 'SUCCESS' && isSuccessResult(event.results),
    hasResultsKey: ({ context }) => Boolean(context.resultsKey),
    fetchedSuccess: ({ event }) =>
      event.type === 'xstate.done.actor.fetchResults' && isSuccessResult(event.output),
    /** A refresh that leaves the query in `local` (still applying the server's fields). */
    serverKeeps: ({ event }, params: { local: QueryState }) =>
      event.type === 'SERVER_UPDATE' &&
      isQueryState(event.query.state) &&
      serverStateFor(params.local, event.query.state) === params.local,
    /** A refresh that moves the query out of `local`. */
    serverMoves: ({ event }, params: { local: QueryState }) =>
      event.type === 'SERVER_UPDATE' && serverStateFor(params.local, event.query.state) !== params.local,
    serverSays: ({ event }, params: { state: QueryState }) =>
      event.type === 'SERVER_UPDATE' && event.query.state === params.state,
  },
});
