// Which database files SQLite and DuckDB connections may open, as Superset's
// PREVENT_UNSAFE_DB_CONNECTIONS (check_sqlalchemy_uri): only ordinary files under
// LOUPE_FILE_DATABASES_DIR, plus the examples file; never the metadata store, the secret key or
// the data directory itself, whatever symlinks or `..` lead there; never `:memory:`, `file:` URIs
// or other schemes, nor driver options beyond the engine's known ones. Every refusal is the same
// message whether or not the file exists, so a connection test tells nothing about the server's
// files. With LOUPE_PREVENT_UNSAFE_DB_CONNECTIONS=false every file is accepted (unsafe).
import { realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../../config.ts';
import type { ConnectionSettings, EngineSpec } from '../../engines/engineSpec.ts';
import { examplesPath } from '../../examples/generateExamples.ts';
import { SECRET_KEY_FILE } from '../security/secretKeyFile.ts';
import { LoupeError } from '../shared/loupeError.ts';

export interface FileDatabasePolicy {
  /** The directory database files must be under; null when unsafe connections are allowed. */
  readonly allowedDir: string | null;
  /** Whether the engine opens files the policy restricts (SQLite, DuckDB). */
  restricts(backend: string): boolean;
  /** Throws the security error (422) when the connection would open a file it may not. */
  check(spec: EngineSpec, settings: ConnectionSettings): void;
}

/** The driver options each file engine may carry in its URI's query. */
const FILE_ENGINE_OPTIONS: Readonly<Record<string, readonly string[]>> = {
  sqlite: ['mode', 'timeout'],
  duckdb: ['access_mode', 'threads', 'memory_limit'],
};

/** Superset's message for a refused dialect, naming the engine and where files may be. */
export function unsafeConnectionMessage(engineName: string, allowedDir: string): string {
  return `${engineName} cannot be used as a data source for security reasons: only database files under ${allowedDir} may be opened.`;
}

type PolicyConfig = Pick<Config, 'dataDir' | 'metadata' | 'fileDatabasesDir' | 'preventUnsafeDbConnections'>;

export function createFileDatabasePolicy(
  config: PolicyConfig,
  cwd: string = process.cwd(),
): FileDatabasePolicy {
  if (!config.preventUnsafeDbConnections) {
    return { allowedDir: null, restricts: () => false, check: () => undefined };
  }
  const allowedDir = config.fileDatabasesDir;
  const forbiddenFiles = [join(config.dataDir, SECRET_KEY_FILE)];
  if (config.metadata.kind === 'sqlite') {
    const file = config.metadata.location;
    forbiddenFiles.push(file, `${file}-wal`, `${file}-shm`, `${file}-journal`);
  }
  const allowedFiles = [examplesPath(config.dataDir)];
  const refuse = (spec: EngineSpec) =>
    new LoupeError(422, unsafeConnectionMessage(spec.engineName, allowedDir), {
      errorType: 'DATABASE_SECURITY_ACCESS_ERROR',
      extra: { engine_name: spec.engineName },
    });
  return {
    allowedDir,
    restricts: (backend) => backend in FILE_ENGINE_OPTIONS,
    check(spec, settings) {
      const options = FILE_ENGINE_OPTIONS[spec.backend];
      if (!options) return;
      if (Object.keys(settings.query).some((key) => !options.includes(key))) throw refuse(spec);
      const path = plainPath(settings.database);
      if (path === null) throw refuse(spec);
      const real = realPath(isAbsolute(path) ? path : resolve(cwd, path));
      const same = (other: string) => real === realPath(other);
      if (same(config.dataDir) || forbiddenFiles.some(same)) throw refuse(spec);
      if (allowedFiles.some(same)) return;
      if (!isInside(real, realPath(allowedDir))) throw refuse(spec);
    },
  };
}

/** The database as a file path; null for `:memory:`, empty, `file:` URIs and other schemes. */
function plainPath(database: string | null): string | null {
  if (!database || database.includes('\0')) return null;
  if (/^[a-z][\w+.-]*:/i.test(database)) return null;
  return database;
}

/** The path with every symlink and `..` resolved, also when it (or its parents) does not exist. */
function realPath(path: string): string {
  const absolute = resolve(path);
  try {
    return realpathSync.native(absolute);
  } catch {
    const parent = dirname(absolute);
    return parent === absolute ? absolute : join(realPath(parent), basename(absolute));
  }
}

function isInside(path: string, dir: string): boolean {
  const rel = relative(dir, path);
  return rel !== '' && !rel.startsWith(`..${sep}`) && rel !== '..' && !isAbsolute(rel);
}
