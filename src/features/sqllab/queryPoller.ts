// Polling the server for the queries that run without this page waiting on them (async runs,
// queries restored after a reload): GET /api/v1/query/updated_since every 2000 ms while any is in
// progress, 'offline' when the server cannot be reached, and the inactive cleanup of spec §4.
import { isClientError } from '../../api/clientError.ts';
import { NETWORK_ERROR_STATUS } from '../../api/normalizeError.ts';
import { type ClientQuery, type SqlLabApi, toServerUpdate } from './sqlLabApi.ts';
import type { QueryEntry } from './sqlLabSessionTypes.ts';

/** Superset polls `updated_since` every 2000 ms while queries run. */
export const POLL_INTERVAL_MS = 2000;
/** Superset asks for changes since the last one it saw, less this buffer. */
export const QUERY_UPDATE_BUFFER_MS = 5000;
/**
 * Inactive cleanup: when a poll finds nothing new, running or pending queries with zero
 * progress older than this are dropped (Superset's QUERY_TIMEOUT_LIMIT).
 */
export const INACTIVE_QUERY_MS = 2000;

/** What the poller needs of the session. */
export interface PollHost {
  readonly api: Pick<SqlLabApi, 'updatedSince'>;
  queries(): ReadonlyMap<string, QueryEntry>;
  /** Whether the execute call of a query run on this page has not answered yet. */
  awaitsExecute(id: string): boolean;
  setOffline(offline: boolean): void;
  fetchResults(id: string): void;
  dropQueries(ids: readonly string[]): void;
}

/** A call that never reached the server (no response, or a gateway saying it is down). */
function isUnreachable(error: unknown): boolean {
  if (!isClientError(error)) return true;
  return [0, NETWORK_ERROR_STATUS, 502, 503, 504].includes(error.status);
}

export class QueryPoller {
  private readonly host: PollHost;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The newest `changed_on` seen (ms): the next poll asks from there, less the buffer. */
  private lastUpdatedMs = 0;
  private stopped = false;

  constructor(host: PollHost) {
    this.host = host;
  }

  /** A query's `changed_on` as the bootstrap or a reply gave it. */
  sawChange(changedOn: string | null | undefined): void {
    const changed = Date.parse(changedOn ?? '');
    if (Number.isFinite(changed)) this.lastUpdatedMs = Math.max(this.lastUpdatedMs, changed);
  }

  /** Ask no later than `ms` (a query restored as running started then; one run here, now). */
  askFrom(ms: number): void {
    this.lastUpdatedMs = this.lastUpdatedMs === 0 ? ms : Math.min(this.lastUpdatedMs, ms);
  }

  /** Polls in POLL_INTERVAL_MS unless a poll is already due. */
  schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.poll();
    }, POLL_INTERVAL_MS);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private anyInProgress(): boolean {
    for (const entry of this.host.queries().values()) {
      const snapshot = entry.actor.getSnapshot();
      if ((snapshot.context.runAsync || entry.restored) && snapshot.hasTag('inProgress')) return true;
      if (snapshot.value === 'pending' || snapshot.value === 'scheduled') return true;
    }
    return false;
  }

  private async poll(): Promise<void> {
    if (this.stopped || !this.anyInProgress()) return;
    try {
      const since = Math.max(0, this.lastUpdatedMs - QUERY_UPDATE_BUFFER_MS);
      const updates = await this.host.api.updatedSince(since);
      if (this.stopped) return;
      this.host.setOffline(false);
      for (const update of updates) {
        this.sawChange(update.changed_on);
        this.apply(update);
      }
      if (updates.length === 0) this.cleanInactiveQueries(Date.now());
    } catch (error) {
      // Offline for a moment: the next poll tries again.
      if (isUnreachable(error)) this.host.setOffline(true);
    }
    if (this.anyInProgress()) this.schedule();
  }

  /**
   * A poll's news of one query. A query the server finished while no execute call of this page
   * waits for it (restored after a reload) fetches its results: the machine keeps a local
   * 'running' on a server success, since an execute reply normally brings them.
   */
  private apply(update: ClientQuery): void {
    const entry = this.host.queries().get(update.id);
    if (!entry) return;
    entry.actor.send({ type: 'SERVER_UPDATE', query: toServerUpdate(update) });
    const orphaned = !this.host.awaitsExecute(update.id) && entry.actor.getSnapshot().value === 'running';
    if (orphaned && update.state === 'success') this.host.fetchResults(update.id);
  }

  /**
   * Inactive cleanup (spec §4): running or pending queries with zero progress, older than
   * INACTIVE_QUERY_MS and not waiting for their execute call, are dropped.
   */
  private cleanInactiveQueries(now: number): void {
    const inactive = [...this.host.queries()].filter(([id, entry]) => {
      const { value, context } = entry.actor.getSnapshot();
      if (value !== 'running' && value !== 'pending') return false;
      if (context.progress !== 0 || this.host.awaitsExecute(id)) return false;
      return now - (context.startDttm ?? now) > INACTIVE_QUERY_MS;
    });
    this.host.dropQueries(inactive.map(([id]) => id));
  }
}
