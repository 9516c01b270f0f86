import type { ShortcutAction } from '../types.ts';

/** Formats the active tab's SQL. */
export const formatSql: ShortcutAction = {
  id: 'formatSql',
  labelKey: 'shortcuts.formatSql',
  keys: { default: ['Ctrl-Shift-F'] },
  when: ({ editor }) => editor !== null && editor.sql.trim() !== '',
  perform: ({ formatSql: format }) => format(),
};
