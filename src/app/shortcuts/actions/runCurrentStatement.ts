import { getStatementAtCursor } from '../../../components/SqlEditor/sqlToRun.ts';
import type { ShortcutAction } from '../types.ts';

/** Runs only the statement under the cursor (or the closest one before it). */
export const runCurrentStatement: ShortcutAction = {
  id: 'runCurrentStatement',
  labelKey: 'shortcuts.runCurrentStatement',
  keys: { default: ['Ctrl-Shift-Enter'], mac: ['Cmd-Shift-Enter', 'Ctrl-Shift-Enter'] },
  when: ({ editor, queryRunning }) =>
    editor !== null && !queryRunning && getStatementAtCursor(editor) !== undefined,
  perform: ({ editor, runQuery }) => {
    const statement = editor && getStatementAtCursor(editor);
    if (statement) runQuery(statement.text);
  },
};
