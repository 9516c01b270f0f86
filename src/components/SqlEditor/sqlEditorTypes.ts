// The SQL editor's public types (no ace import: callers stay out of the ace chunk).
import type { Ref } from 'react';
import type { SqlCompletions } from './completions.ts';
import type { CursorPosition, SqlEditorState } from './sqlToRun.ts';

/**
 * A keyboard command of the editor: ace key bindings in ace's syntax (`Ctrl-Enter|Cmd-Enter`),
 * one string for every platform or one for Windows/Linux and one for macOS. `exec` gets the
 * editor's state at the key press; returning false lets ace handle the key as if unbound.
 */
export interface SqlEditorCommand {
  name: string;
  bindKey: string | { win: string; mac: string };
  exec(state: SqlEditorState): boolean | undefined;
}

/** What a parent can do with a mounted editor (through `ref`). */
export interface SqlEditorHandle {
  focus(): void;
  /** Inserts at the cursor, replacing the selection (e.g. a select-star statement). */
  insert(text: string): void;
  getState(): SqlEditorState;
}

export interface SqlEditorProps {
  /** The text (controlled): a different value replaces the text, keeping cursor and selection. */
  value: string;
  /** Every edit, with the whole text; debouncing is the caller's. */
  onChange?(value: string): void;
  onCursorChange?(position: CursorPosition): void;
  /** The selected text ('' when the selection collapses). */
  onSelectionChange?(selectedText: string): void;
  /** Where the cursor starts (read on mount only); row 0, column 0 by default. */
  cursorPosition?: CursorPosition;
  /** CSS height; 100% by default (the parent sizes it). */
  height?: number | string;
  readOnly?: boolean;
  /** Keyboard commands (e.g. the shortcut registry's run, stop, format …); memoize the array: a new one rebinds. */
  commands?: readonly SqlEditorCommand[];
  /** What autocomplete offers; the built-in SQL keywords when `keywords` is left out. Memoize it. */
  completions?: SqlCompletions;
  /** Accessible name of the text input; 'SQL editor' by default. */
  label?: string;
  autoFocus?: boolean;
  className?: string;
  ref?: Ref<SqlEditorHandle>;
}
