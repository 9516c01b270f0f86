// Toasts and log lines of tab sync (spec §8 'SQL editor'). The spec gives no wording for the
// migration warnings, only that they say a retry will follow.

export const EDITOR_MIGRATION_FAILED =
  'Unable to migrate query editor state to backend. It will be retried later. ' +
  'Please contact your administrator if this problem persists.';
export const TABLE_MIGRATION_FAILED =
  'Unable to migrate table schema state to backend. It will be retried later. ' +
  'Please contact your administrator if this problem persists.';
export const QUERY_MIGRATION_FAILED =
  'Unable to migrate query state to backend. It will be retried later. ' +
  'Please contact your administrator if this problem persists.';
export const FETCH_TAB_FAILED = 'An error occurred while fetching tab state';
/** Logged as a warning, not shown. */
export const SAVE_TAB_FAILED = 'An error occurred while saving your editor state';
/**
 * Shown once when the tab (its SQL) cannot be stored in the backend, until a save succeeds
 * (Superset's wording; the spec gives none).
 */
export const STORE_QUERY_FAILED =
  'An error occurred while storing your query in the backend. To avoid losing your changes, ' +
  'please save your query using the "Save Query" button.';
