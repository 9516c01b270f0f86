// Texts of async chart queries (spec §4 'Async chart queries', §8), English; the UI translates them.

/** `%s` is the HTTP status. */
export const UNEXPECTED_STATUS = 'Received unexpected response status (%s) while fetching chart data';
/** Logged (console) for an event whose status is neither done nor error. */
export const IGNORED_STATUS = 'received event with status';
