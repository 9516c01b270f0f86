import { describe, expect, it } from 'vitest';
import { classifyStatement, isReadOnlyStatement, type StatementKind } from '../../../lib/sql/index.ts';

const cases: [string, StatementKind, ('duckdb' | 'sqlite' | 'mysql' | 'postgresql')?][] = [
  ['SELECT 1', 'select'],
  ['  -- note\n /* x */ select * from t', 'select'],
  ['(SELECT 1) UNION (SELECT 2)', 'select'],
  ['WITH a AS (SELECT 1), b AS (SELECT 2) SELECT * FROM a, b', 'select'],
  ['WITH RECURSIVE c(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM c) SELECT n FROM c', 'select'],
  ['VALUES (1), (2)', 'select'],
  ['TABLE t', 'select'],
  ['SHOW TABLES', 'select'],
  ['DESCRIBE t', 'select'],
  ['DESC t', 'select'],
  ['EXPLAIN SELECT 1', 'select'],
  ['EXPLAIN DELETE FROM t', 'select'],
  ['EXPLAIN ANALYZE SELECT 1', 'select'],
  ['PRAGMA table_info(t)', 'select'],
  ['PRAGMA main.index_list(t)', 'select'],
  ['PRAGMA user_version', 'select'],
  ['SELECT * FROM t FOR UPDATE', 'select'],
  ['SELECT (load + 1), "update" FROM t', 'select'],
  ['FROM t SELECT a', 'select', 'duckdb'],
  ['SUMMARIZE t', 'select', 'duckdb'],
  ['INSERT INTO t VALUES (1)', 'dml'],
  ['update t set a = 1', 'dml'],
  ['DELETE FROM t', 'dml'],
  ['MERGE INTO t USING s ON t.id = s.id WHEN MATCHED THEN DELETE', 'dml'],
  ['REPLACE INTO t VALUES (1)', 'dml'],
  ['UPSERT INTO t VALUES (1)', 'dml'],
  ["COPY t FROM '/tmp/x.csv'", 'dml'],
  ['WITH a AS (SELECT 1) INSERT INTO t SELECT * FROM a', 'dml'],
  ['WITH a AS (SELECT 1) UPDATE t SET x = 1', 'dml'],
  ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'dml'],
  ['EXPLAIN ANALYZE DELETE FROM t', 'dml'],
  ['EXPLAIN (ANALYZE, BUFFERS) UPDATE t SET a = 1', 'dml'],
  ['CREATE TABLE t (a int)', 'ddl'],
  ['CREATE VIEW v AS SELECT 1', 'ddl'],
  ['DROP TABLE t', 'ddl'],
  ['ALTER TABLE t ADD COLUMN b int', 'ddl'],
  ['TRUNCATE t', 'ddl'],
  ['GRANT SELECT ON t TO u', 'ddl'],
  ["ATTACH 'x.db' AS x", 'ddl'],
  ['SELECT * INTO t2 FROM t', 'ddl'],
  ['SET search_path = x', 'other'],
  ['PRAGMA journal_mode = WAL', 'other'],
  ['PRAGMA journal_mode(WAL)', 'other'],
  ['BEGIN', 'other'],
  ['CALL p()', 'other'],
  ['CHECKPOINT', 'other'],
  ['RESET threads', 'other'],
  ['USE other', 'other'],
  // DuckDB's PRAGMAs are calls: only the reading ones read.
  ["PRAGMA table_info('t')", 'select', 'duckdb'],
  ['PRAGMA database_list', 'select', 'duckdb'],
  ['PRAGMA enable_profiling', 'other', 'duckdb'],
  ['PRAGMA force_checkpoint', 'other', 'duckdb'],
  ['PRAGMA threads = 2', 'other', 'duckdb'],
  ['', 'other'],
  ['-- only a comment', 'other'],
];

describe('classifyStatement', () => {
  it.each(cases)('%s → %s', (sql, kind, dialect) => {
    expect(classifyStatement(sql, dialect)).toBe(kind);
  });

  it('takes the most mutating statement of a script', () => {
    expect(classifyStatement('SELECT 1; DROP TABLE t')).toBe('ddl');
    expect(classifyStatement('SELECT 1; INSERT INTO t VALUES (1); SELECT 2')).toBe('dml');
    expect(classifyStatement("SELECT ';DROP TABLE t'")).toBe('select');
    expect(isReadOnlyStatement('SELECT 1; SET x = 1')).toBe(false);
    expect(isReadOnlyStatement('SELECT 1; SELECT 2;')).toBe(true);
  });
});
