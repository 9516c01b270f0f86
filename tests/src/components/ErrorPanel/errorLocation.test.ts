// The line and caret of a SQL error (extra.line / extra.column, 1-based).
import { describe, expect, it } from 'vitest';
import { errorLocation } from '../../../../src/components/ErrorPanel/errorLocation.ts';

describe('errorLocation', () => {
  it('gives the line and the caret column (1-based in extra)', () => {
    expect(errorLocation({ extra: { line: 2, column: 6 } }, 'SELECT 1;\nFROM sales')).toEqual({
      line: 2,
      text: 'FROM sales',
      caret: 5,
    });
    expect(errorLocation({ extra: { line: 1 } }, 'SELECT')).toEqual({ line: 1, text: 'SELECT', caret: null });
  });

  it('is null without a usable line', () => {
    expect(errorLocation({ extra: {} }, 'SELECT')).toBeNull();
    expect(errorLocation({ extra: { line: 3 } }, 'SELECT')).toBeNull();
    expect(errorLocation({}, 'SELECT')).toBeNull();
  });
});
