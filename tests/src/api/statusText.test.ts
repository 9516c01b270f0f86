import { describe, expect, it } from 'vitest';
import { STATUS_TEXT, statusText } from '../../../src/api/statusText.ts';

describe('status text', () => {
  it('has the whole table of spec §8', () => {
    expect(STATUS_TEXT).toEqual({
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
    });
  });

  it('falls back for codes outside the table', () => {
    expect(statusText(404)).toBe('Not found');
    expect(statusText(429)).toBe('');
    expect(statusText(429, 'Too Many Requests')).toBe('Too Many Requests');
  });
});
