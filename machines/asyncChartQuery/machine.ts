// One async chart query (spec §4 'Async chart queries'): the post and each job's result are
// actors the caller supplies (postChartData, fetchResult); the events of the jobs come in as
// JOB_EVENT (forwarded from the asyncEvents client).
import { asyncChartQuerySetup, initialAsyncChartQueryContext } from './setup.ts';
import type { AsyncChartQueryOutput } from './types.ts';

const warnIgnored = {
  guard: 'jobOther',
  actions: {
    type: 'warn',
    params: ({ event }: { event: { type: string; event?: { status: string } } }) => ({
      status: String(event.event?.status),
    }),
  },
} as const;

export const asyncChartQueryMachine = asyncChartQuerySetup.createMachine({
  id: 'asyncChartQuery',
  description:
    'A chart query posted to POST /api/v1/chart/data (spec §4 "Async chart queries"). HTTP 200 is ' +
    'the data. HTTP 202 gives job descriptors: each waits for an event with its job_id, status done ' +
    "(its result is then fetched from result_url) or error (the event's errors). Events with other " +
    'statuses are ignored with a warning. Any other status fails with "Received unexpected response ' +
    'status (x) while fetching chart data". The output is { ok, data } or { ok: false, error }.',
  context: ({ input }) => initialAsyncChartQueryContext(input),
  output: ({ context }): AsyncChartQueryOutput =>
    context.data !== null ? { ok: true, data: context.data } : { ok: false, error: context.error },
  initial: 'boot',
  states: {
    boot: {
      description: 'Choice: jobs given (wait for them) or a query to post.',
      always: [{ guard: 'hasJobs', target: 'jobs' }, { target: 'posting' }],
    },
    posting: {
      invoke: {
        id: 'postChartData',
        src: 'postChartData',
        input: ({ context }) => ({
          queryContext: context.input.queryContext,
          formData: context.input.formData,
          force: context.input.force === true,
        }),
        onDone: [
          { guard: 'isOk', target: 'succeeded', actions: 'acceptData' },
          { guard: 'isAccepted', target: 'jobs', actions: 'acceptJobs' },
          { target: 'failed', actions: 'rejectStatus' },
        ],
        onError: { target: 'failed', actions: 'rejectCall' },
      },
    },
    jobs: {
      description: "Waiting for the jobs' events and fetching their results.",
      initial: 'next',
      states: {
        next: {
          description: 'Choice: every job resolved, a result to fetch, or wait.',
          always: [
            { guard: 'allResolved', target: '#asyncChartQuery.succeeded', actions: 'collect' },
            { guard: 'hasQueued', target: 'fetching' },
            { target: 'waiting' },
          ],
        },
        waiting: {
          on: {
            JOB_EVENT: [
              { guard: 'jobDone', target: 'fetching', actions: 'enqueue' },
              { guard: 'jobFailed', target: '#asyncChartQuery.failed', actions: 'rejectJob' },
              warnIgnored,
            ],
          },
        },
        fetching: {
          on: {
            JOB_EVENT: [
              { guard: 'jobDone', actions: 'enqueue' },
              { guard: 'jobFailed', target: '#asyncChartQuery.failed', actions: 'rejectJob' },
              warnIgnored,
            ],
          },
          invoke: {
            id: 'fetchResult',
            src: 'fetchResult',
            input: ({ context }) => ({
              jobId: context.queue[0]?.job_id ?? '',
              resultUrl: context.queue[0]?.result_url ?? '',
            }),
            onDone: { target: 'next', actions: 'acceptResult' },
            onError: { target: '#asyncChartQuery.failed', actions: 'rejectCall' },
          },
        },
      },
    },
    succeeded: { type: 'final' },
    failed: { type: 'final' },
  },
});
