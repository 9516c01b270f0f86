// SQL containment without a server: which statements run with and without allow_dml and file
// access, Superset's message for disallowed functions, the engine grammar's verdict on hidden
// statements, and the token reading of statements a grammar cannot read.
import { describe, expect, it } from 'vitest';
import type { EngineSpec } from '../../../server/engines/engineSpec.ts';
import { ENGINE_SPECS } from '../../../server/engines/registry.ts';
import {
  assertSqlContained,
  type ContainmentPolicy,
  DML_NOT_ALLOWED,
  disallowedFunctionsMessage,
  FILE_ACCESS_NOT_ALLOWED,
} from '../../../server/engines/sqlContainment.ts';

const spec = (backend: string): EngineSpec => ENGINE_SPECS.find((s) => s.backend === backend)!;
const READ_ONLY: ContainmentPolicy = { allowDml: false, fileAccess: false };
const DML: ContainmentPolicy = { allowDml: true, fileAccess: false };
const FILES: ContainmentPolicy = { allowDml: true, fileAccess: true };

const refusal = (backend: string, sql: string, policy: ContainmentPolicy) =>
  assertSqlContained(spec(backend), sql, policy).then(
    () => null,
    (error: { errorType: string; message: string }) => ({ type: error.errorType, message: error.message }),
  );

describe('assertSqlContained', () => {
  it('runs only queries without allow_dml', async () => {
    expect(
      await refusal('duckdb', 'SELECT 1; FROM range(3); SUMMARIZE SELECT 1; DESCRIBE SELECT 1', READ_ONLY),
    ).toBe(null);
    for (const sql of [
      'SET threads = 1',
      'RESET threads',
      'CALL pragma_version()',
      'CHECKPOINT',
      'USE memory',
    ]) {
      expect(await refusal('duckdb', sql, READ_ONLY), sql).toEqual({
        type: 'DML_NOT_ALLOWED_ERROR',
        message: DML_NOT_ALLOWED,
      });
    }
    expect(await refusal('postgresql', "SET work_mem = '1GB'", DML)).toBe(null);
  });

  it('lets file statements run only with file access', async () => {
    for (const [backend, sql] of [
      ['duckdb', "ATTACH 'x.db' AS x"],
      ['duckdb', 'INSTALL httpfs'],
      ['postgresql', "COPY t TO '/tmp/t.csv'"],
      ['mysql', "SELECT 1 INTO OUTFILE '/tmp/x'"],
      ['sqlite', "VACUUM INTO '/tmp/v.db'"],
    ] as const) {
      expect(await refusal(backend, sql, DML), sql).toEqual({
        type: 'DML_NOT_ALLOWED_ERROR',
        message: FILE_ACCESS_NOT_ALLOWED,
      });
      expect(await refusal(backend, sql, FILES), sql).toBe(null);
    }
  });

  it('refuses disallowed functions as Superset words it; DuckDB file functions only without file access', async () => {
    expect(await refusal('duckdb', "SELECT * FROM read_csv('a'), read_text('b')", READ_ONLY)).toEqual({
      type: 'SYNTAX_ERROR',
      message: "SQL statement contains disallowed function(s): {'read_csv', 'read_text'}",
    });
    expect(await refusal('duckdb', "SELECT * FROM read_csv('a')", FILES)).toBe(null);
    expect((await refusal('duckdb', "SELECT * FROM query('SELECT 1')", FILES))?.type).toBe('SYNTAX_ERROR');
    expect(disallowedFunctionsMessage(['version'])).toBe(
      "SQL statement contains disallowed function(s): {'version'}",
    );
  });

  it('splits as the engine does: a `;` in a comment or string hides nothing, one outside does', async () => {
    for (const backend of ['duckdb', 'postgresql', 'mysql', 'sqlite']) {
      expect(await refusal(backend, 'SELECT 1 AS a /* ; SET x = 1 */', READ_ONLY), backend).toBe(null);
      expect(await refusal(backend, "SELECT '; SET x = 1' AS a", READ_ONLY), backend).toBe(null);
      expect(await refusal(backend, "SELECT ';' AS a; SET x = 1", READ_ONLY), backend).toMatchObject({
        type: 'DML_NOT_ALLOWED_ERROR',
      });
    }
    // DuckDB has no backslash escapes: the string ends at the second quote.
    expect(await refusal('duckdb', "SELECT 'a\\'; SET threads = 1; --'", READ_ONLY)).toMatchObject({
      type: 'DML_NOT_ALLOWED_ERROR',
    });
  });

  it('reads calls by tokens when the grammar cannot read the statement', async () => {
    // node-sql-parser has no SHOW VARIABLES; the statement still runs, a refused call does not.
    expect(await refusal('mysql', "SHOW VARIABLES LIKE 'x'", READ_ONLY)).toBe(null);
    expect(await refusal('duckdb', "INSERT INTO t SELECT * FROM read_csv ('x')", DML)).toMatchObject({
      type: 'SYNTAX_ERROR',
    });
  });
});
