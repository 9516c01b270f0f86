// Where the end-to-end server runs and how it is configured (shared by the config and the tests).
import { join } from 'node:path';

const port = Number(process.env.LOUPE_E2E_PORT ?? 8188);

export const e2eServer = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  // One data dir per port, so two checkouts (or helpers) can run their e2e side by side.
  dataDir: join(
    import.meta.dirname,
    port === 8188 ? '../artifacts/e2e/data' : `../artifacts/e2e/data-${port}`,
  ),
  adminPassword: 'e2e-admin-password',
};
