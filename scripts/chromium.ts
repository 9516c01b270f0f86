// Debian's Chromium for Playwright (no browser downloads here): install it with apt-get when
// it is missing and we may (root), else explain what to do.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const chromiumPath = process.env.LOUPE_CHROMIUM ?? '/usr/bin/chromium';

export function ensureChromium(): { ok: true } | { ok: false; reason: string } {
  if (existsSync(chromiumPath)) return { ok: true };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) {
    return {
      ok: false,
      reason: `${chromiumPath} is missing: install Debian's chromium (sudo apt-get install -y chromium)`,
    };
  }
  console.log('Installing Debian chromium for the end-to-end tests…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  return existsSync(chromiumPath)
    ? { ok: true }
    : { ok: false, reason: 'apt-get could not install chromium' };
}
