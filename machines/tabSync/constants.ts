// Timing of SQL Lab tab sync (spec §4 'SQL editor tabs', §9: interval and debounce 5000 ms).

/** How often a local-only tab is offered to the backend again, and failed calls are retried. */
export const SYNC_INTERVAL_MS = 5000;

/** Quiet time after the last edit before the tab state is PUT. */
export const DEBOUNCE_MS = 5000;

/** The version written into `extra_json` when a tab has none (Superset's QueryEditorVersion.V1). */
export const TAB_STATE_VERSION = 1;
