// Types, actors, actions and guards of the async chart query machine (states in machine.ts).
import { assign, type DoneActorEvent, type ErrorActorEvent, fromPromise, setup } from 'xstate';
import { IGNORED_STATUS } from './messages.ts';
import { dataOf, jobError, jobEventOutcome, jobsOf, unexpectedStatus } from './rules.ts';
import type {
  AsyncChartQueryContext,
  AsyncChartQueryEvent,
  AsyncChartQueryInput,
  AsyncEvent,
  FetchResultInput,
  PostChartDataInput,
  PostChartDataOutput,
} from './types.ts';

export type AsyncChartQueryMachineEvent =
  | AsyncChartQueryEvent
  | DoneActorEvent<PostChartDataOutput, 'postChartData'>
  | DoneActorEvent<unknown, 'fetchResult'>
  | ErrorActorEvent<unknown, string>;

function notProvided(name: string): () => Promise<never> {
  return () => Promise.reject(new Error(`${name}: no implementation provided`));
}

export function initialAsyncChartQueryContext(input: AsyncChartQueryInput): AsyncChartQueryContext {
  return { input, jobs: input.jobs ?? [], queue: [], results: {}, data: null, error: null };
}

/** The event is about one of the jobs still waited for. */
function isPending(context: AsyncChartQueryContext, event: AsyncEvent): boolean {
  return (
    context.jobs.some((job) => job.job_id === event.job_id) &&
    !(event.job_id in context.results) &&
    !context.queue.some((queued) => queued.job_id === event.job_id)
  );
}

const statusOf = (event: AsyncChartQueryMachineEvent): number | undefined =>
  event.type === 'xstate.done.actor.postChartData' ? event.output.status : undefined;

export const asyncChartQuerySetup = setup({
  types: {
    context: {} as AsyncChartQueryContext,
    events: {} as AsyncChartQueryMachineEvent,
    input: {} as AsyncChartQueryInput,
  },
  actors: {
    /** `POST /api/v1/chart/data?form_data=…&force=…` with the query context. */
    postChartData: fromPromise<PostChartDataOutput, PostChartDataInput>(notProvided('postChartData')),
    /** `GET {result_url}`. */
    fetchResult: fromPromise<unknown, FetchResultInput>(notProvided('fetchResult')),
  },
  actions: {
    /** An event with another status than done or error was ignored (default: console.warn). */
    warn: (_, params: { status: string }) => console.warn(IGNORED_STATUS, params.status),
    acceptData: assign(({ event }) =>
      event.type === 'xstate.done.actor.postChartData' ? { data: dataOf(event.output.json) } : {},
    ),
    acceptJobs: assign(({ event }) =>
      event.type === 'xstate.done.actor.postChartData' ? { jobs: jobsOf(event.output.json) } : {},
    ),
    rejectStatus: assign(({ event }) =>
      event.type === 'xstate.done.actor.postChartData'
        ? { error: unexpectedStatus(event.output.status) }
        : {},
    ),
    rejectCall: assign(({ event }) => ('error' in event ? { error: event.error } : {})),
    rejectJob: assign(({ event }) => (event.type === 'JOB_EVENT' ? { error: jobError(event.event) } : {})),
    enqueue: assign(({ context, event }) =>
      event.type === 'JOB_EVENT' ? { queue: [...context.queue, event.event] } : {},
    ),
    acceptResult: assign(({ context, event }) => {
      if (event.type !== 'xstate.done.actor.fetchResult') return {};
      const [head, ...rest] = context.queue;
      return head
        ? { queue: rest, results: { ...context.results, [head.job_id]: dataOf(event.output) } }
        : {};
    }),
    collect: assign(({ context }) => ({
      data: context.jobs.flatMap((job) => context.results[job.job_id] ?? []),
    })),
  },
  guards: {
    /** Started with jobs to wait for (no post). */
    hasJobs: ({ context }) => context.jobs.length > 0,
    /** HTTP 200: the data itself. */
    isOk: ({ event }) => statusOf(event) === 200,
    /** HTTP 202: job descriptors. */
    isAccepted: ({ event }) => statusOf(event) === 202,
    /** A waited-for job is done. */
    jobDone: ({ context, event }) =>
      event.type === 'JOB_EVENT' &&
      isPending(context, event.event) &&
      jobEventOutcome(event.event) === 'done',
    /** A waited-for job failed. */
    jobFailed: ({ context, event }) =>
      event.type === 'JOB_EVENT' &&
      isPending(context, event.event) &&
      jobEventOutcome(event.event) === 'error',
    /** An event of a waited-for job with another status. */
    jobOther: ({ context, event }) =>
      event.type === 'JOB_EVENT' &&
      isPending(context, event.event) &&
      jobEventOutcome(event.event) === 'ignored',
    /** Every job has its result. */
    allResolved: ({ context }) => context.jobs.every((job) => job.job_id in context.results),
    /** A done job's result is still to be fetched. */
    hasQueued: ({ context }) => context.queue.length > 0,
  },
});
