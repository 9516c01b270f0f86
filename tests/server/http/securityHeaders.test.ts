// Security headers (@fastify/helmet) on the SPA's pages and files, API replies and errors alike:
// the CSP the SPA runs under (no 'unsafe-eval'), frame-ancestors 'self', Referrer-Policy, nosniff.

import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

const distDir = mkdtempSync(join(tmpdir(), 'loupe-dist-headers-'));
const INLINE = 'document.documentElement.dataset.theme = "dark";';
writeFileSync(
  join(distDir, 'index.html'),
  `<!doctype html><title>Loupe</title><script>${INLINE}</script><script type="module" src="/assets/app.js"></script>`,
);
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

function directives(csp: unknown): Map<string, string[]> {
  return new Map(
    String(csp)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

forEachStore('security headers', (ctx) => {
  const t = useTestApp(ctx, { distDir });

  it('are on the SPA, API replies, errors and the login calls', async () => {
    const gamma = await t.bearer('gamma');
    const replies = [
      await t.app.inject({ method: 'GET', url: '/sqllab/', headers: { accept: 'text/html' } }),
      await t.app.inject({ method: 'GET', url: '/api/v1/me/', headers: gamma }),
      await t.app.inject({ method: 'GET', url: '/api/v1/me/' }),
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here/', headers: gamma }),
      await t.app.inject({ method: 'GET', url: '/login/csrf_token/' }),
    ];
    for (const reply of replies) {
      const where = `${reply.statusCode} ${reply.body.slice(0, 40)}`;
      expect(reply.headers['x-content-type-options'], where).toBe('nosniff');
      expect(reply.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(reply.headers['x-frame-options'], where).toBe('SAMEORIGIN');
      const csp = directives(reply.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), where).toEqual(["'self'"]);
      expect(csp.get('default-src'), where).toEqual(["'self'"]);
    }
    expect(replies[0]!.statusCode).toBe(200);
  });

  it('lets the SPA run without eval: scripts from this origin only, inline styles, data:/blob: images', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const csp = directives(reply.headers['content-security-policy']);
    // The built page's own inline script (the theme before first paint), by its hash only.
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    expect(csp.get('script-src')).toEqual(["'self'", hash]);
    expect(String(reply.headers['content-security-policy'])).not.toContain('unsafe-eval');
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });
});
