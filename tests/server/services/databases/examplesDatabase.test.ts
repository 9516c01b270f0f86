// With Redis the examples database is registered read-only, so that another process (a `loupe
// worker`) can open the DuckDB file while the web server has it open: DuckDB shares a file
// between processes only when each opens it read-only. Without Redis it stays writable.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../../server/engines/duckdb.ts';
import type { EnginePool } from '../../../../server/engines/engineSpec.ts';
import { examplesUri } from '../../../../server/services/databases/examplesDatabase.ts';

const run = promisify(execFile);
const dir = mkdtempSync(join(tmpdir(), 'loupe-examples-ro-'));
const file = join(dir, 'examples.duckdb');

beforeAll(async () => {
  const instance = await DuckDBInstance.create(file);
  const connection = await instance.connect();
  await connection.run('CREATE TABLE sales AS SELECT range AS id FROM range(10)');
  connection.closeSync();
  instance.closeSync();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Another process counts the rows, opening the file read-only as a worker's pool would. */
async function countInOtherProcess(): Promise<string> {
  const script = `
    import { DuckDBInstance } from '@duckdb/node-api';
    const instance = await DuckDBInstance.create(${JSON.stringify(file)}, { access_mode: 'READ_ONLY' });
    const reader = await instance.connect();
    const rows = await (await reader.run('SELECT count(*) FROM sales')).getRows();
    console.log(String(rows[0][0]));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], {
    cwd: process.cwd(),
  });
  return stdout.trim();
}

async function withPool<T>(uri: string, work: (pool: EnginePool) => Promise<T>): Promise<T> {
  const { settings, password } = duckdbEngineSpec.parseUri(uri);
  const pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1 });
  try {
    return await work(pool);
  } finally {
    await pool.close();
  }
}

describe('the examples database', () => {
  it('is opened read-only (with Redis), and another process reads the file meanwhile', async () => {
    expect(examplesUri(file, true)).toBe(`duckdb:///${file}?access_mode=read_only`);
    await withPool(examplesUri(file, true), async (pool) => {
      expect((await pool.execute('SELECT count(*) AS n FROM sales')).rows).toEqual([[10]]);
      expect(await countInOtherProcess()).toBe('10');
    });
  });

  it('locks other processes out when opened for writing (a single process, without Redis)', async () => {
    expect(examplesUri(file, false)).toBe(`duckdb:///${file}`);
    await withPool(examplesUri(file, false), async (pool) => {
      await pool.execute('SELECT 1');
      await expect(countInOtherProcess()).rejects.toThrow(/lock/i);
    });
  });
});
