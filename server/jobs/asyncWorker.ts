// `loupe worker`: takes async jobs from the BullMQ queue on Redis and runs them with the same
// handlers and services as the web process (createServices on the same metadata store and
// configuration), publishing their events to the Redis streams the web processes read.
import type { ResolvedConfig } from '../config.ts';
import { createServices, type Services } from '../services/services.ts';
import { type MetadataStore, openMetadataStore } from '../store/metadataStore.ts';
import { type AsyncJob, runAsyncJob } from './asyncJobs.ts';
import { startBullmqAsyncWorker } from './bullmqAsyncJobQueue.ts';

export interface AsyncWorker {
  readonly services: Services;
  /** Stops taking jobs, waits for the running ones, then releases the services (and the store it opened). */
  close(): Promise<void>;
}

export interface AsyncWorkerOptions {
  /** An open metadata store (the caller closes it); default: opened from the config. */
  store?: MetadataStore;
  /** Where job failures are logged besides their error events. */
  onError?: (error: unknown, job: AsyncJob) => void;
}

export function startAsyncWorker(config: ResolvedConfig, options: AsyncWorkerOptions = {}): AsyncWorker {
  if (!config.redisUrl) throw new Error('loupe worker needs LOUPE_REDIS_URL');
  const store = options.store ?? openMetadataStore(config.metadata);
  const services = createServices(store.db, config);
  const worker = startBullmqAsyncWorker({
    redisUrl: config.redisUrl,
    keyPrefix: config.redisKeyPrefix,
    concurrency: config.asyncConcurrency,
    run: (job) =>
      runAsyncJob(job, {
        services,
        events: services.asyncQueries.events,
        ...(options.onError ? { onError: options.onError } : {}),
      }),
  });
  return {
    services,
    async close() {
      await worker.close();
      await services.close();
      if (!options.store) await store.close();
    },
  };
}
