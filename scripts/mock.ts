// `npm run mock`: serve the contract with Prism on 127.0.0.1:4010 (LOUPE_MOCK_PORT), no backend.
// Example: curl -H 'Authorization: Bearer x' http://127.0.0.1:4010/api/v1/database/
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = process.env.LOUPE_MOCK_PORT ?? '4010';
const prism = spawn(
  join(root, 'node_modules/.bin/prism'),
  [
    'mock',
    join(root, 'openapi/openapi.gen.json'),
    '--host',
    '127.0.0.1',
    '--port',
    port,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => prism.kill(signal));
prism.on('exit', (code) => process.exit(code ?? 0));
