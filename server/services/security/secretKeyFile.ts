// The secret key: LOUPE_SECRET_KEY, or a random key generated once into <data dir>/secret_key
// (mode 0600) and reused by every later start and every process sharing the data dir.
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, ResolvedConfig } from '../../config.ts';

export const SECRET_KEY_FILE = 'secret_key';

export function resolveSecretKey(config: Config): ResolvedConfig {
  if (config.secretKey !== null) return { ...config, secretKey: config.secretKey };
  return { ...config, secretKey: readOrCreateSecretKey(config.dataDir) };
}

function readOrCreateSecretKey(dataDir: string): string {
  const path = join(dataDir, SECRET_KEY_FILE);
  mkdirSync(dataDir, { recursive: true });
  // Written whole to a private temp file, then linked into place: a concurrent start either
  // wins the link or reads the winner's complete key, never a half-written file.
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(temp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temp);
  }
  const key = readFileSync(path, 'utf8').trim();
  if (key.length < 16)
    throw new Error(`${path} holds no usable secret key (delete it to generate a new one)`);
  return key;
}
