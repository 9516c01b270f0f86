import type { ShortcutAction } from '../types.ts';

/** Stops the running query (Ctrl+X on a Mac, where Ctrl+E moves to the end of the line). */
export const stopQuery: ShortcutAction = {
  id: 'stopQuery',
  labelKey: 'shortcuts.stopQuery',
  keys: { default: ['Ctrl-E'], mac: ['Ctrl-X'] },
  when: ({ queryRunning }) => queryRunning,
  perform: ({ stopQuery: stop }) => stop(),
};
