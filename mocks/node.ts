// MSW in Node (component tests): `server.listen()` in tests/src/setup.ts.
import { setupServer } from 'msw/node';
import { handlers } from './handlers.ts';

export const server = setupServer(...handlers);
