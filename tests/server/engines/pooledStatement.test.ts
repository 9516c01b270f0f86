// Which statements may leave state on a pooled connection (the pool then drops it), and that the
// remembered answer for a statement run again is the one its tokens give.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../../lib/sql/index.ts';
import { changesSession, withoutTrailingSemicolon } from '../../../server/engines/pooledStatement.ts';

const DIALECTS: SqlDialect[] = ['duckdb', 'postgresql', 'mysql', 'sqlite'];

const CASES: Array<[string, boolean]> = [
  ['SELECT 1', false],
  ["select * from sales where region = 'SET'", false],
  ['WITH t AS (SELECT 1) SELECT * FROM t', false],
  ['INSERT INTO t VALUES (1)', false],
  ['CREATE TABLE t (a INT)', false],
  ['SET search_path = x', true],
  ['USE main', true],
  ['BEGIN', true],
  ['CREATE TEMP TABLE t (a INT)', true],
  ['CREATE TEMPORARY VIEW v AS SELECT 1', true],
  ["ATTACH 'x.duckdb' AS x", true],
];

describe('changesSession', () => {
  it.each(CASES)('%s → %s (asked twice: the remembered answer is the same)', (sql, expected) => {
    for (const dialect of DIALECTS) {
      expect(changesSession(sql, dialect)).toBe(expected);
      expect(changesSession(sql, dialect)).toBe(expected);
    }
  });

  it('answers a statement longer than what it remembers the same way', () => {
    const long = `SELECT ${'1 + '.repeat(5000)}1`;
    expect(changesSession(long, 'duckdb')).toBe(false);
    expect(changesSession(`SET x = ${'1'.repeat(9000)}`, 'duckdb')).toBe(true);
  });

  it('keeps answering right past its memory bound, whatever the order of statements', () => {
    const statement = fc.oneof(
      fc.nat(2000).map((n) => [`SELECT ${n}`, false] as const),
      fc.nat(2000).map((n) => [`SET threads = ${n}`, true] as const),
    );
    fc.assert(
      fc.property(fc.array(statement, { maxLength: 1500 }), (statements) => {
        for (const [sql, expected] of statements) expect(changesSession(sql, 'duckdb')).toBe(expected);
      }),
      { numRuns: 5 },
    );
  });
});

describe('withoutTrailingSemicolon', () => {
  it('drops what follows the only statement, and leaves several statements alone', () => {
    expect(withoutTrailingSemicolon('SELECT 1; -- done', 'duckdb')).toBe('SELECT 1');
    expect(withoutTrailingSemicolon('SELECT 1; SELECT 2', 'duckdb')).toBe('SELECT 1; SELECT 2');
  });
});
