// The raw-engine baselines: the same SQL on a copy of the examples file, in this process.
// `raw`: @duckdb/node-api directly (run and read all, rows materialised as JS objects, BigInt
// converted to numbers as the engine boundary does). `engine`: Loupe's DuckDB pool
// (server/engines), to tell the engine layer's cost from the server's above it.
import { DuckDBInstance } from '@duckdb/node-api';
import { duckdbEngineSpec } from '../../server/engines/duckdb.ts';
import type { EnginePool } from '../../server/engines/engineSpec.ts';
import { onCleanup } from './cleanup.ts';

export interface RawEngine {
  /** Runs the SQL with the raw driver; resolves to the number of rows materialised. */
  raw(sql: string): Promise<number>;
  /** Runs the SQL through the engine layer's pool (maxRows as the server would pass). */
  engine(sql: string, maxRows: number): Promise<number>;
}

function jsSafe(value: unknown): unknown {
  return typeof value === 'bigint' ? Number(value) : value;
}

export async function openRawEngine(path: string): Promise<RawEngine> {
  const instance = await DuckDBInstance.fromCache(path);
  const connection = await instance.connect();
  const { settings } = duckdbEngineSpec.parseUri(`duckdb:///${path}`);
  const pool: EnginePool = duckdbEngineSpec.open({ ...settings, password: null }, { poolSize: 1 });
  onCleanup(async () => {
    await pool.close();
    connection.closeSync();
    instance.closeSync();
  });
  return {
    async raw(sql) {
      const reader = await connection.runAndReadAll(sql);
      const rows = reader.getRowObjectsJS().map((row) => {
        const record: Record<string, unknown> = {};
        for (const key in row) record[key] = jsSafe(row[key]);
        return record;
      });
      return rows.length;
    },
    async engine(sql, maxRows) {
      const result = await pool.execute(sql, { maxRows, timeoutMs: 60_000, schema: 'main' });
      return result.rowCount;
    },
  };
}
