// Security headers on every response (@fastify/helmet), as Superset's Talisman configuration:
// a Content-Security-Policy the SPA runs under — scripts only from this origin (vega evaluates
// its expressions with vega-interpreter, so no 'unsafe-eval'), inline styles (React, ace and
// the charts set them), images from data: and blob: (exports, vega's PNGs), workers from blob:
// (ace's) —, frame-ancestors 'self' (and X-Frame-Options SAMEORIGIN) so that other sites cannot
// frame Loupe, Referrer-Policy strict-origin-when-cross-origin and X-Content-Type-Options
// nosniff. A route that must be framed elsewhere (the embedded dashboard, later) overrides
// frame-ancestors for itself (cspDirectives). The built index.html's own inline script (the theme set before
// the first paint) is allowed by its hash, and no other inline script.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/** The CSP source of each inline script of a page ('sha256-…'). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/** The hashes of the built SPA's index.html inline scripts; none without a build. */
export function spaScriptHashes(distDir: string): string[] {
  const index = join(distDir, 'index.html');
  return existsSync(index) ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
}

/**
 * The CSP directives with the page's script hashes, and overrides: the embedded route will pass
 * `{ 'frame-ancestors': allowedDomains }` in its route option
 * `helmet: { contentSecurityPolicy: { directives: cspDirectives(hashes, …) }, xFrameOptions: false }`.
 */
export function cspDirectives(
  scriptHashes: readonly string[],
  overrides: Record<string, readonly string[]> = {},
): Record<string, string[]> {
  const directives: Record<string, string[]> = Object.fromEntries(
    Object.entries({ ...CONTENT_SECURITY_POLICY, ...overrides }).map(([name, values]) => [name, [...values]]),
  );
  directives['script-src']?.push(...scriptHashes);
  return directives;
}

export async function installSecurityHeaders(
  app: FastifyInstance,
  options: { scriptHashes: readonly string[] },
): Promise<void> {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options.scriptHashes) },
    // Loupe serves plain HTTP unless a proxy adds TLS: HSTS is the proxy's to send.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xContentTypeOptions: true,
  });
}
