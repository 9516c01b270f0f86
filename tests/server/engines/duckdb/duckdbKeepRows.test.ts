// DuckDB results keep only the first keepRows rows as JSON and count the others up to maxRows
// (what SQL Lab displays against what the query returned), on the pool and in a session.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../../server/engines/duckdb.ts';
import type { EnginePool } from '../../../../server/engines/engineSpec.ts';

let pool: EnginePool;
beforeAll(() => {
  const { settings, password } = duckdbEngineSpec.parseUri('duckdb:///:memory:');
  pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1 });
});
afterAll(() => pool.close());

describe('DuckDB keepRows', () => {
  it('keeps min(n, keep, max) rows, counts min(n, max), truncates when n > max (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 7000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 6000 }),
        async (n, keep, max) => {
          const result = await pool.execute(`SELECT range AS x FROM range(${n})`, {
            maxRows: max,
            keepRows: keep,
          });
          expect(result.rows).toHaveLength(Math.min(n, keep, max));
          expect(result.rowCount).toBe(Math.min(n, max));
          expect(result.truncated).toBe(n > max);
          // The kept rows are the first ones, in order.
          expect(result.rows.map((row) => row[0])).toEqual(
            Array.from({ length: result.rows.length }, (_, i) => i),
          );
        },
      ),
      { numRuns: 40 },
    );
  });

  it('reads a bounded statement (run to completion) exactly as a streamed one, values bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 6000 }),
        async (n, max) => {
          const sql = 'SELECT range AS x, $1 AS label FROM range($2) ORDER BY x LIMIT 5000';
          const streamed = await pool.execute(sql, { maxRows: max, params: ['a', n] });
          const bounded = await pool.execute(sql, { maxRows: max, params: ['a', n], bounded: true });
          expect(bounded).toEqual(streamed);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps every row without keepRows, and in a session', async () => {
    expect((await pool.execute('SELECT * FROM range(3000)', { maxRows: 5000 })).rows).toHaveLength(3000);
    const result = await pool.withSession((session) =>
      session.execute('SELECT * FROM range(3000)', { maxRows: 5000, keepRows: 10 }),
    );
    expect(result.rows).toHaveLength(10);
    expect(result.rowCount).toBe(3000);
  });
});
