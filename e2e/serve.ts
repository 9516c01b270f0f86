// Starts `npm start`'s path (build if needed, migrate, first-start admin and examples, serve)
// on a fresh data dir, as a new user would on a fresh clone.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eServer } from './server.ts';

rmSync(e2eServer.dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, [join(import.meta.dirname, '../scripts/start.ts')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    LOUPE_PORT: String(e2eServer.port),
    LOUPE_HOST: '127.0.0.1',
    LOUPE_DATA_DIR: e2eServer.dataDir,
    LOUPE_ADMIN_PASSWORD: e2eServer.adminPassword,
    LOUPE_METADATA_URL: '',
    LOUPE_LOG_LEVEL: process.env.LOUPE_LOG_LEVEL ?? 'warn',
    // Every spec signs in as admin, often several times a minute: beyond Superset's default
    // login limits (20 per 5 minutes per user). The limits have their own server tests.
    LOUPE_AUTH_RATE_LIMIT: '1000 per second',
    LOUPE_AUTH_USER_RATE_LIMIT: '1000 per second',
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
