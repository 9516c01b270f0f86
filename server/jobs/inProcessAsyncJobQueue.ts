// Async jobs run by the web process itself (no Redis): the SQL Lab queue's bounded-concurrency
// queue, each job run by runAsyncJob with this process's services.
import type { AsyncJob, AsyncJobQueue } from './asyncJobs.ts';
import { createInProcessQueryQueue } from './queryQueue.ts';

export interface InProcessAsyncJobQueueOptions {
  run: (job: AsyncJob) => Promise<void>;
  concurrency: number;
  maxPending?: number;
  onError?: (error: unknown, job: AsyncJob) => void;
}

export function createInProcessAsyncJobQueue(options: InProcessAsyncJobQueueOptions): AsyncJobQueue {
  const queue = createInProcessQueryQueue(options.run, {
    concurrency: options.concurrency,
    maxPending: options.maxPending ?? 1000,
    ...(options.onError ? { onError: options.onError } : {}),
  });
  return {
    kind: 'in-process',
    enqueue: (job) => queue.enqueue(job),
    close: () => queue.close(),
  };
}
