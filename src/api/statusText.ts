// HTTP status texts shown for failed calls (spec §8 'Status text'). English source text;
// the UI translates them through the `status.<code>` catalog keys.

export const STATUS_TEXT = {
  400: 'Bad request',
  401: 'Unauthorized',
  402: 'Payment required',
  403: 'Forbidden',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  407: 'Proxy authentication required',
  408: 'Request timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length required',
  412: 'Precondition failed',
  413: 'Payload too large',
  414: 'URI too long',
  415: 'Unsupported media type',
  416: 'Range not satisfiable',
  417: 'Expectation failed',
  418: "I'm a teapot",
  500: 'Server error',
  501: 'Not implemented',
  502: 'Bad gateway',
  503: 'Service unavailable',
  504: 'Gateway timeout',
  505: 'HTTP version not supported',
  506: 'Variant also negotiates',
  507: 'Insufficient storage',
  508: 'Loop detected',
  510: 'Not extended',
  511: 'Network authentication required',
  599: 'Network error',
} as const satisfies Record<number, string>;

export type KnownStatus = keyof typeof STATUS_TEXT;

export function isKnownStatus(status: number): status is KnownStatus {
  return Object.hasOwn(STATUS_TEXT, status);
}

/** The status text of the table, or `fallback` (e.g. the response's own text) for other codes. */
export function statusText(status: number, fallback = ''): string {
  return isKnownStatus(status) ? STATUS_TEXT[status] : fallback;
}
