// The keyboard shortcut model (one action per file in actions/, listed in registry.ts).
import type { SqlEditorState } from '../../components/SqlEditor/sqlToRun.ts';
import type en from '../i18n/locales/en.json';

export type Platform = 'mac' | 'windows' | 'linux';

/**
 * Key bindings in ace's syntax (`Ctrl-Shift-Enter`; `Cmd` is the ⌘ key): `default` for every
 * platform without an entry of its own. The first binding is the one shown first.
 */
export type KeyBindings = { default: readonly string[] } & Partial<Record<Platform, readonly string[]>>;

/** What a shortcut acts on: SQL Lab's active tab and its handlers. */
export interface ShortcutContext {
  /** The active tab's editor (text, selection, cursor); null when no tab is open. */
  editor: SqlEditorState | null;
  /** The active tab's latest query is running. */
  queryRunning: boolean;
  tabCount: number;
  /** Runs `sql` in the active tab (the selection, the whole text or one statement). */
  runQuery(sql: string): void;
  stopQuery(): void;
  formatSql(): void;
  newTab(): void;
  /** Moves to the previous (-1) or next (1) tab. */
  switchTab(step: -1 | 1): void;
}

export type ShortcutLabelKey = `shortcuts.${keyof (typeof en)['shortcuts']}`;

export interface ShortcutAction {
  id: string;
  /** Translation key of its description. */
  labelKey: ShortcutLabelKey;
  keys: KeyBindings;
  /** Whether it applies now; when not, the key does what it would do without the shortcut. */
  when(context: ShortcutContext): boolean;
  perform(context: ShortcutContext): void;
}

/** A shortcut ace itself provides, listed for the user but not performed by the registry. */
export interface EditorShortcut {
  id: string;
  labelKey: ShortcutLabelKey;
  keys: KeyBindings;
}
