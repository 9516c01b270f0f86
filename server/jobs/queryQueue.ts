// The queue of async SQL Lab queries. Jobs are plain data (what a BullMQ job would carry); one
// processor function runs them. The in-process version runs at most `concurrency` jobs at a
// time and refuses jobs beyond `maxPending` waiting ones; a Redis/BullMQ version can implement
// the same interface (enqueue / close) for `loupe worker` processes.

export interface QueryQueue<J> {
  /** Queues the job; throws QueueFullError when too many wait already. */
  enqueue(job: J): Promise<void>;
  readonly waiting: number;
  readonly active: number;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
}

export type QueryJobProcessor<J> = (job: J) => Promise<void>;

export class QueueFullError extends Error {
  override name = 'QueueFullError';
}

export interface InProcessQueueOptions<J> {
  concurrency?: number;
  maxPending?: number;
  /** Where a processor's unexpected error goes (the processor records query failures itself). */
  onError?: (error: unknown, job: J) => void;
}

export function createInProcessQueryQueue<J>(
  processor: QueryJobProcessor<J>,
  options: InProcessQueueOptions<J> = {},
): QueryQueue<J> {
  const concurrency = options.concurrency ?? 4;
  const maxPending = options.maxPending ?? 1000;
  const waiting: J[] = [];
  const running = new Set<Promise<void>>();
  let closed = false;

  const pump = () => {
    while (!closed && running.size < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      const task: Promise<void> = processor(job)
        .catch((error: unknown) => options.onError?.(error, job))
        .finally(() => {
          running.delete(task);
          pump();
        });
      running.add(task);
    }
  };

  return {
    async enqueue(job) {
      if (closed) throw new QueueFullError('the query queue is closed');
      if (waiting.length >= maxPending) throw new QueueFullError('too many queries are waiting');
      waiting.push(job);
      queueMicrotask(pump);
    },
    get waiting() {
      return waiting.length;
    },
    get active() {
      return running.size;
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await Promise.allSettled([...running]);
    },
  };
}
