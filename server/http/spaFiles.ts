// Serves the built SPA from dist/: files as they are, and index.html for any other GET that
// accepts text/html (so /sqllab/ or /superset/dashboard/1/ load the app). /api/* never falls
// back to the SPA: it gets the JSON 404. Nothing is registered when dist/ does not exist.
import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export const DEFAULT_DIST_DIR = join(import.meta.dirname, '..', '..', 'dist');

export async function installSpaFiles(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(join(distDir, 'index.html'))) return;
  await app.register(fastifyStatic, { root: distDir, serve: false });
  app.get('/*', { config: { staticFiles: true } }, async (request, reply) => {
    const path = safeDecode(request.url.split('?')[0] ?? '/');
    if (path === null || path === '/api' || path.startsWith('/api/')) return reply.callNotFound();
    const file = fileInside(distDir, path);
    if (file) {
      const immutable = path.startsWith('/assets/');
      return reply.sendFile(file, { cacheControl: true, immutable, maxAge: immutable ? '365d' : 0 });
    }
    if (acceptsHtml(request)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.callNotFound();
  });
}

/** The path relative to root of an existing file under it, or null (never escapes root). */
function fileInside(root: string, urlPath: string): string | null {
  const relative = normalize(urlPath).replace(/^([/\\])+/, '');
  if (relative === '' || relative.split(/[/\\]/).includes('..')) return null;
  const full = join(root, relative);
  if (!full.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  try {
    return statSync(full).isFile() ? relative : null;
  } catch {
    return null;
  }
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return accept.includes('text/html');
}

function safeDecode(path: string): string | null {
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
