// What a run sends: the selection alone when there is one, else the whole text; and the
// statement under the cursor for "run current statement" (lib/sql's statementAt). Pure.
import { type SqlDialect, type SqlStatement, statementAt } from '../../../lib/sql/index.ts';

/** A position in the editor: zero-based row (line) and column, as ace counts them. */
export interface CursorPosition {
  row: number;
  column: number;
}

/** What the editor holds at a moment: its text, the selected text ('' for none) and the cursor. */
export interface SqlEditorState {
  sql: string;
  selectedText: string;
  cursor: CursorPosition;
}

/** The spec's start position (§9: the cursor starts at row 0, column 0). */
export const START_POSITION: CursorPosition = { row: 0, column: 0 };

/** The SQL a run sends: the selection when it holds more than whitespace, else the whole text. */
export function getSqlToRun(state: Pick<SqlEditorState, 'sql' | 'selectedText'>): string {
  return state.selectedText.trim() === '' ? state.sql : state.selectedText;
}

/**
 * The offset in `sql` of a row/column position (ace's `\n`, `\r\n` and `\r` line ends all count
 * as one line end). Clamped into the text: a row past the end gives the end, a column past the
 * end of its line gives the line's end.
 */
export function cursorOffset(sql: string, position: CursorPosition): number {
  const lineEnd = /\r\n|\r|\n/g;
  let lineStart = 0;
  for (let row = 0; row < position.row; row++) {
    const match = lineEnd.exec(sql);
    if (!match) return sql.length;
    lineStart = match.index + match[0].length;
  }
  const next = lineEnd.exec(sql);
  const lineLength = (next ? next.index : sql.length) - lineStart;
  return lineStart + Math.min(Math.max(0, position.column), lineLength);
}

/**
 * The statement under the cursor: the one containing it, else the closest one before it, else
 * the first; undefined when the text holds no statement. The selection plays no part.
 */
export function getStatementAtCursor(
  state: Pick<SqlEditorState, 'sql' | 'cursor'>,
  dialect: SqlDialect = 'generic',
): SqlStatement | undefined {
  return statementAt(state.sql, cursorOffset(state.sql, state.cursor), dialect);
}
