// Toasts and messages of the query life cycle (spec §8 'SQL editor'), in English; the UI
// translates them.

export const QUERY_STOPPED = 'Query was stopped.';
export const STOP_FAILED = 'Failed to stop query.';
export const FETCH_RESULTS_FAILED = 'Failed at retrieving results';
