import type { ShortcutAction } from '../types.ts';

/** Switches to the next tab. */
export const nextTab: ShortcutAction = {
  id: 'nextTab',
  labelKey: 'shortcuts.nextTab',
  keys: { default: ['Ctrl-]'] },
  when: ({ tabCount }) => tabCount > 1,
  perform: ({ switchTab }) => switchTab(1),
};
