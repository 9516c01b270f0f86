// Where the end-to-end server runs and how it is configured (shared by the config and the tests).
import { join } from 'node:path';

const port = Number(process.env.LOUPE_E2E_PORT ?? 8188);

export const e2eServer = {
  port,
  baseURL: `http://127.0.0.1:${port}`,
  dataDir: join(import.meta.dirname, '../artifacts/e2e/data'),
  adminPassword: 'e2e-admin-password',
};
