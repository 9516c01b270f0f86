import { getSqlToRun } from '../../../components/SqlEditor/sqlToRun.ts';
import type { ShortcutAction } from '../types.ts';

/** Runs the selection, or the whole text when nothing is selected. */
export const runQuery: ShortcutAction = {
  id: 'runQuery',
  labelKey: 'shortcuts.runQuery',
  keys: {
    default: ['Ctrl-Enter', 'Ctrl-R', 'Alt-Enter'],
    mac: ['Cmd-Enter', 'Ctrl-Enter', 'Ctrl-R', 'Alt-Enter'],
  },
  when: ({ editor, queryRunning }) => editor !== null && !queryRunning && getSqlToRun(editor).trim() !== '',
  perform: ({ editor, runQuery: run }) => {
    if (editor) run(getSqlToRun(editor));
  },
};
