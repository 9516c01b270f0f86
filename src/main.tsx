import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadCatalog } from './app/i18n/catalogs.ts';
import { initialLanguage } from './app/i18n/i18n.ts';

/**
 * The catalog of the stored (or browser) language, fetched before the first render so the app
 * starts in it; the page stays empty meanwhile (index.html has already set the theme and lang).
 * If the fetch fails the app starts in English and createI18n() tries again.
 */
function loadStartLanguage(): Promise<unknown> {
  return loadCatalog(initialLanguage()).catch(() => undefined);
}

async function startMocks(): Promise<void> {
  if (import.meta.env.MODE === 'mock') {
    // biome-ignore lint/style/noRestrictedImports: `npm run dev:mock` serves the SPA on MSW in the browser; this guarded dynamic import is the only place src/ loads mocks/.
    const { startMockWorker } = await import('../mocks/browser.ts');
    await startMockWorker();
  }
}

async function start(): Promise<void> {
  await Promise.all([startMocks(), loadStartLanguage()]);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
