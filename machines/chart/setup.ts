// Types, actors, actions and guards of the chart machine (the states are in machine.ts).
import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { UPDATE_STOPPED } from './messages.ts';
import {
  annotationFailure,
  defaultChartState,
  failedResponses,
  isAbort,
  renderingFailedAlert,
  updateFailedFields,
  without,
} from './rules.ts';
import type {
  ChartEvent,
  ChartInput,
  ChartQueryInput,
  ChartState,
  ChartStatus,
  QueryResponse,
} from './types.ts';

/** The caller's events, and the replies of the query actor. */
export type ChartMachineEvent =
  | ChartEvent
  | DoneActorEvent<QueryResponse[], 'chartQuery'>
  | ErrorActorEvent<unknown, 'chartQuery'>;

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name}: no implementation provided`));
}

export function initialChartContext(input: ChartInput): ChartState {
  return { ...defaultChartState(input.id), ...input };
}

const now = () => Date.now();

export const chartSetup = setup({
  types: {
    context: {} as ChartState,
    events: {} as ChartMachineEvent,
    input: {} as ChartInput,
    children: {} as { chartQuery: 'chartQuery' },
  },
  actors: {
    /** The chart's query: `POST /api/v1/chart/data` (async ones wait for their job, see
     * asyncChartQuery). Resolves with the responses; rejects with an AbortError when aborted,
     * `{ queriesResponse }` or a server error object when it failed, anything else for a network error. */
    chartQuery: fromPromise<QueryResponse[], ChartQueryInput>(notProvided('chartQuery')),
  },
  actions: {
    /** Abort the caller's running annotation query of this layer (a new one replaces it). */
    abortAnnotationQuery: (_, _params: { name: string }) => {},
    /** Log the end of a failed chart query: 'abort', 'timeout' or the error (supplied by the caller). */
    logQueryError: (_, _params: { error: unknown }) => {},
    setStatus: assign((_, params: { status: ChartStatus }) => ({ chartStatus: params.status })),
    reset: assign(({ context, event }) =>
      event.type === 'ADD_CHART'
        ? { ...defaultChartState(context.id), ...event.chart, chartStatus: 'loading' as const }
        : {},
    ),
    setChartId: assign(({ event }) => (event.type === 'UPDATE_CHART_ID' ? { id: event.newId } : {})),
    setFormData: assign(({ event }) =>
      event.type === 'UPDATE_FORM_DATA' ? { latestQueryFormData: event.formData } : {},
    ),
    setSliceFormData: assign(({ event }) =>
      event.type === 'UPDATE_SLICE_FORM_DATA' ? { sliceFormData: event.sliceFormData } : {},
    ),
    setTrigger: assign(({ event }) =>
      event.type === 'TRIGGER_QUERY' ? { triggerQuery: event.value ?? true } : {},
    ),
    setLastRendered: assign(({ event }) =>
      event.type === 'RENDER_TRIGGERED' ? { lastRendered: event.value } : {},
    ),
    startUpdate: assign(({ context, event }) => ({
      latestQueryFormData:
        event.type === 'UPDATE_STARTED' && event.formData ? event.formData : context.latestQueryFormData,
      triggerQuery: false,
      chartStackTrace: null,
      chartAlert: null,
      chartUpdateEndTime: null,
      chartUpdateStartTime: now(),
    })),
    succeed: assign(({ event }) => ({
      chartAlert: null,
      chartUpdateEndTime: now(),
      queriesResponse:
        event.type === 'UPDATE_SUCCEEDED'
          ? event.queriesResponse
          : event.type === 'xstate.done.actor.chartQuery'
            ? event.output
            : null,
    })),
    stop: assign({ chartAlert: UPDATE_STOPPED, chartUpdateEndTime: () => now() }),
    fail: assign(({ event }) => ({
      chartUpdateEndTime: now(),
      ...updateFailedFields(
        event.type === 'UPDATE_FAILED'
          ? event.queriesResponse
          : event.type === 'xstate.error.actor.chartQuery'
            ? failedResponses(event.error)
            : null,
      ),
    })),
    renderSucceeded: assign({ chartUpdateEndTime: () => now() }),
    renderFailed: assign(({ event }) =>
      event.type === 'RENDERING_FAILED'
        ? { chartAlert: renderingFailedAlert(event.error), chartStackTrace: event.stackTrace ?? null }
        : {},
    ),
    clearFailure: assign({ chartStackTrace: null, chartAlert: null }),
    startAnnotation: assign(({ context, event }) =>
      event.type === 'ANNOTATION_QUERY_STARTED'
        ? { annotationQuery: { ...context.annotationQuery, [event.annotation.name]: true as const } }
        : {},
    ),
    annotationSucceeded: assign(({ context, event }) => {
      if (event.type !== 'ANNOTATION_QUERY_SUCCESS' && event.type !== 'ANNOTATION_QUERY_FAILED') return {};
      const { name } = event.annotation;
      return {
        annotationData: {
          ...context.annotationData,
          [name]: event.type === 'ANNOTATION_QUERY_SUCCESS' ? event.data : undefined,
        },
        annotationError: without(context.annotationError, name),
        annotationQuery: without(context.annotationQuery, name),
      };
    }),
    annotationFailed: assign(({ context, event }) => {
      if (event.type !== 'ANNOTATION_QUERY_FAILED') return {};
      const failure = annotationFailure(event.error);
      const { name } = event.annotation;
      return {
        annotationData: without(context.annotationData, name),
        annotationError: {
          ...context.annotationError,
          [name]: failure.kind === 'failed' ? failure.message : '',
        },
        annotationQuery: without(context.annotationQuery, name),
      };
    }),
  },
  guards: {
    /** The chart starts in this status (its input). */
    startsAs: ({ context }, params: { status: ChartStatus }) => context.chartStatus === params.status,
    /** TRIGGER_QUERY asks for a query (value true or omitted). */
    triggers: ({ event }) => event.type === 'TRIGGER_QUERY' && event.value !== false,
    /** The query was aborted. */
    aborted: ({ event }) => event.type === 'xstate.error.actor.chartQuery' && isAbort(event.error),
    /** The annotation query's error says 'no data': a success. */
    annotationNoData: ({ event }) =>
      event.type === 'ANNOTATION_QUERY_FAILED' && annotationFailure(event.error).kind === 'success',
    /** The annotation query was aborted: ignored. */
    annotationAborted: ({ event }) =>
      event.type === 'ANNOTATION_QUERY_FAILED' && annotationFailure(event.error).kind === 'ignored',
    /** Another annotation query of this layer is in flight. */
    annotationRunning: ({ context, event }) =>
      event.type === 'ANNOTATION_QUERY_STARTED' && context.annotationQuery[event.annotation.name] === true,
  },
});
