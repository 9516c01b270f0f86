import type { ShortcutAction } from '../types.ts';

/** Opens a new 'Untitled Query N' tab (Ctrl+Q on Windows, where browsers keep Ctrl+T). */
export const newTab: ShortcutAction = {
  id: 'newTab',
  labelKey: 'shortcuts.newTab',
  keys: { default: ['Ctrl-T'], windows: ['Ctrl-Q'] },
  when: () => true,
  perform: ({ newTab: open }) => open(),
};
