import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isCodeToken,
  type SqlDialect,
  splitStatements,
  statementAt,
  tokenizeSql,
} from '../../../lib/sql/index.ts';
import { anySqlText, DIALECTS, statementBody } from './sqlArbitraries.ts';

/** The code tokens (no whitespace, no comments) of a text. */
const codeOf = (sql: string, dialect: SqlDialect) =>
  tokenizeSql(sql, dialect)
    .filter(isCodeToken)
    .map((token) => token.text);

describe('splitStatements', () => {
  it('splits at top-level semicolons only', () => {
    const script = "SELECT 'a;b' AS x; -- c;\n/* ; */ SELECT $$;$$;\n\n;  ;SELECT (1;2) -- end";
    expect(splitStatements(script, 'postgresql').map((s) => s.text)).toEqual([
      "SELECT 'a;b' AS x",
      '-- c;\n/* ; */ SELECT $$;$$',
      'SELECT (1;2) -- end',
    ]);
  });

  it('keeps trigger and procedure bodies whole', () => {
    const script = [
      'CREATE TRIGGER tr AFTER INSERT ON t BEGIN INSERT INTO u VALUES (1); UPDATE u SET a = CASE WHEN b THEN 1 END; END',
      'CREATE PROCEDURE p() BEGIN IF 1 THEN SELECT 1; END IF; SELECT 2; END',
      'SELECT 3',
    ];
    expect(splitStatements(`${script.join(';\n')};`, 'mysql').map((s) => s.text)).toEqual(script);
  });

  it('drops empty statements and comment-only statements', () => {
    expect(splitStatements(' ;; -- nothing\n ; /* x */ ')).toEqual([]);
  });

  it('reproduces each statement from its offsets and loses no code outside comments', () => {
    fc.assert(
      fc.property(anySqlText, fc.constantFrom(...DIALECTS), (sql, dialect) => {
        const statements = splitStatements(sql, dialect);
        for (const statement of statements)
          expect(sql.slice(statement.start, statement.end)).toBe(statement.text);
        const kept = statements.flatMap((statement) => codeOf(statement.text, dialect));
        const original = tokenizeSql(sql, dialect).filter(isCodeToken);
        const splitting = new Set(
          original.filter(
            (t) => t.kind === 'semicolon' && !statements.some((s) => s.start <= t.start && t.end <= s.end),
          ),
        );
        expect(kept).toEqual(original.filter((token) => !splitting.has(token)).map((token) => token.text));
      }),
      { numRuns: 1000 },
    );
  });

  it('finds back the statements a script was made of', () => {
    const scripts = fc
      .constantFrom(...DIALECTS)
      .chain((dialect) => fc.tuple(fc.constant(dialect), fc.array(statementBody(dialect), { maxLength: 6 })));
    fc.assert(
      fc.property(scripts, ([dialect, bodies]) => {
        const script = bodies.join(';\n');
        const expected = bodies
          .filter((body) => codeOf(body, dialect).length > 0)
          .map((body) => codeOf(body, dialect));
        expect(splitStatements(script, dialect).map((statement) => codeOf(statement.text, dialect))).toEqual(
          expected,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('statementAt', () => {
  const script = 'SELECT 1;\n\nSELECT 2;\nSELECT\n  3';
  it('finds the statement under the cursor', () => {
    expect(statementAt(script, 0)?.text).toBe('SELECT 1');
    expect(statementAt(script, 8)?.text).toBe('SELECT 1');
    expect(statementAt(script, 13)?.text).toBe('SELECT 2');
    expect(statementAt(script, script.length)?.text).toBe('SELECT\n  3');
  });

  it('takes the statement before the cursor when it sits between two, the first before any', () => {
    expect(statementAt(script, 10)?.text).toBe('SELECT 1');
    expect(statementAt('  SELECT 1', 0)?.text).toBe('SELECT 1');
    expect(statementAt('  ', 1)).toBeUndefined();
  });
});
