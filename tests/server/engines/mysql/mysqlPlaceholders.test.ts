// Values reach a MySQL statement only at the placeholders the tokenizer finds: a `?` inside a
// string, a quoted name or a comment stays text. Checked as text and on the real MariaDB.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { EnginePool } from '../../../../server/engines/engineSpec.ts';
import { bindMysqlValues } from '../../../../server/engines/mysql/mysqlPlaceholders.ts';
import { mysqlEngineSpec } from '../../../../server/engines/mysql.ts';

const URL = process.env.LOUPE_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test';
const quote = (value: unknown) =>
  typeof value === 'string' ? `'${value.replaceAll("'", "''")}'` : String(value);

describe('bindMysqlValues', () => {
  it('fills only real placeholders', () => {
    expect(bindMysqlValues("SELECT 'a?' AS `b?`, ? /* ? */ -- ?\n, ?", [1, 'x'], quote)).toBe(
      "SELECT 'a?' AS `b?`, 1 /* ? */ -- ?\n, 'x'",
    );
  });

  it('refuses a count mismatch', () => {
    expect(() => bindMysqlValues('SELECT ?', [], quote)).toThrow(/more placeholders/);
    expect(() => bindMysqlValues('SELECT 1', [1], quote)).toThrow(/0 placeholders for 1 values/);
  });
});

describe('MySQL statements with values, on MariaDB', () => {
  const { settings, password } = mysqlEngineSpec.parseUri(URL);
  const pool: EnginePool = mysqlEngineSpec.open({ ...settings, password }, { poolSize: 1 });
  afterAll(() => pool.close());

  it('binds any text exactly, next to question marks the user wrote', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 20 }), async (value) => {
        const result = await pool.execute(
          "SELECT 'what?' AS q, ? AS v, `x?`.n AS n FROM (SELECT 1 AS n) AS `x?`",
          {
            params: [value],
          },
        );
        expect(result.rows).toEqual([['what?', value, 1]]);
      }),
      { numRuns: 40 },
    );
  });
});
