// The line of the SQL an error points to (extra.line / extra.column, 1-based). Pure.

export interface ErrorLocation {
  line: number;
  text: string;
  /** Characters before the caret, or null when the column is unknown. */
  caret: number | null;
}

export function errorLocation(
  error: { extra?: Record<string, unknown> | null },
  sql: string,
): ErrorLocation | null {
  const line = error.extra?.line;
  if (typeof line !== 'number' || !Number.isInteger(line) || line < 1) return null;
  const lines = sql.split(/\r\n|\r|\n/);
  const text = lines[line - 1];
  if (text === undefined) return null;
  const column = error.extra?.column;
  const caret =
    typeof column === 'number' && Number.isInteger(column) && column >= 1
      ? Math.min(column - 1, text.length)
      : null;
  return { line, text, caret };
}
