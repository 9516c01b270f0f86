// Running one async chart query as a promise: the machine with the caller's calls, fed with the
// events of its jobs. This is what the chart machine's `chartQuery` actor uses.
import { createActor, fromPromise, toPromise } from 'xstate';
import { asyncChartQueryMachine } from './machine.ts';
import type {
  AsyncChartQueryInput,
  AsyncChartQueryOutput,
  AsyncEvent,
  FetchResultInput,
  PostChartDataInput,
  PostChartDataOutput,
} from './types.ts';

export interface AsyncChartQueryDeps {
  postChartData?: (input: PostChartDataInput, signal: AbortSignal) => Promise<PostChartDataOutput>;
  fetchResult: (input: FetchResultInput, signal: AbortSignal) => Promise<unknown>;
  /** Calls the listener with every event of the job; returns the unsubscribe (asyncEvents client). */
  listen: (jobId: string, listener: (event: AsyncEvent) => void) => () => void;
  /** An event with another status than done or error (default console.warn). */
  warn?: (status: string) => void;
}

/**
 * Resolves with the data (a list) or rejects with the error (`{ error }` for an unexpected status
 * or a failed job, else the call's error). Aborting the signal stops the machine, cancelling its
 * calls, and rejects with an AbortError.
 */
export function runAsyncChartQuery(
  deps: AsyncChartQueryDeps,
  input: AsyncChartQueryInput,
  signal?: AbortSignal,
): Promise<unknown[]> {
  const machine = asyncChartQueryMachine.provide({
    actors: {
      postChartData: fromPromise(({ input: call, signal: callSignal }) =>
        deps.postChartData
          ? deps.postChartData(call, callSignal)
          : Promise.reject(new Error('postChartData: no implementation provided')),
      ),
      fetchResult: fromPromise(({ input: call, signal: callSignal }) => deps.fetchResult(call, callSignal)),
    },
    ...(deps.warn
      ? { actions: { warn: (_: unknown, params: { status: string }) => deps.warn?.(params.status) } }
      : {}),
  });
  const actor = createActor(machine, { input });
  const unsubscribes = new Map<string, () => void>();
  const listenTo = (jobId: string) => {
    if (!unsubscribes.has(jobId)) {
      unsubscribes.set(
        jobId,
        deps.listen(jobId, (event) => actor.send({ type: 'JOB_EVENT', event })),
      );
    }
  };
  actor.subscribe((snapshot) => {
    for (const job of snapshot.context.jobs) listenTo(job.job_id);
  });
  const done = toPromise(actor) as Promise<AsyncChartQueryOutput>;
  return new Promise<unknown[]>((resolve, reject) => {
    const cleanUp = () => {
      for (const unsubscribe of unsubscribes.values()) unsubscribe();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      actor.stop();
      cleanUp();
      reject(Object.assign(new Error('The operation was aborted.'), { name: 'AbortError' }));
    };
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort);
    done.then(
      (output: AsyncChartQueryOutput | undefined) => {
        cleanUp();
        if (!output) return; // stopped by an abort (already rejected)
        if (output.ok) resolve(output.data);
        else reject(output.error);
      },
      (error) => {
        cleanUp();
        reject(error);
      },
    );
    actor.start();
  });
}
