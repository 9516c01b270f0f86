import type { ShortcutAction } from '../types.ts';

/** Switches to the previous tab. */
export const previousTab: ShortcutAction = {
  id: 'previousTab',
  labelKey: 'shortcuts.previousTab',
  keys: { default: ['Ctrl-['] },
  when: ({ tabCount }) => tabCount > 1,
  perform: ({ switchTab }) => switchTab(-1),
};
