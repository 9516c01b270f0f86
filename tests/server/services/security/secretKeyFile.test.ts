import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config.ts';
import { resolveSecretKey } from '../../../../server/services/security/secretKeyFile.ts';

const dir = mkdtempSync(join(tmpdir(), 'loupe-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('generates the key once into <data dir>/secret_key with mode 0600 and reuses it', () => {
  const dataDir = join(dir, 'data');
  const first = resolveSecretKey(loadConfig({ LOUPE_DATA_DIR: dataDir }));
  const file = join(dataDir, 'secret_key');
  expect(first.secretKey.length).toBeGreaterThanOrEqual(32);
  expect(readFileSync(file, 'utf8').trim()).toBe(first.secretKey);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  expect(resolveSecretKey(loadConfig({ LOUPE_DATA_DIR: dataDir })).secretKey).toBe(first.secretKey);
});

it('prefers LOUPE_SECRET_KEY and then writes no file', () => {
  const dataDir = join(dir, 'env');
  const config = resolveSecretKey(loadConfig({ LOUPE_DATA_DIR: dataDir, LOUPE_SECRET_KEY: 'from-env' }));
  expect(config.secretKey).toBe('from-env');
  expect(() => statSync(join(dataDir, 'secret_key'))).toThrow();
});
