// Texts of the chart life cycle (spec §4 'Chart life cycle', §8 'Chart updates'), English; the UI
// translates them.

export const UPDATE_STOPPED = 'Updating chart was stopped';
export const NETWORK_ERROR = 'Network error.';
/** `%s` is the rendering error. */
export const RENDERING_FAILED = 'An error occurred while rendering the visualization: %s';
export const QUERY_TIMEOUT = 'Query timeout';
