// The states of a SQL Lab query (spec §4 'SQL editor queries') as pure data, shared by the
// machine, the UI (labels, colours) and the tests.

export const QUERY_STATES = [
  'started',
  'pending',
  'running',
  'scheduled',
  'fetching',
  'success',
  'failed',
  'stopped',
  'timed_out',
] as const;

export type QueryState = (typeof QUERY_STATES)[number];

/** In progress: running, started, pending, fetching, scheduled. */
export const IN_PROGRESS_STATES = [
  'running',
  'started',
  'pending',
  'fetching',
  'scheduled',
] as const satisfies readonly QueryState[];

/** Finished: stopped, failed, success, timed_out. */
export const FINISHED_STATES = [
  'stopped',
  'failed',
  'success',
  'timed_out',
] as const satisfies readonly QueryState[];

/** What a query label may show: a query state, or `offline` when SQL Lab lost the server. */
export type DisplayState = QueryState | 'offline';

export type Severity = 'error' | 'warning' | 'info' | 'success';

/**
 * Display severity. Spec: offline, failed and stopped are error; pending and fetching are info;
 * running is warning; success is success. The rest as Superset: timed_out error, scheduled and
 * started info.
 */
export const DISPLAY_SEVERITY: Readonly<Record<DisplayState, Severity>> = {
  offline: 'error',
  failed: 'error',
  stopped: 'error',
  timed_out: 'error',
  pending: 'info',
  fetching: 'info',
  scheduled: 'info',
  started: 'info',
  running: 'warning',
  success: 'success',
};

export function displaySeverity(state: DisplayState): Severity {
  return DISPLAY_SEVERITY[state];
}

export function isQueryState(value: unknown): value is QueryState {
  return typeof value === 'string' && (QUERY_STATES as readonly string[]).includes(value);
}

export function isInProgress(state: QueryState): boolean {
  return (IN_PROGRESS_STATES as readonly QueryState[]).includes(state);
}

export function isFinished(state: QueryState): boolean {
  return (FINISHED_STATES as readonly QueryState[]).includes(state);
}
