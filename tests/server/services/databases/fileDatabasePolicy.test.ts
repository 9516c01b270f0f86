// The file policy as a rule (fast-check): a SQLite / DuckDB path is accepted exactly when, with
// every `.` and `..` resolved, it lies strictly inside the allowed directory and is not the
// metadata file or the secret key — or it is the examples file. Everything else gets the one
// refusal, whatever the path looks like.
import { mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import fc from 'fast-check';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../../../../server/config.ts';
import type { ConnectionSettings, EngineSpec } from '../../../../server/engines/engineSpec.ts';
import { createFileDatabasePolicy } from '../../../../server/services/databases/fileDatabasePolicy.ts';
import { LoupeError } from '../../../../server/services/shared/loupeError.ts';

const dataDir = realpathSync(mkdtempSync(join(tmpdir(), 'loupe-policy-')));
const allowedDir = join(dataDir, 'databases');
mkdirSync(join(allowedDir, 'sub'), { recursive: true });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({ LOUPE_DATA_DIR: dataDir, LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS: 'true' });
const policy = createFileDatabasePolicy(config, dataDir);
const sqlite = { backend: 'sqlite', engineName: 'SQLite' } as EngineSpec;

function settings(database: string): ConnectionSettings {
  return { backend: 'sqlite', driver: null, host: null, port: null, username: null, database, query: {} };
}

function accepted(database: string): boolean {
  try {
    policy.check(sqlite, settings(database));
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(LoupeError);
    expect((error as LoupeError).errorType).toBe('DATABASE_SECURITY_ACCESS_ERROR');
    return false;
  }
}

const segment = fc.constantFrom(
  '..',
  '.',
  'sub',
  'databases',
  'loupe.db',
  'secret_key',
  'x.db',
  'examples.duckdb',
);

it('accepts a path exactly when it resolves strictly inside the allowed directory or to the examples file', () => {
  fc.assert(
    fc.property(
      fc.constantFrom(dataDir, allowedDir, join(allowedDir, 'sub')),
      fc.array(segment, { maxLength: 6 }),
      (base, parts) => {
        const path = [base, ...parts].join('/');
        const resolved = resolve(path);
        const rel = relative(allowedDir, resolved);
        const inside = rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..';
        const forbidden = [join(dataDir, 'loupe.db'), join(dataDir, 'secret_key'), dataDir].includes(
          resolved,
        );
        const examples = resolved === join(dataDir, 'examples.duckdb');
        expect(accepted(path), path).toBe(examples || (inside && !forbidden));
      },
    ),
  );
});

it('refuses what is not a plain path, relative ones resolved from the working directory', () => {
  for (const database of [
    '',
    ':memory:',
    'file:x.db',
    'file:///etc/passwd',
    'md:db',
    's3://bucket/x.db',
    'x.db\0',
  ]) {
    expect(accepted(database), JSON.stringify(database)).toBe(false);
  }
  expect(accepted('databases/x.db')).toBe(true);
  expect(accepted('loupe.db')).toBe(false);
});
