// Bounded statements on the DuckDB pool (chart queries): the same SQL run again is answered from
// a kept prepared statement — with the rows as they are now — and stopping one mid-run still
// ends it with the typed error and leaves the pool answering.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duckdbEngineSpec } from '../../../../server/engines/duckdb.ts';
import type { EnginePool } from '../../../../server/engines/engineSpec.ts';
import { isEngineError } from '../../../../server/engines/errors.ts';

let pool: EnginePool;
beforeAll(() => {
  const { settings, password } = duckdbEngineSpec.parseUri('duckdb:///:memory:');
  pool = duckdbEngineSpec.open({ ...settings, password }, { poolSize: 1 });
});
afterAll(() => pool.close());

const SQL = 'SELECT count(*) AS n FROM t AS a, t AS b WHERE a.x + b.x = -1 OR a.x = 0 AND b.x = 0';
const bounded = (timeoutMs = 60_000) => pool.execute(SQL, { maxRows: 10, timeoutMs, bounded: true });

describe('bounded DuckDB statements run again', () => {
  it('answer with the current rows, and a timed-out run leaves the pool answering', async () => {
    await pool.execute('CREATE TABLE t AS SELECT range AS x FROM range(3)', { maxRows: 1 });
    // Seen once, then kept: both answer from the table as it is.
    expect((await bounded()).rows).toEqual([[1]]);
    expect((await bounded()).rows).toEqual([[1]]);
    await pool.execute('INSERT INTO t VALUES (0)', { maxRows: 1 });
    expect((await bounded()).rows).toEqual([[4]]);

    // A cross join of 200,000 rows with itself does not end within 100 ms: the kept statement is
    // interrupted and the run fails with the timeout.
    await pool.execute('CREATE OR REPLACE TABLE t AS SELECT range AS x FROM range(200000)', { maxRows: 1 });
    const error = await bounded(100).catch((caught: unknown) => caught);
    expect(isEngineError(error) && error.reason).toBe('timeout');

    await pool.execute('CREATE OR REPLACE TABLE t AS SELECT range AS x FROM range(2)', { maxRows: 1 });
    expect((await bounded()).rows).toEqual([[1]]);
    expect((await bounded()).rows).toEqual([[1]]);
  });
});
