import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { forEachStore } from '../../support/stores.ts';
import { useTestApp } from '../../support/testApp.ts';

// The SPA route is not part of the contract, so these tests use app.inject() directly.
const distDir = mkdtempSync(join(tmpdir(), 'loupe-dist-'));
mkdirSync(join(distDir, 'assets'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Loupe</title>');
writeFileSync(join(distDir, 'assets', 'app-123.js'), 'console.log("loupe")');
writeFileSync(join(distDir, 'favicon.svg'), '<svg/>');
afterAll(() => rmSync(distDir, { recursive: true, force: true }));

forEachStore('SPA files', (ctx) => {
  const t = useTestApp(ctx, { distDir });
  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it('serves index.html for client routes that accept HTML', async () => {
    for (const url of [
      '/',
      '/sqllab/',
      '/superset/dashboard/1/',
      '/chart/list/?page=2',
      '/explore/p/abcDEF_12-x/',
      '/explore/?slice_id=1',
    ]) {
      const reply = await get(url);
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-type'], url).toContain('text/html');
      expect(reply.body).toContain('<title>Loupe</title>');
    }
  });

  it('serves built files, assets as immutable', async () => {
    const asset = await get('/assets/app-123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/favicon.svg', '*/*')).statusCode).toBe(200);
  });

  it('never falls back for /api/* and answers JSON 404', async () => {
    const reply = await get('/api/v1/nothing/');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: 'Not found' });
  });

  it('answers JSON 404 for a missing file that does not accept HTML', async () => {
    const reply = await get('/assets/missing.js', '*/*');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ message: 'Not found' });
  });

  it('does not leave the dist directory', async () => {
    const reply = await get('/..%2F..%2Fetc%2Fpasswd', '*/*');
    expect(reply.statusCode).toBe(404);
  });

  it('keeps API routes working next to the SPA route', async () => {
    expect((await t.client.get('/health')).text).toBe('OK');
    expect((await t.client.get('/api/v1/me/')).status).toBe(401);
  });
});
