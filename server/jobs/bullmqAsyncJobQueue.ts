// Async jobs on Redis with BullMQ: the web process adds them to the `loupe-async-queries` queue
// (keys under `<LOUPE_REDIS_KEY_PREFIX>bull`); `loupe worker` processes run them with the same
// handlers. A job runs once (no retries: its error event is the answer) and leaves nothing
// behind in Redis when it ends.
import { Queue, Worker } from 'bullmq';
import type { AsyncJob, AsyncJobQueue } from './asyncJobs.ts';

export const ASYNC_QUEUE_NAME = 'loupe-async-queries';

export interface BullmqSettings {
  redisUrl: string;
  keyPrefix: string;
}

const bullPrefix = (settings: BullmqSettings) => `${settings.keyPrefix}bull`;

export function createBullmqAsyncJobQueue(settings: BullmqSettings): AsyncJobQueue & { queue: Queue } {
  const queue = new Queue(ASYNC_QUEUE_NAME, {
    connection: { url: settings.redisUrl },
    prefix: bullPrefix(settings),
  });
  return {
    kind: 'bullmq',
    queue,
    async enqueue(job) {
      await queue.add(job.kind, job, {
        jobId: job.metadata.job_id,
        attempts: 1,
        removeOnComplete: true,
        removeOnFail: true,
      });
    },
    async close() {
      await queue.close();
    },
  };
}

export interface BullmqWorkerOptions extends BullmqSettings {
  concurrency: number;
  run: (job: AsyncJob) => Promise<void>;
}

/** A worker taking jobs from the queue (what `loupe worker` runs). */
export function startBullmqAsyncWorker(options: BullmqWorkerOptions): {
  worker: Worker;
  close(): Promise<void>;
} {
  const worker = new Worker<AsyncJob>(ASYNC_QUEUE_NAME, async (job) => options.run(job.data), {
    connection: { url: options.redisUrl, maxRetriesPerRequest: null },
    prefix: bullPrefix(options),
    concurrency: options.concurrency,
  });
  return {
    worker,
    async close() {
      await worker.close();
    },
  };
}
