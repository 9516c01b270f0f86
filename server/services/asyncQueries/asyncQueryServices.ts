// Async queries (GLOBAL_ASYNC_QUERIES), bound to one configuration: the event stream, the job
// queue and the async-token channels. In memory and in-process without Redis; with
// LOUPE_REDIS_URL, Redis streams and a BullMQ queue served by `loupe worker` processes.
import { randomUUID } from 'node:crypto';
import type { ResolvedConfig } from '../../config.ts';
import { type AsyncJob, type AsyncJobQueue, runAsyncJob } from '../../jobs/asyncJobs.ts';
import { createBullmqAsyncJobQueue } from '../../jobs/bullmqAsyncJobQueue.ts';
import { createInProcessAsyncJobQueue } from '../../jobs/inProcessAsyncJobQueue.ts';
import { openRedis } from '../../jobs/redis.ts';
import type { Services } from '../services.ts';
import { notAuthorized } from '../shared/loupeError.ts';
import {
  type AsyncEvent,
  type AsyncEventStream,
  type AsyncJobMetadata,
  jobMetadata,
  MAX_EVENT_COUNT,
} from './asyncEvents.ts';
import { type AsyncTokenService, createAsyncTokenService } from './asyncToken.ts';
import { followChannel } from './channelFollower.ts';
import { createMemoryEventStream } from './memoryEventStream.ts';
import { createRedisEventStream } from './redisEventStream.ts';

/** The websocket endpoint (served by the web server itself). */
export const ASYNC_EVENT_WEBSOCKET_PATH = '/ws/async_event/';

/** What the SPA reads in a bootstrap's common.conf (Superset's names). */
export interface AsyncClientConf {
  GLOBAL_ASYNC_QUERIES_TRANSPORT: 'polling' | 'ws';
  GLOBAL_ASYNC_QUERIES_POLLING_DELAY: number;
  GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: string;
}

export function asyncClientConf(
  config: Pick<ResolvedConfig, 'asyncTransport' | 'asyncPollingDelayMs'>,
): AsyncClientConf {
  return {
    GLOBAL_ASYNC_QUERIES_TRANSPORT: config.asyncTransport,
    GLOBAL_ASYNC_QUERIES_POLLING_DELAY: config.asyncPollingDelayMs,
    GLOBAL_ASYNC_QUERIES_WEBSOCKET_URL: ASYNC_EVENT_WEBSOCKET_PATH,
  };
}

export interface AsyncQueryServices {
  /** GLOBAL_ASYNC_QUERIES is on. */
  readonly enabled: boolean;
  readonly events: AsyncEventStream;
  readonly queue: AsyncJobQueue;
  readonly tokens: AsyncTokenService;
  /** The channel of the caller's async-token cookie; 401 when missing, forged or another user's. */
  channelOf(cookie: string | undefined, userId: number): Promise<string>;
  /** A new cookie value when the caller has no valid token of their own, else null. */
  renewedToken(cookie: string | undefined, userId: number): Promise<string | null>;
  /** Queues a job on the channel; its metadata (status pending) is the 202 reply. */
  submit(kind: string, channel: string, userId: number | null, payload: unknown): Promise<AsyncJobMetadata>;
  /** GET /api/v1/async_event/: the channel's events after lastId, at most 100. */
  readEvents(cookie: string | undefined, userId: number, lastId: string | null): Promise<AsyncEvent[]>;
  /** Sends the channel's events after lastId, then every new one, until the returned stop. */
  follow(channel: string, lastId: string | null, send: (event: AsyncEvent) => void): Promise<() => void>;
  clientConf(): AsyncClientConf;
  close(): Promise<void>;
}

export function createAsyncQueryServices(
  config: ResolvedConfig,
  services: () => Services,
  log: (error: unknown, job: AsyncJob) => void = () => undefined,
): AsyncQueryServices {
  const tokens = createAsyncTokenService(config.secretKey);
  const events = config.redisUrl
    ? createRedisEventStream({ redis: openRedis(config.redisUrl), keyPrefix: config.redisKeyPrefix })
    : createMemoryEventStream();
  const queue = config.redisUrl
    ? createBullmqAsyncJobQueue({ redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix })
    : createInProcessAsyncJobQueue({
        concurrency: config.asyncConcurrency,
        run: (job) => runAsyncJob(job, { services: services(), events, onError: log }),
        onError: log,
      });

  const channelOf = async (cookie: string | undefined, userId: number) => {
    const claims = cookie ? await tokens.verify(cookie) : null;
    if (!claims || claims.userId !== userId) throw notAuthorized();
    return claims.channel;
  };

  return {
    enabled: config.featureFlags.GLOBAL_ASYNC_QUERIES === true,
    events,
    queue,
    tokens,
    channelOf,
    async renewedToken(cookie, userId) {
      const claims = cookie ? await tokens.verify(cookie) : null;
      if (claims && claims.userId === userId) return null;
      return (await tokens.issue(userId)).token;
    },
    async submit(kind, channel, userId, payload) {
      const metadata = jobMetadata(channel, randomUUID(), userId, 'pending');
      await queue.enqueue({ kind, metadata, payload });
      return metadata;
    },
    async readEvents(cookie, userId, lastId) {
      return events.read(await channelOf(cookie, userId), lastId, MAX_EVENT_COUNT);
    },
    follow: (channel, lastId, send) => followChannel(events, channel, lastId, send),
    clientConf: () => asyncClientConf(config),
    async close() {
      await queue.close();
      await events.close();
    },
  };
}
