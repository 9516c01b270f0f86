// Custom SQL clauses of charts: one expression only, as Superset's sanitize_clause and
// validate_adhoc_subquery — and whatever the text, a clause that passes stays one expression
// when wrapped in a generated query.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAdhocClause, splitStatements, tokenizeSql } from '../../../lib/sql/index.ts';
import type { SqlDialect } from '../../../lib/sql/sqlDialect.ts';

const DIALECTS: SqlDialect[] = ['duckdb', 'postgresql', 'mysql', 'sqlite'];

describe('checkAdhocClause', () => {
  it.each([
    ['SUM(revenue) / COUNT(*)', 'SUM(revenue) / COUNT(*)'],
    ["region = 'Europe' AND quantity > 2", "region = 'Europe' AND quantity > 2"],
    ['EXTRACT(YEAR FROM order_date) = 2024', 'EXTRACT(YEAR FROM order_date) = 2024'],
    ["REPLACE(name, 'a', 'b')", "REPLACE(name, 'a', 'b')"],
    ["name = 'it''s; fine'", "name = 'it''s; fine'"],
    ['quantity > 1 -- big ones', 'quantity > 1 -- big ones\n'],
    ['quantity > 1 /* ok */', 'quantity > 1 /* ok */'],
    ['quantity > 1;', 'quantity > 1'],
    ['quantity > 1 ;  ', 'quantity > 1'],
    ['"my col" IS NOT NULL', '"my col" IS NOT NULL'],
    ["TRIM(BOTH 'x' FROM name) = 'a'", "TRIM(BOTH 'x' FROM name) = 'a'"],
    ['SUBSTRING(name FROM 2 FOR 3)', 'SUBSTRING(name FROM 2 FOR 3)'],
    ['region IS NOT DISTINCT FROM channel', 'region IS NOT DISTINCT FROM channel'],
    [
      'COUNT(DISTINCT region) FILTER (WHERE quantity > 1)',
      'COUNT(DISTINCT region) FILTER (WHERE quantity > 1)',
    ],
    ["name GLOB 'a*'", "name GLOB 'a*'"],
    ['"table" > 1', '"table" > 1'],
    ['show = 1 OR (describe > 2)', 'show = 1 OR (describe > 2)'],
  ])('accepts %j', (clause, kept) => {
    expect(checkAdhocClause(clause, 'duckdb')).toEqual({ ok: true, clause: kept });
  });

  it.each([
    ['1 = 1; DROP TABLE sales', 'multipleStatements', 'Clause contains multiple statements'],
    ['x IN (SELECT id FROM t)', 'subquery', 'Custom SQL fields cannot contain sub-queries.'],
    ['(WITH t AS (SELECT 1) SELECT * FROM t)', 'subquery', 'Custom SQL fields cannot contain sub-queries.'],
    ['x IN (VALUES (1), (2))', 'subquery', 'Custom SQL fields cannot contain sub-queries.'],
    ['1 = 1 OR DELETE', 'dataChanging', 'Custom SQL fields cannot change data.'],
    ['(a = 1', 'unclosedParenthesis', 'Unclosed parenthesis in filter clause'],
    ['a = 1) OR (b = 2', 'unopenedParenthesis', 'Closing unclosed parenthesis in filter clause'],
    ['a = 1 /* open', 'unclosedComment', 'Unclosed multiline comment'],
    ['a = 1 /*/**/', 'unclosedComment', 'Unclosed multiline comment'],
    ['a = $$open', 'unclosedString', 'Unclosed quotation in filter clause'],
    ["a = 'open", 'unclosedString', 'Unclosed quotation in filter clause'],
    ['"open = 1', 'unclosedString', 'Unclosed quotation in filter clause'],
  ])('refuses %j (%s)', (clause, problem, message) => {
    expect(checkAdhocClause(clause, 'duckdb')).toEqual({ ok: false, problem, message });
  });

  // Sub-queries without SELECT: DuckDB's FROM-first queries, (TABLE t), JOIN, and functions that
  // run SQL text or read other tables and files (each once let a chart read outside its dataset).
  it.each([
    "MAX((FROM query('SELECT content FROM read_text(''/etc/hostname'')')))",
    'order_id IN (FROM range(5))',
    'EXISTS (TABLE pg_catalog.pg_roles)',
    'x IN (TABLE t)',
    '(PIVOT sales ON region)',
    '(SUMMARIZE sales)',
    '(SHOW TABLES)',
    "(DESCRIBE 'data.csv')",
    'EXTRACT(YEAR FROM (FROM t))',
    'EXTRACT(YEAR FROM x) + (FROM t SELECT 1)',
    'a FROM t',
    'x IN (t JOIN u USING (id))',
    "query('SELECT 1')",
    "LENGTH(query_to_xml('SELECT * FROM pg_roles', true, false, ''))",
    "pg_read_file('/etc/passwd')",
    "LOAD_FILE('/etc/passwd')",
    "main.query_table('sales')",
  ])('refuses the sub-query %j', (clause) => {
    for (const dialect of DIALECTS) {
      expect(checkAdhocClause(clause, dialect)).toMatchObject({ ok: false, problem: 'subquery' });
    }
  });

  it('refuses a data-reading function called by its quoted name', () => {
    for (const dialect of ['duckdb', 'postgresql', 'sqlite'] as const) {
      expect(checkAdhocClause(`"query"('SELECT 1')`, dialect)).toMatchObject({
        ok: false,
        problem: 'subquery',
      });
    }
    expect(checkAdhocClause("`query`('SELECT 1')", 'mysql')).toMatchObject({
      ok: false,
      problem: 'subquery',
    });
  });

  it('keeps any accepted clause one expression inside a query, in every dialect (property)', () => {
    const pieces = fc.constantFrom(
      'a',
      ' ',
      '(',
      ')',
      ';',
      "'",
      '"',
      '--',
      '/*',
      '*/',
      '\n',
      'SELECT',
      'select',
      'DROP',
      '1',
      '=',
      ',',
      '`',
      '[',
      ']',
      '$$',
      '\\',
      'é',
    );
    const clause = fc.oneof(
      fc.array(pieces, { maxLength: 12 }).map((p) => p.join('')),
      fc.string(),
    );
    fc.assert(
      fc.property(clause, fc.constantFrom(...DIALECTS), (text, dialect) => {
        const check = checkAdhocClause(text, dialect);
        if (!check.ok) return;
        const query = `SELECT x FROM t WHERE (${check.clause}) AND y = 1`;
        expect(splitStatements(query, dialect)).toHaveLength(1);
        const tokens = tokenizeSql(query, dialect);
        // The clause neither escapes its brackets nor swallows what follows it.
        const tail = tokens.filter((token) => token.text === 'y' && token.kind === 'word');
        expect(tail.at(-1)?.depth).toBe(0);
      }),
      { numRuns: 3000 },
    );
  });
});
