import { useEffect, useRef } from 'react';
import { detectPlatform } from './keys.ts';
import { actionForKey, SHORTCUT_ACTIONS } from './registry.ts';
import type { Platform, ShortcutAction, ShortcutContext } from './types.ts';

/** Key presses the window listener leaves alone: handled already, typed in a field, in a dialog. */
function ignored(event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return true;
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return false;
  if (target.closest('[role="dialog"]')) return true;
  return target.closest('input, textarea, select, [contenteditable="true"]') !== null;
}

/**
 * Binds the shortcuts on the window, for key presses outside the editor (inside it, ace's
 * commands from toEditorCommands handle them and stop the event). `getContext` is read at the
 * key press.
 */
export function useShortcuts(
  getContext: () => ShortcutContext,
  { platform = detectPlatform(), actions = SHORTCUT_ACTIONS, enabled = true } = {} as {
    platform?: Platform;
    actions?: readonly ShortcutAction[];
    enabled?: boolean;
  },
): void {
  const latest = useRef(getContext);
  latest.current = getContext;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignored(event)) return;
      const context = latest.current();
      const action = actionForKey(event, context, platform, actions);
      if (!action) return;
      event.preventDefault();
      action.perform(context);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [platform, actions, enabled]);
}
