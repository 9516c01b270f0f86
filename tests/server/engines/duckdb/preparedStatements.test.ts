// Kept prepared statements: reused by SQL text with new values, re-bound by DuckDB when the
// catalog changed under them, bounded per connection, dropped when their run failed; a
// statement without values kept from its second run on.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  KEPT_STATEMENTS_PER_CONNECTION,
  keptStatementCount,
  runBoundedStatement,
  runPrepared,
  SEEN_ONCE_PER_CONNECTION,
} from '../../../../server/engines/duckdb/preparedStatements.ts';

let instance: DuckDBInstance;
let connection: DuckDBConnection;
beforeEach(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  await connection.run('CREATE TABLE t AS SELECT range::INTEGER AS a FROM range(10)');
});
afterEach(() => {
  connection.closeSync();
  instance.closeSync();
});

async function rows(sql: string, values: (number | string)[], run = runPrepared) {
  const result = await run(connection, sql, values);
  const chunks = Array.from({ length: result.chunkCount }, (_, index) => result.getChunk(index));
  return {
    columns: result.columnNames(),
    rows: chunks.flatMap((chunk) => chunk.getRows()),
  };
}

describe('kept DuckDB prepared statements', () => {
  it('reuses one statement for the same SQL with new values', async () => {
    const sql = 'SELECT count(*)::INTEGER AS n FROM t WHERE a < ?';
    expect((await rows(sql, [3])).rows).toEqual([[3]]);
    expect((await rows(sql, [7])).rows).toEqual([[7]]);
    expect(keptStatementCount(connection)).toBe(1);
  });

  it('answers with the new shape after the table changed under a kept statement', async () => {
    const sql = 'SELECT * FROM t WHERE a = ?';
    expect(await rows(sql, [2])).toEqual({ columns: ['a'], rows: [[2]] });
    await connection.run("ALTER TABLE t ADD COLUMN b VARCHAR DEFAULT 'x'");
    expect(await rows(sql, [2])).toEqual({ columns: ['a', 'b'], rows: [[2, 'x']] });
    await connection.run("CREATE OR REPLACE TABLE t AS SELECT 'k' || range AS a FROM range(3)");
    expect(await rows(sql, ['k1'])).toEqual({ columns: ['a'], rows: [['k1']] });
  });

  it(`keeps at most ${KEPT_STATEMENTS_PER_CONNECTION} statements, the least recently used out`, async () => {
    const total = KEPT_STATEMENTS_PER_CONNECTION + 8;
    for (let i = 0; i < total; i++) {
      expect((await rows(`SELECT ?::INTEGER + ${i} AS v`, [1])).rows).toEqual([[1 + i]]);
    }
    expect(keptStatementCount(connection)).toBe(KEPT_STATEMENTS_PER_CONNECTION);
    // An evicted statement is prepared again and still right.
    expect((await rows('SELECT ?::INTEGER + 0 AS v', [5])).rows).toEqual([[5]]);
    expect(keptStatementCount(connection)).toBe(KEPT_STATEMENTS_PER_CONNECTION);
  });

  it('drops a statement whose run failed, and fails the same way again', async () => {
    const sql = 'SELECT CAST(? AS INTEGER) AS v';
    expect((await rows(sql, ['4'])).rows).toEqual([[4]]);
    expect(keptStatementCount(connection)).toBe(1);
    await expect(rows(sql, ['not a number'])).rejects.toThrow(/Could not convert|Conversion Error/i);
    expect(keptStatementCount(connection)).toBe(0);
    expect((await rows(sql, ['6'])).rows).toEqual([[6]]);
  });

  it('refuses several statements (nothing runs)', async () => {
    await expect(rows('SELECT ?; DROP TABLE t', [1])).rejects.toThrow();
    expect((await rows('SELECT count(*)::INTEGER FROM t WHERE a >= ?', [0])).rows).toEqual([[10]]);
  });
});

describe('bounded statements without values', () => {
  const bounded = (sql: string) => rows(sql, [], runBoundedStatement);

  it('runs the first time in one call and keeps the statement from its second run on', async () => {
    const sql = 'SELECT count(*)::INTEGER AS n FROM t';
    expect((await bounded(sql)).rows).toEqual([[10]]);
    expect(keptStatementCount(connection)).toBe(0);
    expect((await bounded(sql)).rows).toEqual([[10]]);
    expect(keptStatementCount(connection)).toBe(1);
    await connection.run('INSERT INTO t VALUES (10)');
    expect((await bounded(sql)).rows).toEqual([[11]]);
    expect(keptStatementCount(connection)).toBe(1);
  });

  it('keeps a statement with values at once', async () => {
    const result = await runBoundedStatement(connection, 'SELECT ?::INTEGER AS v', [3]);
    expect(result.getChunk(0).getRows()).toEqual([[3]]);
    expect(keptStatementCount(connection)).toBe(1);
  });

  it(`remembers at most ${SEEN_ONCE_PER_CONNECTION} statements seen once, the oldest forgotten`, async () => {
    const sql = (i: number) => `SELECT ${i} + 0 AS v`;
    for (let i = 0; i <= SEEN_ONCE_PER_CONNECTION; i++) expect((await bounded(sql(i))).rows).toEqual([[i]]);
    expect(keptStatementCount(connection)).toBe(0);
    // The first was forgotten: seen once again, not kept; the second is still remembered.
    await bounded(sql(0));
    expect(keptStatementCount(connection)).toBe(0);
    await bounded(sql(2));
    expect(keptStatementCount(connection)).toBe(1);
  });

  it('answers the new shape after the table changed under a statement kept without values', async () => {
    const sql = 'SELECT * FROM t WHERE a = 2';
    await bounded(sql);
    expect(await bounded(sql)).toEqual({ columns: ['a'], rows: [[2]] });
    await connection.run("ALTER TABLE t ADD COLUMN b VARCHAR DEFAULT 'x'");
    expect(await bounded(sql)).toEqual({ columns: ['a', 'b'], rows: [[2, 'x']] });
  });

  it('answers the file as it is now when a file read under a kept statement changed its columns', async () => {
    // A virtual dataset over read_csv: the file is re-read and re-bound on every run.
    const dir = mkdtempSync(join(tmpdir(), 'loupe-kept-csv-'));
    const file = join(dir, 'data.csv');
    try {
      writeFileSync(file, 'a,b\n1,x\n2,y\n');
      const sql = `SELECT * FROM read_csv('${file}') ORDER BY 1`;
      await bounded(sql);
      expect(await bounded(sql)).toEqual({
        columns: ['a', 'b'],
        rows: [
          [1n, 'x'],
          [2n, 'y'],
        ],
      });
      expect(keptStatementCount(connection)).toBe(1);
      writeFileSync(file, 'a,b,c\n1,x,10\n2,y,20\n3,z,30\n');
      expect(await bounded(sql)).toEqual({
        columns: ['a', 'b', 'c'],
        rows: [
          [1n, 'x', 10n],
          [2n, 'y', 20n],
          [3n, 'z', 30n],
        ],
      });
      writeFileSync(file, 'q\nhello\n');
      expect(await bounded(sql)).toEqual({ columns: ['q'], rows: [['hello']] });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
