#!/usr/bin/env node
// The `loupe` command (npx loupe serve). The server is TypeScript run by Node 24's type
// stripping; under an older node this re-runs itself with the project's Node 24 (the `node`
// devDependency) when it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const major = Number(process.versions.node.split('.')[0]);

if (major >= 24) {
  try {
    const { runCli } = await import('../server/main.ts');
    const code = await runCli(process.argv.slice(2));
    if (code !== 0) process.exit(code);
  } catch (error) {
    console.error(`loupe: ${error?.stack ?? error}`);
    process.exit(1);
  }
} else {
  const node24 = join(root, 'node_modules', 'node', 'bin', 'node');
  if (!existsSync(node24)) {
    console.error(`loupe needs Node.js 24 or later (this is ${process.version}); run it with npx loupe`);
    process.exit(1);
  }
  const result = spawnSync(node24, [join(root, 'server', 'main.ts'), ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.signal) process.kill(process.pid, result.signal);
  process.exit(result.status ?? 1);
}
