// MSW in the browser (npm run dev:mock): the service worker in mocks/public answers the SPA's
// calls from the handlers. Log in as admin / admin.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers.ts';
import { mockSession } from './session.ts';

export async function startMockWorker(): Promise<void> {
  mockSession.enablePersistence();
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledFrame({ frame, defaults }) {
      // Vite's own files (modules, assets, HMR) pass through quietly; unknown API calls warn.
      if (frame.protocol !== 'http') return;
      const { request } = frame.data as { request: Request };
      const { pathname } = new URL(request.url);
      if (pathname.startsWith('/api/') || pathname === '/login/' || pathname === '/logout/') defaults.warn();
    },
  });
}
