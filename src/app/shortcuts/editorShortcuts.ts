// Shortcuts ace provides on its own, listed with the registry's (as Superset's list does).
import type { EditorShortcut } from './types.ts';

export const EDITOR_SHORTCUTS: readonly EditorShortcut[] = [
  { id: 'find', labelKey: 'shortcuts.find', keys: { default: ['Ctrl-F'], mac: ['Cmd-F'] } },
  { id: 'replace', labelKey: 'shortcuts.replace', keys: { default: ['Ctrl-H'], mac: ['Cmd-Alt-F'] } },
  { id: 'previousLine', labelKey: 'shortcuts.previousLine', keys: { default: [], mac: ['Ctrl-P'] } },
];
