import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyLimit, existingLimit, limitingFactor } from '../../../lib/sql/index.ts';

describe('applyLimit', () => {
  it.each([
    ['SELECT * FROM t', 'SELECT * FROM t LIMIT 100', null],
    ['SELECT * FROM t LIMIT 10', 'SELECT * FROM t LIMIT 10', 10],
    ['SELECT * FROM t LIMIT 1000;', 'SELECT * FROM t LIMIT 100;', 1000],
    ['SELECT * FROM t limit 500 offset 20', 'SELECT * FROM t limit 100 offset 20', 500],
    ['SELECT * FROM t LIMIT 20, 500', 'SELECT * FROM t LIMIT 20, 100', 500],
    ['SELECT * FROM t LIMIT ALL', 'SELECT * FROM t LIMIT 100', null],
    ['SELECT * FROM t FETCH FIRST 500 ROWS ONLY', 'SELECT * FROM t FETCH FIRST 100 ROWS ONLY', 500],
    ['SELECT * FROM t FETCH FIRST ROW ONLY', 'SELECT * FROM t FETCH FIRST ROW ONLY', 1],
    ['SELECT 1 -- note', 'SELECT 1 LIMIT 100 -- note', null],
    ['SELECT 1 /* a */ ; -- b', 'SELECT 1 LIMIT 100 /* a */ ; -- b', null],
    ['SELECT * FROM t FOR UPDATE', 'SELECT * FROM t LIMIT 100 FOR UPDATE', null],
    ['SELECT * FROM t LIMIT 500 FOR UPDATE', 'SELECT * FROM t LIMIT 100 FOR UPDATE', 500],
    [
      'WITH a AS (SELECT * FROM t LIMIT 5) SELECT * FROM a',
      'WITH a AS (SELECT * FROM t LIMIT 5) SELECT * FROM a LIMIT 100',
      null,
    ],
    [
      'SELECT * FROM (SELECT * FROM t LIMIT 5000) s',
      'SELECT * FROM (SELECT * FROM t LIMIT 5000) s LIMIT 100',
      null,
    ],
    [
      'SELECT a FROM t UNION ALL SELECT b FROM u',
      'SELECT a FROM t UNION ALL SELECT b FROM u LIMIT 100',
      null,
    ],
    ["SELECT 'LIMIT 5' AS x", "SELECT 'LIMIT 5' AS x LIMIT 100", null],
    ['SELECT 1; SELECT 2 LIMIT 500', 'SELECT 1; SELECT 2 LIMIT 100', 500],
  ])('%s', (sql, limited, existing) => {
    const result = applyLimit(sql, 100);
    expect(result.sql).toBe(limited);
    expect(result.limited).toBe(true);
    expect(result.existingLimit).toBe(existing);
    expect(result.effectiveLimit).toBe(existing === null ? 100 : Math.min(existing, 100));
  });

  it('wraps a query whose own limit is not a plain number', () => {
    for (const sql of [
      'SELECT * FROM t LIMIT $1',
      'SELECT * FROM t LIMIT 10 + 5',
      'SELECT * FROM t FETCH FIRST 5 ROWS WITH TIES',
    ]) {
      expect(applyLimit(sql, 100).sql).toBe(`SELECT * FROM (\n${sql}\n) AS inner_qry LIMIT 100`);
    }
    expect(applyLimit('FROM t LIMIT 10%', 100, 'duckdb').sql).toBe(
      'SELECT * FROM (\nFROM t LIMIT 10%\n) AS inner_qry LIMIT 100',
    );
  });

  it('leaves statements that are not queries alone', () => {
    for (const sql of [
      'INSERT INTO t SELECT * FROM u',
      'UPDATE t SET a = 1',
      'CREATE TABLE t AS SELECT 1',
      'SHOW TABLES',
      'EXPLAIN SELECT 1',
      'PRAGMA table_info(t)',
      'SELECT * INTO t2 FROM t',
      'WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d',
      '',
    ]) {
      expect(applyLimit(sql, 10)).toEqual({ sql, limited: false, existingLimit: null, effectiveLimit: null });
    }
  });

  it('never raises a limit, keeps a smaller one, and is idempotent', () => {
    const query = fc.record({
      base: fc.constantFrom(
        'SELECT * FROM t',
        'SELECT a FROM (SELECT a FROM t LIMIT 3) s',
        'WITH c AS (SELECT 1 LIMIT 7) SELECT * FROM c',
      ),
      own: fc.option(fc.nat(2000), { nil: undefined }),
      offset: fc.option(fc.nat(50), { nil: undefined }),
      tail: fc.constantFrom('', ';', ' -- c', ';\n-- c\n', ' /* x */'),
      limit: fc.nat(1000),
    });
    fc.assert(
      fc.property(query, ({ base, own, offset, tail, limit }) => {
        const ownClause =
          own === undefined ? '' : ` LIMIT ${own}${offset === undefined ? '' : ` OFFSET ${offset}`}`;
        const sql = `${base}${ownClause}${tail}`;
        const result = applyLimit(sql, limit);
        const expected = own === undefined ? limit : Math.min(own, limit);
        expect(result.effectiveLimit).toBe(expected);
        expect(existingLimit(result.sql)).toBe(expected);
        if (own !== undefined && own <= limit) expect(result.sql).toBe(sql);
        expect(applyLimit(result.sql, limit).sql).toBe(result.sql);
      }),
      { numRuns: 300 },
    );
  });
});

describe('limitingFactor', () => {
  it('follows Superset: the dropdown, the query, or both', () => {
    expect(limitingFactor(null, 1000)).toBe('DROPDOWN');
    expect(limitingFactor(5000, 1000)).toBe('DROPDOWN');
    expect(limitingFactor(10, 1000)).toBe('QUERY');
    expect(limitingFactor(1000, 1000)).toBe('QUERY_AND_DROPDOWN');
  });
});
