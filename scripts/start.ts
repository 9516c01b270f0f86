// `npm start`: build the SPA when dist/ is missing or older than its sources, then run
// `loupe serve` (migrations, first-start admin and examples, API + SPA on LOUPE_HOST:LOUPE_PORT).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const spaSources = ['src', 'lib', 'machines', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function spaIsStale(): boolean {
  const built = join(root, 'dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return spaSources.some((source) => newestMtime(join(root, source)) > builtAt);
}

if (spaIsStale()) {
  console.log('Building the SPA (dist/ is missing or older than its sources)…');
  const { build } = await import('vite');
  await build({ root, logLevel: 'warn' });
}

const server = spawn(process.execPath, [join(root, 'server/main.ts'), 'serve'], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
