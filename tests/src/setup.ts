import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockDatabases } from '../../mocks/databases.ts';
import { mockDatasets } from '../../mocks/datasets.ts';
import { mockExplore } from '../../mocks/explore.ts';
import { server } from '../../mocks/node.ts';
import { mockSavedQueries } from '../../mocks/savedQueries.ts';
import { mockSecurityAdmin } from '../../mocks/securityAdmin.ts';
import { mockSession } from '../../mocks/session.ts';
import { mockSqlLabState } from '../../mocks/sqlLabState.ts';
import { mockSqlLabQueries } from '../../mocks/sqllabQueries.ts';

// Lazy chunks (ace) can take over a second on a busy 2-core CI machine.
configure({ asyncUtilTimeout: 5000 });

// Every call the SPA makes in a test is answered by the MSW handlers; anything else fails.
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  mockSession.reset();
  mockDatabases.reset();
  mockSavedQueries.reset();
  mockSecurityAdmin.reset();
  mockDatasets.reset();
  mockExplore.reset();
  mockSqlLabState.reset();
  mockSqlLabQueries.reset();
  localStorage.clear();
  const html = document.documentElement;
  html.removeAttribute('lang');
  html.removeAttribute('data-theme');
  html.removeAttribute('data-theme-mode');
  html.removeAttribute('data-theme-preset');
  html.removeAttribute('data-theme-algorithm');
  html.removeAttribute('style');
});

afterAll(() => server.close());
