// The life cycle of one chart (spec §3 'Chart state', §4 'Chart life cycle'), Superset's chart
// reducer as a machine whose state is the chartStatus. The query is an actor the caller supplies
// (chartQuery); leaving the loading state cancels it.
import { chartSetup, initialChartContext } from './setup.ts';
import type { ChartStatus } from './types.ts';

const status = (value: ChartStatus) => ({ type: 'setStatus' as const, params: { status: value } });

const rendering = {
  RENDERING_SUCCEEDED: { target: '#chart.mounted.rendered', actions: 'renderSucceeded' },
  RENDERING_FAILED: { target: '#chart.mounted.failed', actions: 'renderFailed' },
} as const;

export const chartMachine = chartSetup.createMachine({
  id: 'chart',
  description:
    'One chart (spec §4 "Chart life cycle"), its state is the chartStatus. Trigger query or update ' +
    'started: loading (update started runs the chartQuery actor, a new one cancels the old). ' +
    'Succeeded: success, alert cleared. Stopped: stopped, "Updating chart was stopped" (the query ' +
    'is cancelled). Failed: failed with the first response\'s error and stack trace, or "Network ' +
    'error." without a response. Rendering succeeded: rendered; rendering failed: failed, "An ' +
    'error occurred while rendering the visualization: %s". A failed chart is reset to the empty ' +
    'status when its datasets are set again. Annotation queries: "no data" is a success, aborted ' +
    'ones are ignored, a timeout is "Query timeout".',
  context: ({ input }) => initialChartContext(input),
  initial: 'mounted',
  states: {
    mounted: {
      description: 'The chart is on the page; its substate is the chartStatus.',
      initial: 'boot',
      on: {
        ADD_CHART: { target: '.loading', actions: 'reset' },
        REMOVE_CHART: { target: 'removed' },
        UPDATE_CHART_ID: { actions: 'setChartId' },
        UPDATE_FORM_DATA: { actions: 'setFormData' },
        UPDATE_SLICE_FORM_DATA: { actions: 'setSliceFormData' },
        RENDER_TRIGGERED: { actions: 'setLastRendered' },
        TRIGGER_QUERY: { target: '.loading', actions: 'setTrigger' },
        UPDATE_STARTED: { target: '.loading.querying', actions: 'startUpdate' },
        ANNOTATION_QUERY_STARTED: [
          {
            guard: 'annotationRunning',
            actions: [
              { type: 'abortAnnotationQuery', params: ({ event }) => ({ name: event.annotation.name }) },
              'startAnnotation',
            ],
          },
          { actions: 'startAnnotation' },
        ],
        ANNOTATION_QUERY_SUCCESS: { actions: 'annotationSucceeded' },
        ANNOTATION_QUERY_FAILED: [
          { guard: 'annotationNoData', actions: 'annotationSucceeded' },
          { guard: 'annotationAborted' },
          { actions: 'annotationFailed' },
        ],
      },
      states: {
        boot: {
          description: 'Choice: the status the chart was given (default loading).',
          always: [
            { guard: { type: 'startsAs', params: { status: 'success' } }, target: 'success' },
            { guard: { type: 'startsAs', params: { status: 'rendered' } }, target: 'rendered' },
            { guard: { type: 'startsAs', params: { status: 'stopped' } }, target: 'stopped' },
            { guard: { type: 'startsAs', params: { status: 'failed' } }, target: 'failed' },
            { guard: { type: 'startsAs', params: { status: '' } }, target: 'empty' },
            { target: 'loading' },
          ],
        },
        loading: {
          entry: status('loading'),
          initial: 'pending',
          on: {
            UPDATE_STARTED: { target: '.querying', reenter: true, actions: 'startUpdate' },
            UPDATE_SUCCEEDED: { target: 'success', actions: 'succeed' },
            UPDATE_FAILED: { target: 'failed', actions: 'fail' },
            UPDATE_STOPPED: { target: 'stopped', actions: 'stop' },
          },
          states: {
            pending: {
              description: 'Waiting for the query (triggerQuery tells the caller to start it).',
            },
            querying: {
              description: 'The query runs.',
              on: {
                TRIGGER_QUERY: [
                  { guard: 'triggers', target: 'pending', actions: 'setTrigger' },
                  { actions: 'setTrigger' },
                ],
              },
              invoke: {
                id: 'chartQuery',
                src: 'chartQuery',
                input: ({ context, event }) => ({
                  chartId: context.id,
                  formData: context.latestQueryFormData,
                  force: event.type === 'UPDATE_STARTED' && event.force === true,
                }),
                onDone: { target: '#chart.mounted.success', actions: 'succeed' },
                onError: [
                  {
                    guard: 'aborted',
                    target: '#chart.mounted.stopped',
                    actions: [
                      'stop',
                      { type: 'logQueryError', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                  {
                    target: '#chart.mounted.failed',
                    actions: [
                      'fail',
                      { type: 'logQueryError', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                ],
              },
            },
          },
        },
        success: { entry: status('success'), on: rendering },
        rendered: { entry: status('rendered'), on: rendering },
        stopped: { entry: status('stopped') },
        failed: {
          entry: status('failed'),
          on: { DATASOURCES_SET: { target: 'empty', actions: 'clearFailure' } },
        },
        empty: {
          description: 'chartStatus "" (a failed chart whose datasets were set again).',
          entry: status(''),
        },
      },
    },
    removed: { type: 'final', description: 'The chart was removed (its query is cancelled).' },
  },
});
