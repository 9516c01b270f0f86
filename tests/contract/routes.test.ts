// The routes the server registers and the operations of the contract must be the same set.
// Excluded: Fastify's automatic HEAD routes and the SPA/static-files route.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadContract } from '../support/contractClient.ts';
import { createTestStore, type TestStore } from '../support/stores.ts';

const routes: RouteOptions[] = [];
let testStore: TestStore;
const distDir = mkdtempSync(join(tmpdir(), 'loupe-dist-'));
writeFileSync(join(distDir, 'index.html'), '<!doctype html>');

beforeAll(async () => {
  testStore = await createTestStore('sqlite');
  const app = await buildApp(testStore.config, {
    store: testStore.store,
    distDir,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  await app.close();
});
afterAll(async () => {
  await testStore.dispose();
  rmSync(distDir, { recursive: true, force: true });
});

function serverOperations(): string[] {
  const operations = new Set<string>();
  for (const route of routes) {
    if (route.config?.staticFiles) continue;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      operations.add(`${method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
    }
  }
  return [...operations].sort();
}

it('registers a route for every operation of the contract, and none beyond it', () => {
  const contract = loadContract()
    .operations()
    .map((op) => `${op.method} ${op.path}`)
    .sort();
  const server = serverOperations();
  expect(
    server.filter((op) => !contract.includes(op)),
    'routes missing from the contract',
  ).toEqual([]);
  expect(
    contract.filter((op) => !server.includes(op)),
    'operations without a route',
  ).toEqual([]);
});

it('saw the SPA route and left it out', () => {
  expect(routes.some((route) => route.config?.staticFiles)).toBe(true);
});
