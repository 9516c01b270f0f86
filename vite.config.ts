import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `vite` proxies the API to the real server on LOUPE_PORT (npm run dev);
// `vite --mode mock` serves the SPA on MSW in the browser with no server (npm run dev:mock).
const apiPort = process.env.LOUPE_PORT ?? '8088';
const apiTarget = `http://127.0.0.1:${apiPort}`;
const proxied = ['/api', '/login/', '/logout/', '/health'];

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  publicDir: mode === 'mock' ? 'mocks/public' : false,
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy:
      mode === 'mock'
        ? undefined
        : Object.fromEntries(
            proxied.map((path) => [
              path,
              {
                target: apiTarget,
                // The login page itself is the SPA's: only the form/JSON POST goes to the server.
                bypass: (req: { method?: string; headers: { accept?: string } }) =>
                  path === '/login/' && req.method === 'GET' && req.headers.accept?.includes('text/html')
                    ? '/index.html'
                    : undefined,
              },
            ]),
          ),
  },
  build: { outDir: 'dist', sourcemap: true },
}));
