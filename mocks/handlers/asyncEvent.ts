// Async events: polling reads the mock's events after last_id; the websocket endpoint cannot be
// upgraded through MSW's http handlers, so a plain GET gets the server's 426.
import { http } from 'msw';
import { mockAsyncEvents } from '../asyncEvents.ts';
import { contractJson } from '../contract.ts';
import { NOT_AUTHORIZED } from '../errors.ts';
import { callerOf } from './auth.ts';

export const asyncEventHandlers = [
  http.get('/api/v1/async_event/', ({ request }) => {
    if (!callerOf(request)) return contractJson('/api/v1/async_event/', 'get', 401, NOT_AUTHORIZED);
    const lastId = new URL(request.url).searchParams.get('last_id');
    return contractJson('/api/v1/async_event/', 'get', 200, { result: mockAsyncEvents.read(lastId) });
  }),

  http.get('/ws/async_event/', ({ request }) => {
    if (!callerOf(request)) return contractJson('/ws/async_event/', 'get', 401, NOT_AUTHORIZED);
    return contractJson('/ws/async_event/', 'get', 426, {
      message: 'Upgrade Required: this endpoint is a websocket',
    });
  }),
];
