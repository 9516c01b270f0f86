import { useTranslation } from 'react-i18next';
import { EDITOR_SHORTCUTS } from './editorShortcuts.ts';
import { bindingKeyNames, bindingsFor, detectPlatform } from './keys.ts';
import { SHORTCUT_ACTIONS } from './registry.ts';
import type { EditorShortcut, Platform } from './types.ts';
import './KeyboardShortcuts.css';

export interface KeyboardShortcutsListProps {
  platform?: Platform;
  shortcuts?: readonly EditorShortcut[];
}

/** Each shortcut's description and its keys on this platform (Superset's keyboard shortcuts list). */
export function KeyboardShortcutsList({
  platform = detectPlatform(),
  shortcuts = [...SHORTCUT_ACTIONS, ...EDITOR_SHORTCUTS],
}: KeyboardShortcutsListProps) {
  const { t } = useTranslation();
  const rows = shortcuts
    .map((shortcut) => ({ shortcut, bindings: bindingsFor(shortcut.keys, platform) }))
    .filter(({ bindings }) => bindings.length > 0);
  return (
    <dl className="loupe-shortcuts">
      {rows.map(({ shortcut, bindings }) => (
        <div key={shortcut.id} className="loupe-shortcuts__row" data-shortcut={shortcut.id}>
          <dt className="loupe-shortcuts__label">{t(shortcut.labelKey)}</dt>
          <dd className="loupe-shortcuts__bindings">
            {bindings.map((binding) => (
              <kbd key={binding} className="loupe-shortcuts__binding">
                {bindingKeyNames(binding, platform).map((name) => (
                  <kbd key={name} className="loupe-shortcuts__key">
                    {name}
                  </kbd>
                ))}
              </kbd>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
