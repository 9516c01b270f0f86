// Generates the examples DuckDB database deterministically from a seed, with no download:
// DuckDB builds every table itself from range() and hash() (never random()), so the same seed
// gives the same rows. The file is written under a temporary name and renamed into place, so a
// crash never leaves half a database behind.
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { birthNamesTableSql } from './birthNamesTable.ts';
import { edgeCasesTableSql } from './edgeCasesTable.ts';
import { salesTableSql } from './salesTable.ts';

export const EXAMPLES_FILE = 'examples.duckdb';
export const DEFAULT_EXAMPLES_SEED = 20240101;

export function examplesPath(dataDir: string): string {
  return join(dataDir, EXAMPLES_FILE);
}

export interface ExamplesOptions {
  seed?: number;
  /** Rows of `sales` (default 1,200,000); smaller only to test the generator quickly. */
  salesRows?: number;
}

export async function generateExamples(path: string, options: ExamplesOptions = {}): Promise<void> {
  const seed = options.seed ?? DEFAULT_EXAMPLES_SEED;
  if (!Number.isSafeInteger(seed) || seed < 0)
    throw new Error(`the examples seed must be a whole number, got ${seed}`);
  const temp = `${path}.${process.pid}.tmp`;
  removeDatabaseFiles(temp);
  const instance = await DuckDBInstance.create(temp);
  try {
    const connection = await instance.connect();
    try {
      const statements = [
        salesTableSql(seed, options.salesRows),
        birthNamesTableSql(seed),
        edgeCasesTableSql(),
        'CHECKPOINT',
      ];
      for (const statement of statements) {
        await connection.run(statement);
      }
    } finally {
      connection.closeSync();
    }
  } catch (error) {
    instance.closeSync();
    removeDatabaseFiles(temp);
    throw error;
  }
  instance.closeSync();
  renameSync(temp, path);
  rmSync(`${temp}.wal`, { force: true });
}

/** Generates the examples file unless it exists. Returns its path and whether it was made now. */
export async function ensureExamples(dataDir: string): Promise<{ path: string; generated: boolean }> {
  const path = examplesPath(dataDir);
  if (existsSync(path)) return { path, generated: false };
  await generateExamples(path);
  return { path, generated: true };
}

function removeDatabaseFiles(path: string): void {
  rmSync(path, { force: true });
  rmSync(`${path}.wal`, { force: true });
}
