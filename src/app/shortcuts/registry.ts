// The SQL Lab keyboard shortcuts, one action per file in actions/. Their set is Superset 4.1's
// (superset-frontend/src/SqlLab/components/KeyboardShortcutButton/index.tsx, KEY_MAP, and the
// hot keys of SqlLab/components/SqlEditor): Ctrl+Enter, Ctrl+R and Alt+Enter run the query,
// Ctrl+Shift+Enter runs the current statement, Ctrl+E stops (Ctrl+X on a Mac), Ctrl+T opens a
// tab (Ctrl+Q on Windows), Ctrl+Shift+F formats, Ctrl+[ and Ctrl+] switch tabs. Loupe adds
// ⌘ twins of the run keys on a Mac. SQL Lab binds them twice: as ace commands
// (toEditorCommands) and on the window for when the editor has no focus (useShortcuts).
import type { SqlEditorCommand } from '../../components/SqlEditor/sqlEditorTypes.ts';
import type { SqlEditorState } from '../../components/SqlEditor/sqlToRun.ts';
import { formatSql } from './actions/formatSql.ts';
import { newTab } from './actions/newTab.ts';
import { nextTab } from './actions/nextTab.ts';
import { previousTab } from './actions/previousTab.ts';
import { runCurrentStatement } from './actions/runCurrentStatement.ts';
import { runQuery } from './actions/runQuery.ts';
import { stopQuery } from './actions/stopQuery.ts';
import { bindingsFor, matchesBinding } from './keys.ts';
import type { Platform, ShortcutAction, ShortcutContext } from './types.ts';

export const SHORTCUT_ACTIONS: readonly ShortcutAction[] = [
  runQuery,
  runCurrentStatement,
  stopQuery,
  newTab,
  formatSql,
  previousTab,
  nextTab,
];

/**
 * The actions as editor commands: each reads the context at the key press with the editor's
 * own state in it, and declines (ace goes on as if unbound) when its `when` says no.
 */
export function toEditorCommands(
  getContext: () => ShortcutContext,
  platform: Platform,
  actions: readonly ShortcutAction[] = SHORTCUT_ACTIONS,
): SqlEditorCommand[] {
  return actions
    .filter((action) => bindingsFor(action.keys, platform).length > 0)
    .map((action) => {
      const keys = bindingsFor(action.keys, platform).join('|');
      return {
        name: `loupe.${action.id}`,
        bindKey: { win: keys, mac: keys },
        exec: (editor: SqlEditorState) => {
          const context = { ...getContext(), editor };
          if (!action.when(context)) return false;
          action.perform(context);
          return true;
        },
      };
    });
}

/** The action a key press triggers now, if any. */
export function actionForKey(
  event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey'>,
  context: ShortcutContext,
  platform: Platform,
  actions: readonly ShortcutAction[] = SHORTCUT_ACTIONS,
): ShortcutAction | undefined {
  return actions.find(
    (action) =>
      bindingsFor(action.keys, platform).some((binding) => matchesBinding(binding, event)) &&
      action.when(context),
  );
}
