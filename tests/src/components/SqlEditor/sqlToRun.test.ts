import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitStatements } from '../../../../lib/sql/index.ts';
import {
  type CursorPosition,
  cursorOffset,
  getSqlToRun,
  getStatementAtCursor,
} from '../../../../src/components/SqlEditor/sqlToRun.ts';

/** The row/column of an offset, as ace counts them (any line end is one line end). */
function positionOf(sql: string, offset: number): CursorPosition {
  const before = sql.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  // A lone \r right before a \n belongs to a \r\n that the offset splits: ace cannot sit there.
  return { row: lines.length - 1, column: lines[lines.length - 1]!.length };
}

describe('getSqlToRun', () => {
  it('runs the selection alone', () => {
    expect(getSqlToRun({ sql: 'SELECT 1;\nSELECT 2', selectedText: 'SELECT 2' })).toBe('SELECT 2');
  });

  it('runs the whole text without a selection, or with a blank one', () => {
    expect(getSqlToRun({ sql: 'SELECT 1;\nSELECT 2', selectedText: '' })).toBe('SELECT 1;\nSELECT 2');
    expect(getSqlToRun({ sql: 'SELECT 1', selectedText: ' \n ' })).toBe('SELECT 1');
  });

  it('is the selection whenever it holds more than whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (sql, selectedText) => {
        const expected = selectedText.trim() === '' ? sql : selectedText;
        expect(getSqlToRun({ sql, selectedText })).toBe(expected);
      }),
    );
  });
});

describe('cursorOffset', () => {
  it('counts rows and columns over every kind of line end', () => {
    const sql = 'ab\ncd\r\nef\rgh';
    expect(cursorOffset(sql, { row: 0, column: 0 })).toBe(0);
    expect(cursorOffset(sql, { row: 1, column: 1 })).toBe(4);
    expect(cursorOffset(sql, { row: 2, column: 0 })).toBe(7);
    expect(cursorOffset(sql, { row: 3, column: 2 })).toBe(12);
  });

  it('clamps positions outside the text', () => {
    expect(cursorOffset('ab\ncd', { row: 0, column: 99 })).toBe(2);
    expect(cursorOffset('ab\ncd', { row: 7, column: 0 })).toBe(5);
    expect(cursorOffset('ab', { row: 0, column: -3 })).toBe(0);
  });

  it('inverts positionOf for every offset that is not inside a \\r\\n', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', ' ', '\n', '\r\n', '\r') }),
        fc.nat(),
        (sql, seed) => {
          const offset = seed % (sql.length + 1);
          fc.pre(!(sql[offset - 1] === '\r' && sql[offset] === '\n'));
          expect(cursorOffset(sql, positionOf(sql, offset))).toBe(offset);
        },
      ),
    );
  });
});

describe('getStatementAtCursor', () => {
  const sql = 'SELECT 1;\nSELECT 2;\n\n-- last\nSELECT 3';

  it('is the statement the cursor is in', () => {
    expect(getStatementAtCursor({ sql, cursor: { row: 1, column: 3 } })?.text).toBe('SELECT 2');
    expect(getStatementAtCursor({ sql, cursor: { row: 4, column: 0 } })?.text).toBe('-- last\nSELECT 3');
  });

  it('is the statement before the cursor when the cursor is between statements', () => {
    expect(getStatementAtCursor({ sql, cursor: { row: 2, column: 0 } })?.text).toBe('SELECT 2');
    expect(getStatementAtCursor({ sql, cursor: { row: 0, column: 9 } })?.text).toBe('SELECT 1');
  });

  it('is the first statement when the cursor is before all of them', () => {
    expect(
      getStatementAtCursor({ sql: '\n\n  SELECT 1; SELECT 2', cursor: { row: 0, column: 0 } })?.text,
    ).toBe('SELECT 1');
  });

  it('keeps semicolons in strings and comments inside their statement', () => {
    const script = "SELECT ';' AS a; /* ; */ SELECT 2";
    expect(getStatementAtCursor({ sql: script, cursor: { row: 0, column: 5 } })?.text).toBe(
      "SELECT ';' AS a",
    );
    expect(getStatementAtCursor({ sql: script, cursor: { row: 0, column: 30 } })?.text).toBe(
      '/* ; */ SELECT 2',
    );
  });

  it('is undefined for a text without statements', () => {
    expect(getStatementAtCursor({ sql: '  -- nothing\n', cursor: { row: 1, column: 0 } })).toBeUndefined();
  });

  const fragment = fc.constantFrom(
    'SELECT 1',
    'select a, b from t where x = 1',
    "SELECT ';'",
    'SELECT "a;b"',
    '-- note ;\n',
    '/* ; */',
    ';',
    ';;',
    ' ',
    '\n',
    '\r\n',
    'WITH c AS (SELECT 1) SELECT * FROM c',
  );
  const script = fc.array(fragment, { maxLength: 12 }).map((parts) => parts.join(''));

  it('contains the cursor, or is the nearest statement before it, and is one of splitStatements', () => {
    fc.assert(
      fc.property(script, fc.nat(), (sql, seed) => {
        const offset = seed % (sql.length + 1);
        fc.pre(!(sql[offset - 1] === '\r' && sql[offset] === '\n'));
        const statements = splitStatements(sql);
        const found = getStatementAtCursor({ sql, cursor: positionOf(sql, offset) });
        if (statements.length === 0) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found).toBeDefined();
        expect(statements).toContainEqual(found);
        const containing = statements.find((s) => s.start <= offset && offset <= s.end);
        const before = statements.filter((s) => s.start <= offset);
        if (containing) expect(found!.start).toBe(containing.start);
        else if (before.length > 0) expect(found).toEqual(before[before.length - 1]);
        else expect(found).toEqual(statements[0]);
      }),
      { numRuns: 500 },
    );
  });
});
