import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';

async function start(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    // biome-ignore lint/style/noRestrictedImports: `npm run dev:mock` serves the SPA on MSW in the browser; this guarded dynamic import is the only place src/ loads mocks/.
    const { startMockWorker } = await import('../mocks/browser.ts');
    await startMockWorker();
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
