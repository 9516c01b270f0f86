// Events about async jobs, kept per channel in a stream (Superset's async query manager: a Redis
// stream `async-events-<channel>` per channel plus a full stream; the entry ids are the event
// ids). Ids are Redis stream ids `<milliseconds>-<sequence>`: they only grow, and a reader passes
// the last one it saw to get the later ones.
import type { components } from '../../../src/api/schema.gen.ts';

export type AsyncJobMetadata = components['schemas']['AsyncJobMetadata'];
export type AsyncEvent = components['schemas']['AsyncEvent'];
export type AsyncJobStatus = components['schemas']['AsyncJobStatus'];

/** Superset's MAX_EVENT_COUNT: events one read returns at most. */
export const MAX_EVENT_COUNT = 100;
/** Events kept per channel (Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT). */
export const CHANNEL_STREAM_LIMIT = 1000;

export type AsyncEventListener = (event: AsyncEvent) => void;

export interface AsyncEventStream {
  readonly kind: 'memory' | 'redis';
  /** Appends the event to its channel's stream; returns the new event's id. */
  publish(channel: string, event: AsyncJobMetadata): Promise<string>;
  /** The channel's events after lastId (from the oldest kept without it), oldest first. */
  read(channel: string, lastId: string | null, limit?: number): Promise<AsyncEvent[]>;
  /** Calls the listener with every later event of every channel; returns the unsubscribe. */
  subscribe(listener: AsyncEventListener): Promise<() => void>;
  close(): Promise<void>;
}

export interface EventId {
  ms: number;
  seq: number;
}

/** A stream id `<ms>-<seq>` (or `<ms>`, meaning `<ms>-0`); null when it is not one. */
export function parseEventId(text: string | null | undefined): EventId | null {
  const match = /^(\d{1,15})(?:-(\d{1,15}))?$/.exec(text ?? '');
  if (!match) return null;
  return { ms: Number(match[1]), seq: Number(match[2] ?? 0) };
}

export function formatEventId(id: EventId): string {
  return `${id.ms}-${id.seq}`;
}

export function compareEventIds(a: EventId, b: EventId): number {
  return a.ms - b.ms || a.seq - b.seq;
}

/** The smallest id after `id` (Superset's increment_id): XRANGE from it excludes `id`. */
export function nextEventId(id: EventId): string {
  return formatEventId({ ms: id.ms, seq: id.seq + 1 });
}

/** Superset's build_job_metadata. */
export function jobMetadata(
  channelId: string,
  jobId: string,
  userId: number | null,
  status: AsyncJobStatus,
  extra: { errors?: AsyncJobMetadata['errors']; result_url?: string | null } = {},
): AsyncJobMetadata {
  return {
    channel_id: channelId,
    job_id: jobId,
    user_id: userId,
    status,
    errors: extra.errors ?? [],
    result_url: extra.result_url ?? null,
  };
}
